import type { z } from "zod";
import { getFormProps, getTextareaProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import type { LoadedComponent } from "~/components/ui/loaded-once-up";
import { HoneypotInputs } from "~/components/honeypot";
import { CARRIED_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, TURNS_KEPT } from "~/lib/assistant-limits";
import type { ContactForm as ContactFormComponent } from "../contact-form";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { AnswerView } from "./answer-view";
import { useAssistantStream, type ShownTurn } from "./use-assistant-stream";
import { assistantConstraint } from "~/lib/form-constraints/assistant";
import type { assistantSchema } from "~/lib/schemas/assistant";
import { PhoneLink } from "~/components/ui/phone-link";

/** The turns carried back with the next question, as the server reads them. */
function CarriedTurns({ turns }: { turns: readonly ShownTurn[] }) {
  return (
    <>
      {turns.slice(-TURNS_KEPT).map((turn, index) => (
        <span key={index} hidden>
          <input type="hidden" name="previousQuestion" value={turn.question} />
          <input
            type="hidden"
            name="previousAnswer"
            value={(turn.answer?.text ?? "").slice(0, CARRIED_ANSWER_MAX_LENGTH)}
          />
        </span>
      ))}
    </>
  );
}

function needsAPerson(turn: ShownTurn | undefined): boolean {
  return Boolean(
    turn?.answer && (turn.answer.kind === "declined" || turn.answer.confidence === "low"),
  );
}

export function AssistantChat({
  initialTurns,
  lastResult,
  suggestions,
  phone,
  phoneDisplay,
  ContactForm,
}: {
  initialTurns: ShownTurn[];
  lastResult: SubmissionResult<string[]> | undefined;
  suggestions: readonly string[];
  phone: string;
  phoneDisplay: string;
  /** The form that sends a question to the office, as the route provides it (decision 0090). */
  ContactForm: LoadedComponent<Parameters<typeof ContactFormComponent>[0]>;
}) {
  const { turns, ask, error, busy } = useAssistantStream(initialTurns);
  const [form, fields] = useServerForm<z.input<typeof assistantSchema>>({
    id: "ask",
    lastResult,
    constraint: assistantConstraint,
  });
  const askTyped = (event: FormEvent<HTMLFormElement>) => {
    // Checked on the server (decision 0063): a question the browser's constraints refuse,
    // or only spaces, goes there as a plain post and comes back with its message.
    const target = event.currentTarget;
    const formData = new FormData(target);
    const question = formData.get("question");
    if (typeof question !== "string" || question.trim().length < 2 || !target.checkValidity()) {
      return;
    }
    event.preventDefault();
    void ask(formData, question.trim()).then((answered) => {
      if (!answered) return;
      target.reset();
      setTyped(0);
    });
  };
  const [typed, setTyped] = useState(0);
  const latestRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    latestRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [turns.length]);

  const askSuggestion = (event: FormEvent<HTMLFormElement>, question: string) => {
    event.preventDefault();
    void ask(new FormData(event.currentTarget), question);
  };

  const last = turns[turns.length - 1];
  const textareaProps = getTextareaProps(fields.question, { ariaDescribedBy: "question-hint" });
  return (
    <div className="space-y-6">
      {turns.length === 0 ? (
        <section aria-labelledby="suggestions-heading" className="space-y-2">
          <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
            People often ask
          </h2>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Form method="post" onSubmit={(event) => askSuggestion(event, suggestion)}>
                  <HoneypotInputs />
                  <input type="hidden" name="question" value={suggestion} />
                  <button
                    type="submit"
                    className="btn-secondary w-full text-left sm:w-auto"
                    disabled={busy}
                  >
                    {suggestion}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="conversation-heading">
          <h2 id="conversation-heading" className="sr-only">
            Your questions and the answers
          </h2>
          <ol className="space-y-5">
            {turns.map((turn, index) => (
              <li
                key={index}
                ref={index === turns.length - 1 ? latestRef : undefined}
                className="space-y-2"
              >
                <p className="ml-auto w-fit max-w-[90%] rounded-lg bg-slate-100 px-3 py-2 text-slate-900">
                  <span className="sr-only">You asked: </span>
                  {turn.question}
                </p>
                <div
                  className="card"
                  aria-live={index === turns.length - 1 ? "polite" : undefined}
                  aria-busy={turn.answer === null || turn.refining ? true : undefined}
                >
                  {turn.answer ? (
                    <AnswerView answer={turn.answer} headingId={`sources-${index}`} />
                  ) : (
                    <p className="text-slate-700">Looking through our pages…</p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      {needsAPerson(last) && last ? (
        <details className="card">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Not what you needed? Send this question to our office
          </summary>
          <p className="mt-2 text-slate-700">
            We reply by e-mail, or call us on <PhoneLink phone={phone}>{phoneDisplay}</PhoneLink>.
          </p>
          <div className="mt-3">
            <Suspense fallback={null}>
              <ContactForm
                key={last.question}
                lastResult={undefined}
                action="/contact"
                defaultMessage={last.question}
              />
            </Suspense>
          </div>
        </details>
      ) : null}

      <Form method="post" {...getFormProps(form)} onSubmit={askTyped} className="card space-y-3">
        <HoneypotInputs />
        <CarriedTurns turns={turns} />
        <FormError
          id={form.errorId}
          title="Not answered"
          message={form.errors?.join(" ") ?? error ?? undefined}
        />
        <div>
          <label htmlFor={fields.question.id} className="field-label">
            {turns.length === 0 ? "Your question" : "Ask another question"}
          </label>
          <p id="question-hint" className="text-sm text-slate-600">
            About our services, prices, the areas we cover or booking. Please leave out personal
            details.
          </p>
          <textarea
            {...textareaProps}
            key={fields.question.key}
            rows={3}
            maxLength={QUESTION_MAX_LENGTH}
            onInput={(event) => setTyped(event.currentTarget.value.length)}
            className="field-input"
          />
          <div className="flex justify-between gap-2">
            <FieldError field={fields.question} />
            <p className="shrink-0 text-sm text-slate-600" aria-hidden="true">
              {typed}/{QUESTION_MAX_LENGTH}
            </p>
          </div>
        </div>
        <SubmitButton pendingLabel="Asking…">{busy ? "Asking…" : "Ask"}</SubmitButton>
      </Form>
    </div>
  );
}
