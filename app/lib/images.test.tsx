import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageLoadingAttributes } from "./images";

describe("imageLoadingAttributes", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the first three images on a page eagerly with high priority", () => {
    for (const index of [0, 1, 2]) {
      expect(imageLoadingAttributes(index)).toEqual({
        loading: "eager",
        fetchpriority: "high",
        decoding: "async",
      });
    }
  });

  it("loads every later image lazily, without a priority hint", () => {
    for (const index of [3, 4, 40]) {
      expect(imageLoadingAttributes(index)).toEqual({ loading: "lazy", decoding: "async" });
    }
  });

  it("renders fetchpriority through React 18 without a warning", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToStaticMarkup(
      <>
        <img src="/a.webp" alt="A rehung door" {...imageLoadingAttributes(0)} />
        <img src="/b.webp" alt="A new fence panel" {...imageLoadingAttributes(3)} />
      </>,
    );
    expect(html).toBe(
      '<img src="/a.webp" alt="A rehung door" loading="eager" fetchpriority="high" decoding="async"/>' +
        '<img src="/b.webp" alt="A new fence panel" loading="lazy" decoding="async"/>',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });
});
