import { describe, expect, it } from "vitest";
import { checkoutQrSvg, isCheckoutUrl } from "./take-payment-qr.server";

const CHECKOUT =
  "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8#fidkdWxOYHwnPyd1blpxYHZxWjA0";

describe("checkoutQrSvg", () => {
  it("draws a Checkout link as an SVG QR code with a name for screen readers", async () => {
    const svg = await checkoutQrSvg(CHECKOUT);
    expect(svg).toMatch(/^<svg role="img" aria-label="Scan to pay by card or Direct Debit" /);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('stroke="#0f172a"');
    expect(svg).not.toContain("<script");
  });

  it("is the same drawing for the same link, and another for another", async () => {
    expect(await checkoutQrSvg(CHECKOUT)).toBe(await checkoutQrSvg(CHECKOUT));
    expect(await checkoutQrSvg(`${CHECKOUT}x`)).not.toBe(await checkoutQrSvg(CHECKOUT));
  });

  it("draws nothing but Stripe's Checkout pages, or an origin the caller allows (the stand-in)", async () => {
    expect(await checkoutQrSvg("https://evil.example/pay")).toBeNull();
    expect(await checkoutQrSvg("http://checkout.stripe.com/c/pay/cs_1")).toBeNull();
    expect(await checkoutQrSvg("not a url")).toBeNull();
    expect(isCheckoutUrl("http://127.0.0.1:4999/pay/cs_test_1", ["http://127.0.0.1:4999"])).toBe(
      true,
    );
  });

  it("keeps a label from breaking out of its attribute", async () => {
    const svg = await checkoutQrSvg(CHECKOUT, { label: 'Pay "£120" <now>' });
    expect(svg).toContain('aria-label="Pay £120 now"');
  });
});
