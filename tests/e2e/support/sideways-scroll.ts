import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Fails if the page as shown now scrolls sideways at a phone's or a desk's width (the widths
 * `expectAccessible` checks at). Cheap, so it runs wherever it is called; the viewport is put
 * back afterwards.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const original = page.viewportSize();
  try {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: original?.height ?? 900 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
