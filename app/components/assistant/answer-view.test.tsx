import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnswerView } from "./answer-view";

const earlier = (text: string) => ({
  kind: "answered" as const,
  text,
  facts: [],
  citations: [],
  book: null,
  confidence: "high" as const,
  wording: "composed" as const,
});

describe("AnswerView", () => {
  it("keeps an answer's paragraphs, also when a form sent them back with CRLF breaks", () => {
    for (const text of ["First part.\n\nSecond part.", "First part.\r\n\r\nSecond part."]) {
      const html = renderToStaticMarkup(<AnswerView answer={earlier(text)} headingId="sources" />);
      expect(html.match(/<p /g)).toHaveLength(2);
      expect(html).toContain("Second part.</p>");
    }
  });
});
