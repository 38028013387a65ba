/**
 * The social cards (og:image, twitter:image): PNGs drawn by `npm run build`
 * (scripts/build-social-cards.ts) into public/social, one for the site and one per service,
 * which its job pages share. They carry nothing the owner can change in the settings, so a
 * card never goes stale between builds; the business's name travels in og:site_name.
 */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export const SITE_SOCIAL_CARD = "/social/site.png";

export function serviceSocialCard(serviceSlug: string): string {
  return `/social/services/${serviceSlug}.png`;
}
