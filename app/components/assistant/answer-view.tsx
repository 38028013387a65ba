import { Link } from "@remix-run/react";
import { PhoneLink } from "~/components/ui/phone-link";
import { splitPhoneNumbers } from "~/lib/phone-text";
import type { AssistantAnswer } from "~/lib/views/assistant";

/** An answer's plain text with each phone number in it a link that dials it. */
function WithPhoneLinks({ text }: { text: string }) {
  return splitPhoneNumbers(text).map((part, index) =>
    part.phone ? <PhoneLink key={index} phone={part.text} /> : part.text,
  );
}

/**
 * One answer: the exact facts first, then the site's words, then where they came from and
 * what to do next. Every link is a page of this site (the answer is built on the server).
 */
export function AnswerView({ answer, headingId }: { answer: AssistantAnswer; headingId: string }) {
  // An earlier answer carried back by a form without JavaScript comes with CRLF line breaks.
  const paragraphs = answer.text.split(/(?:\r?\n){2,}/).filter(Boolean);
  return (
    <div className="space-y-3">
      {answer.facts.length > 0 ? (
        <dl className="grid gap-x-3 gap-y-1 rounded-md bg-brand-50 p-3 sm:grid-cols-[auto_1fr]">
          {answer.facts.map((fact, index) => (
            <div key={`${fact.label}-${index}`} className="contents">
              <dt className="font-semibold text-slate-900">{fact.label}</dt>
              <dd className="mb-1 text-slate-800 sm:mb-0">
                <WithPhoneLinks text={fact.value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="text-slate-800">
          <WithPhoneLinks text={paragraph} />
        </p>
      ))}
      {answer.book ? (
        <p>
          <Link to={answer.book.href} className="btn-primary w-full sm:w-auto">
            {answer.book.label}
          </Link>
        </p>
      ) : null}
      {answer.citations.length > 0 ? (
        <div>
          <h3 id={headingId} className="text-sm font-semibold text-slate-700">
            From these pages
          </h3>
          <ul aria-labelledby={headingId} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {answer.citations.map((citation) => (
              <li key={citation.href}>
                <Link to={citation.href}>{citation.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.wording === "model" ? (
        <p className="text-xs text-slate-600">
          Worded by a language model from these pages, and checked against them.
        </p>
      ) : null}
    </div>
  );
}
