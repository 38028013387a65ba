import { percentForInput } from "./money-settings";
import { poundsForInput } from "./money";
import { formatUkPhone } from "./phone";
import {
  areaField,
  dayField,
  linkField,
  MAX_SERVICE_AREAS,
  MAX_SOCIAL_LINKS,
  WEEK_DAYS,
  type SettingsSection,
  type SettingsValues,
} from "./schemas/settings";

export type FormValues = Record<string, string>;

/**
 * A section's stored value as its form's fields: what the page fills in, and what an undo
 * posts back through the section's schema, so both meet the same rules as a typed change.
 */
export function settingsFormValues<S extends SettingsSection>(
  section: S,
  values: SettingsValues[S],
): FormValues;
export function settingsFormValues(
  section: SettingsSection,
  values: SettingsValues[SettingsSection],
): FormValues;
export function settingsFormValues(
  section: SettingsSection,
  values: SettingsValues[SettingsSection],
): FormValues {
  const fields: FormValues = { intent: section };
  if ("phone" in values) {
    return {
      ...fields,
      name: values.name,
      phone: formatUkPhone(values.phone),
      email: values.email,
      address: values.address,
      city: values.city,
      postalCode: values.postalCode,
      region: values.region,
      website: values.website,
    };
  }
  if ("openingHours" in values) {
    for (const day of WEEK_DAYS) {
      const hours = values.openingHours.find((entry) => entry.days.includes(day));
      fields[dayField(day, "Opens")] = hours?.opens ?? "";
      fields[dayField(day, "Closes")] = hours?.closes ?? "";
      if (!hours) fields[dayField(day, "Closed")] = "on";
    }
    return fields;
  }
  if ("serviceAreas" in values) {
    fields.latitude = String(values.latitude);
    fields.longitude = String(values.longitude);
    for (let row = 1; row <= MAX_SERVICE_AREAS; row += 1) {
      const area = values.serviceAreas[row - 1];
      fields[areaField(row, "Name")] = area?.name ?? "";
      fields[areaField(row, "Latitude")] = area ? String(area.latitude) : "";
      fields[areaField(row, "Longitude")] = area ? String(area.longitude) : "";
    }
    return fields;
  }
  if ("ratingValue" in values) {
    return {
      ...fields,
      ratingValue: values.ratingValue.toFixed(1),
      reviewCount: String(values.reviewCount),
      sourceName: values.sourceName ?? "",
      sourceUrl: values.sourceUrl ?? "",
    };
  }
  if ("sameAs" in values) {
    for (let row = 1; row <= MAX_SOCIAL_LINKS; row += 1) {
      fields[linkField(row)] = values.sameAs[row - 1] ?? "";
    }
    return fields;
  }
  if ("openTime" in values) {
    return {
      ...fields,
      openTime: values.openTime,
      closeTime: values.closeTime,
      windowHours: String(values.windowHours),
      minNoticeMinutes: String(values.minNoticeMinutes),
      maxDaysAhead: String(values.maxDaysAhead),
      changeCutoffHours: String(values.changeCutoffHours),
      servedOutwardCodes: values.servedOutwardCodes.join(", "),
      jobsPerEngineerWindow: String(values.jobsPerEngineerWindow),
      maxOpenBookingsPerEmail: String(values.maxOpenBookingsPerEmail),
    };
  }
  if ("vatRegistered" in values) {
    const depositAmount =
      values.depositKind === "percent"
        ? percentForInput(values.depositValue)
        : values.depositKind === "fixed"
          ? poundsForInput(values.depositValue)
          : "";
    return {
      ...fields,
      ...(values.vatRegistered ? { vatRegistered: "on" } : {}),
      vatNumber: values.vatNumber ?? "",
      paymentTermsDays: String(values.paymentTermsDays),
      quoteValidityDays: String(values.quoteValidityDays),
      depositKind: values.depositKind,
      depositAmount,
      ...(values.issueOnFinish ? { issueOnFinish: "on" } : {}),
      bankAccountName: values.bankAccountName,
      bankSortCode: values.bankSortCode,
      bankAccountNumber: values.bankAccountNumber,
    };
  }
  return {
    ...fields,
    emergencyHours: String(values.emergencyHours),
    urgentDays: String(values.urgentDays),
    routineWorkingDays: String(values.routineWorkingDays),
  };
}
