/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Route modules are .tsx; the HTTP glue beside them (*.server.ts) and tests are not routes.
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.ts"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // PGlite finds its wasm next to its own module at run time: never bundle it.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
