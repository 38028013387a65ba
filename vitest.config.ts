import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/assistant/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/global-setup.ts"],
    // Each test file's process wires the domains' reactions, as app.server does at start.
    setupFiles: ["tests/setup/domain-reactions.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens one database; two at once keeps both cores busy and memory flat.
    maxWorkers: 2,
  },
});
