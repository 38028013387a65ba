const STEPS = [
  { name: "details", label: "The job" },
  { name: "slot", label: "Arrival time" },
  { name: "contact", label: "Your details" },
  { name: "review", label: "Check and book" },
] as const;

export function StepProgress({ step }: { step: (typeof STEPS)[number]["name"] }) {
  const current = STEPS.findIndex((candidate) => candidate.name === step);
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Booking steps">
      {STEPS.map(({ name, label }, index) => (
        <li
          key={name}
          aria-current={index === current ? "step" : undefined}
          className={`rounded-full px-3 py-1 ${
            index === current
              ? "bg-brand-700 text-white"
              : index < current
                ? "bg-brand-100 text-brand-900"
                : "bg-slate-100 text-slate-700"
          }`}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
