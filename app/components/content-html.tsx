/**
 * Shows HTML made by renderMarkdown (app/.server/content/markdown.server.ts). This is the
 * one place the site sets inner HTML, and it is safe because that pipeline drops raw HTML
 * from the Markdown and runs rehype-sanitize's GitHub schema (no scripts, no event handler
 * attributes, no javascript: URLs) before anything reaches this component. Never pass it
 * HTML from anywhere else.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const classes = className ? `prose-page ${className}` : "prose-page";
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
