/**
 * Markup React rendered on the server from one of our own components (a `*.server.tsx` render
 * such as customerMoneyHtml), shown as it was rendered. Never pass it HTML from anywhere else:
 * Markdown goes through ContentHtml, and nothing a person typed is ever HTML here.
 */
export function ServerRendered({ html, className }: { html: string; className?: string }) {
  if (html === "") return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
