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

describe("isSpam when the hidden fields are missing", () => {
  it("refuses a form without either hidden field, which remix-utils alone would let through", async () => {
    await expect(isSpam(form({ email: "someone@example.com" }))).resolves.toBe(true);
  });

  it("refuses a form with the empty field but no 'valid from' value", async () => {
    const props = honeypotInputProps();
    await expect(isSpam(form({ [props.nameFieldName]: "" }))).resolves.toBe(true);
  });

  it("accepts the fields as our page renders them", async () => {
    const props = honeypotInputProps();
    await expect(
      isSpam(
        form({
          [props.nameFieldName]: "",
          [props.validFromFieldName ?? "from"]: props.encryptedValidFrom ?? "",
        }),
      ),
    ).resolves.toBe(false);
  });
});
