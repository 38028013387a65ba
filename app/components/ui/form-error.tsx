/** The form-level error (e.g. "Sign in failed" and the server's message), announced and visible. */
export function FormError({
  title,
  message,
  id,
}: {
  title: string;
  message?: string | null;
  id?: string;
}) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}
