import type { AppLoadContext } from "@remix-run/node";
import { openServices } from "~/.server/app.server";
import type { AppServices } from "~/.server/services.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    services: AppServices;
  }
}

/**
 * The context of every request: server.mjs (and the tests' in-process app) pass this, from
 * the build's entry, to createRequestHandler. The services open once per process.
 */
export async function getLoadContext(): Promise<AppLoadContext> {
  return { services: await openServices() };
}
