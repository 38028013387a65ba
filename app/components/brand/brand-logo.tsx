import { Link } from "@remix-run/react";
import { LogoMark } from "./logo-mark";

/**
 * The logo: the mark and the business's name as the settings keep it, linking home. The name
 * is real text, so it is the link's accessible name and reads in any language tool.
 */
export function BrandLogo({ name, tone }: { name: string; tone: "on-light" | "on-dark" }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2.5 no-underline ${tone === "on-light" ? "text-brand-900" : "text-white"}`}
    >
      <LogoMark size={40} className="shrink-0" />
      <span className="text-lg font-extrabold leading-tight tracking-tight sm:text-xl">{name}</span>
    </Link>
  );
}
