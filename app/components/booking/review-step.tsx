import { Form } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import { PhotoInput } from "~/components/photo-input";
import { SubmitButton } from "~/components/ui/fields";
import { formatUkPhone } from "~/lib/phone";
import { useBusiness } from "~/lib/use-business";
import type { BookingState } from "~/lib/views/booking";
import { HiddenValues } from "./hidden-values";
import { StepNotice } from "./step-notice";

export function ReviewStep({
  state,
  serviceName,
  windowLabel,
  priceLabel,
  changeRule,
}: {
  state: BookingState;
  serviceName: string;
  windowLabel: string;
  priceLabel: string;
  changeRule: string;
}) {
  const { values } = state;
  const vatIncluded = useBusiness().vatRegistered;
  const rows: [string, string, string][] = [
    ["Service", serviceName, "back-to-details"],
    ["The job", values.description ?? "", "back-to-details"],
    ["Emergency", values.emergency === "on" ? "Yes, today" : "No", "back-to-details"],
    ["Arrival window", windowLabel, "back-to-slot"],
    ["Address", `${values.address ?? ""}, ${values.postcode ?? ""}`, "back-to-contact"],
    ["Name", values.name ?? "", "back-to-contact"],
    ["E-mail", values.email ?? "", "back-to-contact"],
    ["Phone", values.phone ? formatUkPhone(values.phone) : "", "back-to-contact"],
    [
      "Text messages",
      values.textsAllowed === "off" ? "No" : "Yes, about this booking",
      "back-to-contact",
    ],
  ];
  return (
    // multipart: the only step that sends files (the photos).
    <Form method="post" encType="multipart/form-data" className="card space-y-5">
      <HoneypotInputs />
      <HiddenValues values={values} except={[]} />
      <StepNotice notice={state.notice} />
      <dl className="divide-y divide-slate-200">
        {rows.map(([label, value, intent]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="whitespace-pre-line text-slate-800">{value}</dd>
            <dd>
              <button
                type="submit"
                name="intent"
                value={intent}
                formNoValidate
                className="text-brand-700 underline"
              >
                Change<span className="sr-only"> {label.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {state.photos ? <PhotosField photos={state.photos} /> : null}
      <p className="text-slate-800">
        Price: <span className="font-semibold">{priceLabel}</span>
        {vatIncluded ? ", VAT included" : ""}. Nothing to pay now: the invoice comes by e-mail when
        the work is done.
      </p>
      {changeRule ? <p className="text-slate-800">{changeRule}</p> : null}
      <SubmitButton intent="confirm" pendingLabel="Booking…">
        Confirm the booking
      </SubmitButton>
      <input type="hidden" name="intent" value="confirm" />
    </Form>
  );
}

function PhotosField({ photos }: { photos: NonNullable<BookingState["photos"]> }) {
  return (
    <PhotoInput
      id="booking-photos"
      label="Photos"
      hint="A photo or two of the problem helps the engineer bring the right parts."
      maxFiles={photos.maxFiles}
      maxMegabytes={photos.maxMegabytes}
      error={photos.error}
      answer={photos}
      optional
    />
  );
}
