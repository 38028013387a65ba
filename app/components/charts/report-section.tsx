/**
 * The frame every section of /admin/reports shares: heading, headline, how it is counted,
 * then its chart or counts and its table.
 */
export function ReportSection({
  figure: { id, title, summary, definition },
  children,
}: {
  figure: { id: string; title: string; summary: string; definition: string };
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} id={id} className="card mt-6 min-w-0">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 font-semibold text-slate-800">{summary}</p>
      <p className="mt-1 text-sm text-slate-700">{definition}</p>
      {children}
    </section>
  );
}

/**
 * A report's table in a box that scrolls sideways on its own (and is its sr-only text's
 * containing block), so a wide table never widens the page at 390 px.
 */
export function ReportTable({
  caption,
  children,
  after,
}: {
  caption: string;
  children: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <section
      className="relative mt-4 max-w-full overflow-x-auto"
      tabIndex={0}
      aria-label={`${caption} (table)`}
    >
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        {children}
      </table>
      {after}
    </section>
  );
}

export function NothingInRange() {
  return <p className="mt-2 text-sm text-slate-700">Nothing in this range.</p>;
}

/** A section's CSV download, named for screen readers by what it holds. */
export function ReportCsvLink({ href, of }: { href: string; of: string }) {
  return (
    <p className="mt-3">
      <a href={href} download className="font-semibold">
        Download CSV<span className="sr-only"> of {of}</span>
      </a>
    </p>
  );
}
