import { useNavigation } from "@remix-run/react";

/** Shows that the form is on its way and blocks a second tap while it is. */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  className = "btn-primary w-full sm:w-auto",
}: {
  children: React.ReactNode;
  pendingLabel: string;
  /** With several forms on a page: the value of the form's hidden "intent" field. */
  intent?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
