import { useNavigation } from "@remix-run/react";

/**
 * A job form's submit button: shows it is on its way and blocks a second tap, for this job's
 * form only (a page lists many jobs with the same forms).
 */
export function JobSubmitButton({
  jobId,
  intent,
  pendingLabel,
  className = "btn-primary",
  children,
}: {
  jobId: string;
  intent: string;
  pendingLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("jobId") === jobId;
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
