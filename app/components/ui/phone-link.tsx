import type { ReactNode } from "react";

/**
 * The `tel:` address of a number as stored (+442476990123) or shown (024 7699 0123): a UK
 * number's 0 becomes +44, so the link dials from any phone. Not app/lib/phone.ts, whose layout
 * rules every page would then carry.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") && !digits.startsWith("00") ? `+44${digits.slice(1)}` : digits}`;
}

/** Every phone number a page shows is one of these: tapped on a phone, it dials. */
export function PhoneLink({
  phone,
  children,
  className,
}: {
  /** The number as stored or shown. */
  phone: string;
  /** What the link reads; the number itself by default. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a href={telHref(phone)} className={className}>
      {children ?? phone}
    </a>
  );
}
