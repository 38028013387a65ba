import type { OutboxItem } from "~/lib/views/admin";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

function stateOf(item: OutboxItem): string {
  if (item.sentAt) return "sent";
  if (item.skipReason) return `not sent, out of date: ${item.skipReason}`;
  if (item.failed) return `refused for good: ${item.lastError ?? "no reason given"}`;
  if (item.lastError) return `not sent yet: ${item.lastError}`;
  return "waiting";
}

/**
 * The outbox as admins read it: e-mails and text messages, newest first, each with its channel
 * and whether it went, is waiting, was set aside as out of date, or was refused by the provider.
 */
export function OutboxList({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) return <p className="mt-3">No messages yet.</p>;
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <li key={item.id} className="card">
          <details>
            <summary className="cursor-pointer">
              <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-900">
                {item.channel === "sms" ? "Text" : "E-mail"}
              </span>
              <span className="font-semibold">{item.subject}</span> to {item.to} ·{" "}
              {dateTime.format(new Date(item.createdAt))} · {stateOf(item)}
            </summary>
            <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{item.text}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
