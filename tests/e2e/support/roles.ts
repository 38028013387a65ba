import path from "node:path";

/** The demo accounts the seed makes (README, "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@example.com", password: "demo-admin-2026" },
  engineer: { email: "engineer@example.com", password: "demo-engineer-2026" },
  client: { email: "client@example.com", password: "demo-client-2026" },
  moathouse: { email: "moathouse@example.com", password: "demo-moathouse-2026" },
  empire: { email: "empire@example.com", password: "demo-empire-2026" },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

const STATE_DIR = path.resolve(process.env.E2E_STATE_DIR ?? "tests/.tmp/auth");

/**
 * The browser state (the session cookie) of a demo account, signed in once per run through the
 * real form by the setup project (tests/e2e/setup/sign-in.setup.ts). A spec that signs out, or
 * changes the account, signs in on its own instead: signing out ends the session for every
 * test that shares it.
 */
export function signedInState(role: DemoRole): string {
  return path.join(STATE_DIR, `${role}.json`);
}
