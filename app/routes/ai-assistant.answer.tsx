import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { askAssistant } from "~/.server/assistant/ask.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { parseWithZod, assistantSchema } from "~/lib/schemas/validation.server";

/** Opened directly, the endpoint is the page it serves. */
export async function loader() {
  return redirect("/ai-assistant");
}

// Bypasses compression (which would hold the lines back) and every cache on the way.
const STREAM_HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

/**
 * The assistant with JavaScript: one JSON object per line, the draft (facts, words, sources)
 * at once, then the final answer (the same, or reworded by the optional model) when ready.
 * Refusals are JSON with the page's statuses: 400 with field errors, 429, 503.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: assistantSchema, honeypot: true });
  const submission = parseWithZod(formData, { schema: assistantSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Type your question";
    return Response.json({ message, errors: submission.error }, { status: 400 });
  }
  const asked = await askAssistant(context.services, submission.value, {
    ip: clientAddress(request),
  });
  if (!asked.ok) return Response.json({ message: asked.message }, refusalInit(asked));

  const encoder = new TextEncoder();
  const line = (value: object) => encoder.encode(`${JSON.stringify(value)}\n`);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(line({ type: "draft", answer: asked.draft }));
      controller.enqueue(line({ type: "answer", answer: await asked.finish() }));
      controller.close();
    },
  });
  return new Response(stream, { headers: STREAM_HEADERS });
}
