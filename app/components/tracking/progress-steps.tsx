import type { TrackingStep } from "~/lib/views/tracking";

const STATE_STYLES: Record<TrackingStep["state"], string> = {
  done: "border-brand-700 bg-brand-700 text-white",
  current: "border-accent-600 bg-accent-500 text-slate-950 ring-4 ring-accent-500/30",
  upcoming: "border-slate-300 bg-white text-slate-600",
};

const STATE_WORDS: Record<TrackingStep["state"], string> = {
  done: "done",
  current: "current step",
  upcoming: "to come",
};

/** Requested → … → completed (or cancelled), the current step marked for eyes and screen readers. */
export function ProgressSteps({ steps }: { steps: TrackingStep[] }) {
  return (
    <ol aria-label="Progress of the job" className="space-y-0">
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === "current" ? "step" : undefined}
          className="relative flex gap-4 pb-6 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute left-4 top-9 h-[calc(100%-2.25rem)] w-0.5 -translate-x-1/2 ${
                step.state === "done" ? "bg-brand-700" : "bg-slate-300"
              }`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${STATE_STYLES[step.state]}`}
          >
            {step.state === "done" ? "✓" : index + 1}
          </span>
          <div className="pt-1">
            <p
              className={`font-semibold ${step.state === "upcoming" ? "text-slate-600" : "text-slate-900"}`}
            >
              {step.label}
              <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
            </p>
            {step.reachedAt ? (
              <p className="text-sm text-slate-700">
                <time dateTime={step.reachedAt.iso}>{step.reachedAt.label}</time>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
