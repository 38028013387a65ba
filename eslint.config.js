import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** Services reach code through the load context: only it and the entry open them (0058). */
const servicesLocatorPattern = {
  group: ["~/.server/app.server", "**/app.server", "./app.server"],
  message:
    "Services come from Remix's load context: take `context` in the loader or action and pass context.services (or its db) down.",
};

/** What no domain folder may import (DESIGN decisions 21 and 26). */
const domainImportPatterns = [
  servicesLocatorPattern,
  {
    group: ["@remix-run/*"],
    message:
      "Domain code returns typed results; redirects, data() and cookies belong in app/.server/http or beside the route.",
  },
  {
    group: ["~/routes/*", "**/routes/*"],
    message: "Domain code does not depend on routes.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "public/sw.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React rules for the app; Playwright fixtures call a `use` that is not a hook.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // A cycle makes the order modules start in depend on who imports whom first.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // One direction of dependency (DESIGN decisions 21 and 26): domain folders take their
    // services as parameters and return typed results; only app/.server/http speaks HTTP, and
    // the HTTP glue of a route lives beside it in app/routes.
    files: ["app/.server/**/*.{ts,tsx}"],
    ignores: ["app/.server/http/**"],
    rules: { "no-restricted-imports": ["error", { patterns: domainImportPatterns }] },
  },
  {
    // The engineer records what happened on a visit; the organisation side reacts to it
    // through app/.server/jobs/visit-finished.server.ts (decision 0061). A later block's
    // options replace an earlier one's, so the domain patterns are repeated.
    files: ["app/.server/engineer/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...domainImportPatterns,
            {
              group: ["../orgs/*", "~/.server/orgs/*", "**/.server/orgs/*"],
              message:
                "The engineer's domain does not import the organisations': announce the event in app/.server/jobs and let orgs react.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components render view types from app/lib/views (decision 0062); server code stays on
    // the server. A *.server file may still import its peers, and column-values.ts is the one
    // bridge to the generated database types (types only).
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}", "app/lib/views/column-values.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/.server/*", "**/.server/**", "*.server"],
              message:
                "Components and app/lib take view types from app/lib/views, not from server modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes and the HTTP layer take their services from the load context (decision 0058).
    files: ["app/routes/**/*.{ts,tsx}", "app/.server/http/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["app/.server/http/load-context.server.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [servicesLocatorPattern] }] },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
