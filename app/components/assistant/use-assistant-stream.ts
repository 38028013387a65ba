import { useCallback, useRef, useState } from "react";
import type { AssistantAnswer } from "~/lib/views/assistant";

export interface ShownTurn {
  question: string;
  /** Null while the answer is on its way. */
  answer: AssistantAnswer | null;
  /** The facts and words are in; a smoother wording may still replace them. */
  refining?: boolean;
}

/** What /ai-assistant/answer sends, one JSON object per line. */
type StreamLine =
  { type: "draft"; answer: AssistantAnswer } | { type: "answer"; answer: AssistantAnswer };

function isStreamLine(value: unknown): value is StreamLine {
  if (typeof value !== "object" || value === null) return false;
  const type: unknown = Reflect.get(value, "type");
  return (
    (type === "draft" || type === "answer") && typeof Reflect.get(value, "answer") === "object"
  );
}

async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      if (line.trim() === "") continue;
      const parsed: unknown = JSON.parse(line);
      if (isStreamLine(parsed)) yield parsed;
    }
    if (done) return;
  }
}

function messageOf(body: unknown, status: number): string {
  const message = typeof body === "object" && body !== null ? Reflect.get(body, "message") : null;
  if (typeof message === "string" && message !== "") return message;
  return status === 429
    ? "Too many questions from here for now. Please wait a few minutes, or call us."
    : "The answer could not be fetched. Please try again, or call us.";
}

/**
 * The conversation with JavaScript: the question posted to the streaming endpoint, the
 * facts shown as soon as they arrive, the final wording when it is ready. Without
 * JavaScript the page's form posts instead and the server renders the same turns.
 */
export function useAssistantStream(initialTurns: ShownTurn[]) {
  const [turns, setTurns] = useState<ShownTurn[]>(initialTurns);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const ask = useCallback(async (form: FormData, question: string): Promise<boolean> => {
    // Sent as a plain form (the form reader takes no multipart without files).
    const body = new URLSearchParams(
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setTurns((current) => [...current, { question, answer: null }]);
    const update = (turn: Partial<ShownTurn>) =>
      setTurns((current) => [...current.slice(0, -1), { question, answer: null, ...turn }]);
    try {
      const response = await fetch("/ai-assistant/answer", {
        method: "POST",
        body,
        headers: { Accept: "application/x-ndjson" },
      });
      if (!response.ok || !response.body) {
        const refusal: unknown = await response.json().catch(() => null);
        setTurns((current) => current.slice(0, -1));
        setError(messageOf(refusal, response.status));
        return false;
      }
      let last: AssistantAnswer | null = null;
      for await (const line of linesOf(response.body)) {
        last = line.answer;
        update({ answer: line.answer, refining: line.type === "draft" });
      }
      if (!last) throw new Error("The answer ended before it began");
      update({ answer: last, refining: false });
      return true;
    } catch {
      setTurns((current) => current.slice(0, -1));
      setError(
        "The answer could not be fetched (is the connection down?). Please try again, or call us.",
      );
      return false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  return { turns, ask, error, busy };
}
