import { renderMarkdown } from "../content/markdown.server";

const rendered = new Map<string, string>();

/** Content under app/content never changes while the server runs: render each page once. */
export async function renderStaticMarkdown(path: string, markdown: string, fallbackAlt: string): Promise<string> {
  const cached = rendered.get(path);
  if (cached !== undefined) return cached;
  const { html } = await renderMarkdown(markdown, { currentPath: path, fallbackAlt });
  rendered.set(path, html);
  return html;
}
