/** Images this near the top of a page are likely in the first screen: fetch them at once. */
const EAGER_IMAGE_COUNT = 3;

interface ImageLoadingAttributes {
  loading: "eager" | "lazy";
  /**
   * Lower-case on purpose: React 18.3.1 does not know the `fetchPriority` prop (it arrived
   * in React 19). Given `fetchPriority` it warns "React does not recognize the
   * `fetchPriority` prop on a DOM element"; given `fetchpriority` it passes it through as an
   * unknown attribute and renders `fetchpriority="high"` without a warning.
   */
  fetchpriority?: "high";
  decoding: "async";
}

/**
 * Loading hints for the image at this position on the page, counting from 0 in document
 * order: the first three load eagerly with high priority, the rest lazily (spec section 9).
 * Spread it onto an <img>; the Markdown pipeline applies the same rule to its images.
 */
export function imageLoadingAttributes(indexOnPage: number): ImageLoadingAttributes {
  if (indexOnPage < EAGER_IMAGE_COUNT) {
    return { loading: "eager", fetchpriority: "high", decoding: "async" };
  }
  return { loading: "lazy", decoding: "async" };
}
