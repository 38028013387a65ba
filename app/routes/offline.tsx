import type { MetaFunction } from "@remix-run/node";
import { useEffect, useState } from "react";

// The service worker keeps this page and shows it for any page it has no copy of.
export const handle = { cache: "public" };

export const meta: MetaFunction = () => [
  { title: "You are offline | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

/** The page the worker could not show, to try again: only a path of this site. */
function useTriedPath(): string {
  const [path, setPath] = useState("/");
  useEffect(() => {
    const from = new URLSearchParams(window.location.search).get("from");
    if (from?.startsWith("/") && !from.startsWith("//")) setPath(from);
  }, []);
  return path;
}

export default function OfflinePage() {
  const tried = useTriedPath();
  return (
    <div className="container-page max-w-2xl space-y-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">You are offline</h1>
      <p className="text-lg text-slate-700">
        This page needs a connection, and this phone has not kept a copy of it. Our public pages you
        opened before without signing in, such as services and prices, still open without a signal.
      </p>
      <p className="text-slate-700">
        Engineers: your day, as saved when you last opened “My day” with a signal, is at{" "}
        <a href="/engineer" className="font-semibold underline">
          My day
        </a>
        . Steps you take there without a signal wait on this phone and are sent when it comes back.
      </p>
      <p>
        <a href={tried} className="btn-primary min-h-12">
          Try again
        </a>
      </p>
      <p className="text-slate-700">
        In an emergency, call us: phoning works on a weaker signal than the web does.
      </p>
      <p className="text-slate-700">
        Pages still wrong once you have a signal? <a href="/reset-app">Reset the app</a> on this
        device.
      </p>
    </div>
  );
}
