import { describe, expect, it } from "vitest";
import { guides } from "./guides";
import { infoPages } from "./info-pages";
import { locations } from "./locations";
import { services } from "./services";
import { subServices } from "./sub-services";

/** Fields that hold addresses or keys, not copy a visitor reads. */
const NOT_COPY = new Set(["path", "slug", "categoryPath", "parentSlug", "subPages", "priceKeys"]);

/** The plain-text fields of the copy (titles, intros, questions, bullet points): not Markdown. */
function plainTextOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => plainTextOf(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value)
      .filter(([name]) => name !== "body" && !NOT_COPY.has(name))
      .flatMap(([name, item]) => plainTextOf(item, `${where}.${name}`));
  }
  return [];
}

const SITE_PATH = /(?:^|[\s(])(\/[a-z0-9][a-z0-9/-]*)/g;

describe("paths in the copy (issue 28)", () => {
  it("never stand in plain text, where no one can follow them: the copy names the page", () => {
    const typed = [
      ...plainTextOf(services, "services"),
      ...plainTextOf(subServices, "subServices"),
      ...plainTextOf(locations, "locations"),
      ...plainTextOf(guides, "guides"),
      ...plainTextOf(infoPages, "infoPages"),
    ].flatMap(({ where, text }) =>
      [...text.matchAll(SITE_PATH)].map((match) => `${where}: ${match[1] ?? ""}`),
    );
    expect(typed).toEqual([]);
  });
});
