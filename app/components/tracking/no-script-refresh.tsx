/**
 * Reloads the page every `seconds` when JavaScript is off. Inside <noscript> the browser only
 * reads the <meta> when scripting is disabled (with scripting on it is inert text), and React
 * never creates a <noscript>'s children in the browser. A plain refresh <meta> could not be
 * switched off later: removing the element does not cancel a scheduled refresh, which would
 * even reload this page after navigating elsewhere in the app.
 */
export function NoScriptRefresh({ seconds }: { seconds: number }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
