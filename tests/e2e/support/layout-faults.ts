import type { Page } from "@playwright/test";

/** The widths every page is checked at: a phone and a desk (as expectAccessible). */
export const LAYOUT_WIDTHS = [390, 1280] as const;

/**
 * What is wrong with the page's layout at the width it is shown at now: the document scrolls
 * sideways, or two visible form controls (inputs, selects, text areas, buttons) overlap, so
 * one covers the other. Elements a person cannot see (hidden, 1-pixel screen-reader text, off
 * the page like the honeypot) are not controls anyone could mistake.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    const sideways = root.scrollWidth - root.clientWidth;
    if (sideways > 0) {
      // The widest element sticking out names the culprit.
      const culprit = [...document.body.querySelectorAll<HTMLElement>("*")]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
        .at(-1);
      faults.push(`scrolls sideways by ${sideways} px${culprit ? ` (${describe(culprit)})` : ""}`);
    }
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "input:not([type=hidden]), select, textarea, button",
      ),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(
        ({ element, box }) =>
          box.width > 2 &&
          box.height > 2 &&
          box.right > 0 &&
          box.bottom + window.scrollY > 0 &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i];
        const b = controls[j];
        if (!a || !b) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        // A shared border (1 px) is touching, not covering.
        if (across > 1 && down > 1) {
          faults.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
        }
      }
    }
    return faults;

    function describe(element: Element): string {
      const name =
        element.getAttribute("name") ||
        element.id ||
        element.getAttribute("aria-label") ||
        element.textContent?.trim().slice(0, 30) ||
        element.className.toString().slice(0, 40);
      return `${element.tagName.toLowerCase()} "${name}"`;
    }
  });
}
