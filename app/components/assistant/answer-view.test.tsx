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

  it("shows each phone number in the facts and the wording as a link that dials it", () => {
    const answer = {
      ...earlier("Call us on 024 7699 0123 or text 07911 123456.\n\nOpen 08:00–18:00."),
      facts: [{ label: "Phone", value: "024 7699 0123" }],
    };
    const html = renderToStaticMarkup(<AnswerView answer={answer} headingId="sources" />);
    expect(html).toContain(
      '<dd class="mb-1 text-slate-800 sm:mb-0"><a href="tel:+442476990123">024 7699 0123</a></dd>',
    );
    expect(html).toContain(
      'Call us on <a href="tel:+442476990123">024 7699 0123</a> or text <a href="tel:+447911123456">07911 123456</a>.</p>',
    );
    expect(html).toContain(">Open 08:00–18:00.</p>");
  });
});
