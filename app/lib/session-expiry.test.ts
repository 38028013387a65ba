import { describe, expect, it } from "vitest";
import { EXPIRY_MARGIN_MS, isTokenExpired } from "./session-expiry";

const expiresAt = Date.UTC(2026, 10, 22, 12, 0, 0);
const FIVE_MINUTES = 5 * 60 * 1000;

describe("isTokenExpired", () => {
  it("uses a five-minute margin", () => {
    expect(EXPIRY_MARGIN_MS).toBe(FIVE_MINUTES);
  });

  it("is not expired well before the margin", () => {
    expect(isTokenExpired(expiresAt, expiresAt - 60 * 60 * 1000)).toBe(false);
    expect(isTokenExpired(expiresAt, expiresAt - FIVE_MINUTES - 60_000)).toBe(false);
  });

  it("is not expired one millisecond before the margin starts", () => {
    expect(isTokenExpired(expiresAt, expiresAt - FIVE_MINUTES - 1)).toBe(false);
  });

  it("is expired exactly five minutes before the expiry", () => {
    expect(isTokenExpired(expiresAt, expiresAt - FIVE_MINUTES)).toBe(true);
  });

  it("is expired one millisecond into the margin", () => {
    expect(isTokenExpired(expiresAt, expiresAt - FIVE_MINUTES + 1)).toBe(true);
  });

  it("is expired at and after the real expiry", () => {
    expect(isTokenExpired(expiresAt, expiresAt)).toBe(true);
    expect(isTokenExpired(expiresAt, expiresAt + 1)).toBe(true);
    expect(isTokenExpired(expiresAt, expiresAt + 24 * 60 * 60 * 1000)).toBe(true);
  });

  it("defaults to the current time", () => {
    expect(isTokenExpired(Date.now() + 60 * 60 * 1000)).toBe(false);
    expect(isTokenExpired(Date.now() + 60_000)).toBe(true);
    expect(isTokenExpired(Date.now() - 60_000)).toBe(true);
  });
});
