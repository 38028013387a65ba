import { useNavigation } from "@remix-run/react";

/** Shows that the form is on its way and blocks a second tap while it is. */
export function SubmitButton({
  children,
  pendingLabel,
  name,
  value,
  className = "btn-primary w-full sm:w-auto",
}: {
  children: React.ReactNode;
  pendingLabel: string;
  name?: string;
  value?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} className={className} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
