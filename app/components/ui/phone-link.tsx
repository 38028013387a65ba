import type { ReactNode } from "react";

/**
 * The `tel:` address of a number as stored (+442476990123) or shown (024 7699 0123): a UK
 * number's 0 becomes +44, so the link dials from any phone. Not app/lib/phone.ts, whose layout
 * rules every page would then carry.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "").replace(/^0(?!0)/, "+44")}`;
}

/** Every phone number a page shows is one of these: tapped on a phone, it dials. */
export function PhoneLink({
  phone,
  children,
  className,
  "aria-label": ariaLabel,
}: {
  /** The number as stored or shown. */
  phone: string;
  /** What the link reads; the number itself by default. */
  children?: ReactNode;
  className?: string;
  /** When the link's words alone do not say whom it calls. */
  "aria-label"?: string;
}) {
  return (
    <a href={telHref(phone)} className={className} aria-label={ariaLabel}>
      {children ?? phone}
    </a>
  );
}
