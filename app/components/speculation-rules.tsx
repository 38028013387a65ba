import { READING_PAGE_SPECULATION_RULES } from "~/lib/speculation-rules";

/** A JSON block, not code: the browser reads it to prefetch the next page of a reading page. */
export function SpeculationRules({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      // JSON.stringify of our own constant: nothing in it can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(READING_PAGE_SPECULATION_RULES) }}
    />
  );
}
