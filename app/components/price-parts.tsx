// Apart from page-parts.tsx: only the price and service pages show them, so the other public
// pages do not load them.

export function PriceTable({
  items,
  caption,
  vatIncluded,
}: {
  items: { key: string; label: string; price: string; note?: string }[];
  caption: string;
  /** The business is VAT-registered, so its prices include VAT (decision 0088). */
  vatIncluded: boolean;
}) {
  return (
    <table className="mt-4 w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="py-2 pr-4">
            Job
          </th>
          <th scope="col" className="py-2 text-right">
            {vatIncluded ? "Price (VAT included)" : "Price"}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key} className="border-b border-slate-200 align-top">
            <td className="py-3 pr-4">
              <span className="font-medium text-slate-900">{item.label}</span>
              {item.note ? <span className="block text-sm text-slate-600">{item.note}</span> : null}
            </td>
            <td className="whitespace-nowrap py-3 text-right font-semibold text-slate-900">
              {item.price}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function IncludedList({ items }: { items: string[] }) {
  return (
    <section aria-labelledby="included-heading" className="mt-10">
      <h2 id="included-heading" className="text-2xl font-bold text-slate-900">
        What is included
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
