/** One arrival window as a large radio choice: easy to hit with a thumb. */
export function WindowOption({
  start,
  label,
  detail,
  checked,
}: {
  start: string;
  label: string;
  detail?: string;
  checked: boolean;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="windowStart"
        value={start}
        defaultChecked={checked}
        required
        className="h-5 w-5"
      />
      <span>
        <span className="font-semibold">{label}</span>
        {detail ? <span className="block text-sm text-slate-700">{detail}</span> : null}
      </span>
    </label>
  );
}
