import { Link } from "@remix-run/react";
import type { Faq } from "~/content/types";
import { useBusiness } from "~/lib/use-business";
import { PhoneLink } from "~/components/ui/phone-link";

export function CallToAction({
  phone,
  phoneDisplay,
  service,
}: {
  phone: string;
  phoneDisplay: string;
  service?: string;
}) {
  const business = useBusiness();
  return (
    <section aria-labelledby="cta-heading" className="mt-12 rounded-xl bg-brand-50 p-6">
      <h2 id="cta-heading" className="text-2xl font-bold text-slate-900">
        Ready to get it sorted?
      </h2>
      <p className="mt-2 text-slate-800">
        Pick a free two-hour arrival window online, or call and talk to us. We are open{" "}
        {business.openingHoursSummary}.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={service ? `/book?service=${encodeURIComponent(service)}` : "/book"}
          className="btn-primary"
        >
          Book online
        </Link>
        <PhoneLink phone={phone} className="btn-secondary">
          Call {phoneDisplay}
        </PhoneLink>
        <Link to="/emergency-callout" className="btn-secondary">
          Emergency call-out
        </Link>
      </div>
    </section>
  );
}

export function FaqList({
  faqs,
  heading = "Questions people ask",
}: {
  faqs: Faq[];
  heading?: string;
}) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {faqs.map((faq) => (
          <details key={faq.question} className="group p-4">
            <summary className="cursor-pointer text-lg font-semibold text-slate-900">
              {faq.question}
            </summary>
            <p className="mt-2 leading-7 text-slate-800">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
