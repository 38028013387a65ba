import Clock from "lucide/dist/esm/icons/clock.mjs";
import Mail from "lucide/dist/esm/icons/mail.mjs";
import MapPin from "lucide/dist/esm/icons/map-pin.mjs";
import Phone from "lucide/dist/esm/icons/phone.mjs";
import { Icon } from "~/components/ui/icon";
import { Link } from "@remix-run/react";
import { BrandLogo } from "~/components/brand/brand-logo";
import { PhoneLink } from "~/components/ui/phone-link";

interface FooterBusiness {
  name: string;
  phone: string;
  phoneDisplay: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  serviceAreas: { name: string }[];
  openingHoursLines: { days: string; times: string }[];
  areaNames: string;
}

const ICON_CLASS = "mt-0.5 size-5 shrink-0 text-accent-500";

export function SiteFooter({ business }: { business: FooterBusiness }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-100">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLogo name={business.name} tone="on-dark" />
          <address className="mt-4 flex gap-2 not-italic leading-6">
            <Icon icon={MapPin} className={ICON_CLASS} />
            <span>
              {business.address}
              <br />
              {business.city} {business.postalCode}
            </span>
          </address>
          <p className="mt-2 flex gap-2">
            <Icon icon={Phone} className={ICON_CLASS} />
            <PhoneLink phone={business.phone} className="text-white underline">
              {business.phoneDisplay}
            </PhoneLink>
          </p>
          <p className="mt-1 flex gap-2">
            <Icon icon={Mail} className={ICON_CLASS} />
            <a href={`mailto:${business.email}`} className="break-all text-white underline">
              {business.email}
            </a>
          </p>
        </div>
        <div>
          <p className="flex items-center gap-2 font-semibold text-white">
            <Icon icon={Clock} className="size-5 shrink-0 text-accent-500" />
            Opening hours
          </p>
          <ul className="mt-2 space-y-1">
            {business.openingHoursLines.map((line) => (
              <li key={line.days}>
                {line.days}: {line.times}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-300">Emergency call-outs the same day.</p>
        </div>
        <div>
          <p className="font-semibold text-white">Areas we cover</p>
          <ul className="mt-2 space-y-1">
            {business.serviceAreas.map((area) => (
              <li key={area.name}>{area.name}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">More</p>
          <ul className="mt-2 space-y-1">
            {[
              ["/about", "About us"],
              ["/faq", "Questions"],
              ["/property-services", "For landlords and agents"],
              ["/blog", "Blog"],
              ["/guides", "Guides"],
              ["/mobile", "Install the app"],
            ].map(([to, label]) => (
              <li key={to}>
                <Link to={to!} className="text-white underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container-page border-t border-slate-700 py-4 text-sm text-slate-300">
        © {new Date().getFullYear()} {business.name}. Handyman and property maintenance in{" "}
        {business.areaNames}.
      </p>
    </footer>
  );
}
