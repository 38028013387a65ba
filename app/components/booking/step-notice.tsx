import { FormError } from "~/components/ui/form-messages";
import { useBusiness } from "~/lib/use-business";
import type { BookingNotice } from "~/lib/views/booking";
import { PhoneLink } from "~/components/ui/phone-link";

/** Why a booking step came back, above its form; with the phone number when booking by phone still works. */
export function StepNotice({ notice }: { notice?: BookingNotice }) {
  const business = useBusiness();
  if (!notice) return null;
  return (
    <div>
      <FormError title={notice.title} message={notice.message} />
      {notice.callUs ? (
        <p className="mt-2 text-slate-900">
          To book by phone, call{" "}
          <PhoneLink phone={business.phone}>{business.phoneDisplay}</PhoneLink> (
          {business.openingHoursSummary}).
        </p>
      ) : null}
    </div>
  );
}
