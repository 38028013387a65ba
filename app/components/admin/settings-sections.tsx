import {
  areaField,
  dayField,
  linkField,
  MAX_SERVICE_AREAS,
  MAX_SOCIAL_LINKS,
  WEEK_DAYS,
} from "~/lib/settings-fields";
import { SettingsInput, type SettingsFieldProps } from "./settings-form";

type FieldOf = (name: string) => SettingsFieldProps;

const GRID = "grid gap-4 sm:grid-cols-2";

export function ProfileFields({ field }: { field: FieldOf }) {
  return (
    <div className={GRID}>
      <SettingsInput field={field("name")} label="Business name" autoComplete="organization" />
      <SettingsInput
        field={field("phone")}
        label="Phone"
        type="tel"
        hint="A UK number, like 024 7699 0123"
      />
      <SettingsInput field={field("email")} label="E-mail" type="email" />
      <SettingsInput field={field("website")} label="Website" type="url" hint="https://…" />
      <SettingsInput field={field("address")} label="Street address" />
      <SettingsInput field={field("city")} label="Town or city" />
      <SettingsInput field={field("postalCode")} label="Postcode" />
      <SettingsInput field={field("region")} label="Region" />
    </div>
  );
}

export function HoursFields({ field }: { field: FieldOf }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {WEEK_DAYS.map((day) => {
        const closed = field(dayField(day, "Closed"));
        const closedId = `${closed.formId}-${closed.name}`;
        return (
          <fieldset key={day} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold">{day}</legend>
            <div className="grid grid-cols-2 gap-2">
              <SettingsInput field={field(dayField(day, "Opens"))} label="Opens" type="time" />
              <SettingsInput field={field(dayField(day, "Closes"))} label="Closes" type="time" />
            </div>
            <label className="mt-1 flex min-h-11 items-center gap-2">
              <input
                id={closedId}
                key={`${closed.name}:${closed.defaultValue}`}
                type="checkbox"
                name={closed.name}
                value="on"
                defaultChecked={closed.defaultValue === "on"}
                className="h-5 w-5"
              />
              Closed
            </label>
          </fieldset>
        );
      })}
    </div>
  );
}

export function AreasFields({ field }: { field: FieldOf }) {
  return (
    <>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 font-semibold">Where the business is</legend>
        <div className={GRID}>
          <SettingsInput field={field("latitude")} label="Latitude" inputMode="decimal" />
          <SettingsInput field={field("longitude")} label="Longitude" inputMode="decimal" />
        </div>
      </fieldset>
      <ol className="mt-3 space-y-3">
        {Array.from({ length: MAX_SERVICE_AREAS }, (_, index) => index + 1).map((row) => (
          <li key={row}>
            <fieldset className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">Town {row}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                <SettingsInput field={field(areaField(row, "Name"))} label="Name" />
                <SettingsInput
                  field={field(areaField(row, "Latitude"))}
                  label="Latitude"
                  inputMode="decimal"
                />
                <SettingsInput
                  field={field(areaField(row, "Longitude"))}
                  label="Longitude"
                  inputMode="decimal"
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </>
  );
}

export function RatingFields({ field }: { field: FieldOf }) {
  return (
    <div className={GRID}>
      <SettingsInput
        field={field("ratingValue")}
        label="Rating out of 5"
        hint="From 1.0 to 5.0"
        inputMode="decimal"
      />
      <SettingsInput field={field("reviewCount")} label="Number of reviews" inputMode="numeric" />
      <SettingsInput
        field={field("sourceName")}
        label="Where the rating comes from"
        hint="Like Google. Leave both empty and the rating is not shown."
      />
      <SettingsInput
        field={field("sourceUrl")}
        label="Address of the reviews there"
        type="url"
        hint="https://…, the page visitors can check"
      />
    </div>
  );
}

export function SocialFields({ field }: { field: FieldOf }) {
  return (
    <div className="grid gap-3">
      {Array.from({ length: MAX_SOCIAL_LINKS }, (_, index) => index + 1).map((row) => (
        <SettingsInput
          key={row}
          field={field(linkField(row))}
          label={`Link ${row}`}
          type="url"
          hint={row === 1 ? "An https address, like https://www.facebook.com/…" : undefined}
        />
      ))}
    </div>
  );
}

export function BookingFields({ field }: { field: FieldOf }) {
  return (
    <div className={GRID}>
      <SettingsInput field={field("openTime")} label="First window starts" type="time" />
      <SettingsInput field={field("closeTime")} label="Last window ends by" type="time" />
      <SettingsInput
        field={field("windowHours")}
        label="Window length (hours)"
        inputMode="numeric"
      />
      <SettingsInput
        field={field("minNoticeMinutes")}
        label="Notice (minutes)"
        hint="How soon before a window it can still be booked"
        inputMode="numeric"
      />
      <SettingsInput field={field("maxDaysAhead")} label="Days ahead" inputMode="numeric" />
      <SettingsInput
        field={field("changeCutoffHours")}
        label="Change cut-off (hours)"
        hint="Customers may move or cancel until this long before the window"
        inputMode="numeric"
      />
      <SettingsInput
        className="sm:col-span-2"
        field={field("servedOutwardCodes")}
        label="Postcode districts served"
        hint="Separated by commas, like CV1, CV2, CV31"
      />
      <SettingsInput
        field={field("jobsPerEngineerWindow")}
        label="Jobs per engineer per window"
        inputMode="numeric"
      />
      <SettingsInput
        field={field("maxOpenBookingsPerEmail")}
        label="Open bookings per e-mail"
        hint="Without an account"
        inputMode="numeric"
      />
    </div>
  );
}

export function TargetsFields({ field }: { field: FieldOf }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SettingsInput
        field={field("emergencyHours")}
        label="Emergency (hours)"
        inputMode="numeric"
      />
      <SettingsInput field={field("urgentDays")} label="Urgent (days)" inputMode="numeric" />
      <SettingsInput
        field={field("routineWorkingDays")}
        label="Routine (working days)"
        inputMode="numeric"
      />
    </div>
  );
}
