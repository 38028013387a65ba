import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { ErrorScreen } from "./components/error-screen";
import { useNonce } from "./components/nonce";
import { PendingIndicator } from "./components/pending-indicator";
import { InstalledAppWorker, SpeculationRules } from "./components/script-free-page.server";
import { ScrollToTopOnNavigate } from "./components/scroll-to-top";
import { ServiceWorkerBridge } from "./components/service-worker-bridge";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { StaffHeader } from "./components/staff/staff-header";
import { ToastRegion, useShownToast } from "./components/toast";
import { NoScriptRefresh } from "./components/tracking/no-script-refresh";
import { staffAreaOf } from "./lib/staff-area";
import { isModuleLoadError, reloadOncePerSession } from "./lib/chunk-reload";
import { useAppRunning, usePageHydrates } from "./lib/page-hydrates";
import { loadShell } from "./.server/shell.server";
import stylesheet from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // iOS ignores the manifest's icons for the home screen and reads only this link.
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction<typeof loader> = ({ data: shell }) => [
  { title: `${shell?.business.name ?? "We Fix Coventry"} — handyman and property maintenance` },
  {
    name: "description",
    content: shell
      ? `Handyman and property maintenance in ${shell.business.areaNames}. Book online, open ${shell.business.openingHoursSummary}.`
      : "Handyman and property maintenance. Book online.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers, ...shell } = await loadShell(context.services, request);
  return data(shell, { headers });
}

export type RootLoaderData = typeof loader;

/** A page that asks to reload itself without JavaScript, via `noScriptRefreshSeconds` in its data. */
function useNoScriptRefreshSeconds(): number | null {
  for (const match of [...useMatches()].reverse()) {
    const data: unknown = match.data;
    if (typeof data === "object" && data !== null && "noScriptRefreshSeconds" in data) {
      return typeof data.noScriptRefreshSeconds === "number" ? data.noScriptRefreshSeconds : null;
    }
  }
  return null;
}

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const refreshSeconds = useNoScriptRefreshSeconds();
  const shell = useRouteLoaderData<typeof loader>("root");
  const pageHydrates = usePageHydrates(Boolean(shell?.account || shell?.hydrateEveryPage));
  const appRunning = useAppRunning();
  // Once the app runs it stays: a client-side move onto a reading page keeps its scripts.
  const withScripts = pageHydrates || appRunning;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#094a8c" />
        <Meta />
        <Links />
        {refreshSeconds ? <NoScriptRefresh seconds={refreshSeconds} /> : null}
        {withScripts ? null : <SpeculationRules nonce={nonce} />}
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {withScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <InstalledAppWorker nonce={nonce} />
        )}
      </body>
    </html>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return <Document>{children}</Document>;
}

export default function App() {
  const shell = useLoaderData<typeof loader>();
  const toast = useShownToast(shell.toast);
  const staffArea = staffAreaOf(useLocation().pathname, shell.account?.role ?? null);
  return (
    <>
      <PendingIndicator />
      <ScrollToTopOnNavigate />
      <ServiceWorkerBridge accountId={shell.account?.id ?? null} />
      {staffArea && shell.account ? (
        <StaffHeader businessName={shell.business.name} account={shell.account} area={staffArea} />
      ) : (
        <SiteHeader
          businessName={shell.business.name}
          phone={shell.business.phone}
          phoneDisplay={shell.business.phoneDisplay}
          account={shell.account}
        />
      )}
      <ToastRegion toasts={toast ? [toast] : []} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter business={shell.business} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("root");
  const moduleFailed = isModuleLoadError(error);
  useEffect(() => {
    if (moduleFailed) reloadOncePerSession();
  }, [moduleFailed]);
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  const body = (
    <ErrorScreen
      error={error}
      phone={shell?.business.phone}
      phoneDisplay={shell?.business.phoneDisplay}
    />
  );
  if (!shell) return body;
  return (
    <>
      <SiteHeader
        businessName={shell.business.name}
        phone={shell.business.phone}
        phoneDisplay={shell.business.phoneDisplay}
        account={shell.account}
      />
      <main id="main" className="flex-1">
        {body}
      </main>
      <SiteFooter business={shell.business} />
    </>
  );
}
