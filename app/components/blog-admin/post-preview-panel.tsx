import { ContentHtml } from "~/components/content-html";
import type { PostPreview } from "~/lib/views/blog";

/** The four search-helper checks of what is typed, each passed or warning. */
export function PostChecks({ preview }: { preview: PostPreview }) {
  const warnings = preview.checks.filter((check) => !check.passed).length;
  return (
    <section aria-labelledby="checks-heading" className="card">
      <h2 id="checks-heading" className="text-xl font-bold text-slate-900">
        Search checks
      </h2>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {warnings === 0
          ? "Every check passes."
          : `${warnings} warning${warnings === 1 ? "" : "s"}: publishing asks you to confirm.`}
      </p>
      <ul className="mt-3 space-y-2">
        {preview.checks.map((check) => (
          <li
            key={check.key}
            className={`rounded-lg border-l-4 p-3 ${
              check.passed ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"
            }`}
          >
            <p className="font-semibold text-slate-900">
              <span className={check.passed ? "text-green-800" : "text-amber-900"}>
                {check.passed ? "Pass" : "Warning"}
              </span>
              : {check.label}
            </p>
            {check.message ? <p className="mt-1 text-sm text-slate-800">{check.message}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The post as /blog/{slug} will show it (the title is the page's heading there). */
export function PostPreviewPanel({
  preview,
  title,
  description,
  updating,
}: {
  preview: PostPreview;
  title: string;
  description: string;
  updating: boolean;
}) {
  return (
    <section aria-labelledby="preview-heading" className="card" aria-busy={updating}>
      <h2 id="preview-heading" className="text-xl font-bold text-slate-900">
        Preview{updating ? <span className="font-normal text-slate-600"> (updating…)</span> : null}
      </h2>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <p className="break-words text-2xl font-extrabold text-slate-900">
          {title || "(No title yet)"}
        </p>
        <p className="mt-2 break-words text-slate-700">{description}</p>
        <ContentHtml html={preview.bodyHtml} className="mt-4 break-words" />
      </div>
    </section>
  );
}
