import type { OutsideRating, SiteRating } from "~/lib/business";

function reviews(count: number): string {
  return `${count.toLocaleString("en-GB")} review${count === 1 ? "" : "s"}`;
}

/**
 * The ratings a visitor may rely on: the site's own, computed from the reviews /reviews lists,
 * and a rating kept elsewhere only with the name of where it comes from and a link there, so
 * every figure can be checked (issue 28; the DMCC Act 2024 forbids unbacked ratings).
 */
export function RatingSummary({
  siteRating,
  outsideRating,
  linkClassName,
  linkToReviews = true,
}: {
  siteRating: SiteRating | null;
  outsideRating: OutsideRating | null;
  linkClassName?: string;
  /** False on /reviews itself, which lists them. */
  linkToReviews?: boolean;
}) {
  if (!siteRating && !outsideRating) return null;
  return (
    <>
      {siteRating ? (
        <>
          Rated {siteRating.average.toFixed(1)} out of 5 from{" "}
          {linkToReviews ? (
            <a href="/reviews" className={linkClassName}>
              {reviews(siteRating.count)} on this site
            </a>
          ) : (
            `${reviews(siteRating.count)} on this site`
          )}
        </>
      ) : null}
      {siteRating && outsideRating ? " · " : null}
      {outsideRating ? (
        <>
          {outsideRating.value.toFixed(1)} out of 5 from {reviews(outsideRating.count)} on{" "}
          <a href={outsideRating.sourceUrl} className={linkClassName} rel="noopener noreferrer">
            {outsideRating.sourceName}
          </a>
        </>
      ) : null}
    </>
  );
}
