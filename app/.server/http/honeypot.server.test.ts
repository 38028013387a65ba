import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvironmentCache } from "../env.server";
import { honeypotInputProps, isSpam } from "./honeypot.server";

beforeAll(() => {
  vi.stubEnv("SESSION_SECRET", "honeypot-test-secret-0123456789");
  resetEnvironmentCache();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvironmentCache();
});

function form(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return formData;
}

describe("isSpam", () => {
  it("refuses a forged 'valid from' value instead of throwing", async () => {
    const props = honeypotInputProps();
    for (const forged of ["U2FsdGVkX1+AAAAAAAAAAAAAAAAAAAAA", "U2FsdGVkX19xZm9vYmFy", "%%%", "x"]) {
      await expect(
        isSpam(form({ [props.nameFieldName]: "", [props.validFromFieldName ?? "from"]: forged })),
      ).resolves.toBe(true);
    }
  });

  it("refuses a filled-in hidden field", async () => {
    const props = honeypotInputProps();
    await expect(isSpam(form({ [props.nameFieldName]: "bot" }))).resolves.toBe(true);
  });
});
