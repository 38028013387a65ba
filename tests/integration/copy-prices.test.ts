import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dropLocalCaches } from "../../app/.server/cache/settings-version.server";
import {
  resetUnfilledPlaceholderReports,
  type CopyFacts,
} from "../../app/.server/content/site-copy.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { guideListOf, guidePageOf } from "../../app/.server/pages/guide-pages.server";
import { infoPageOf } from "../../app/.server/pages/info-page.server";
import { paymentWays } from "../../app/.server/payments/payment-ways.server";
import { locationListOf, locationPageOf } from "../../app/.server/pages/location-pages.server";
import {
  serviceListOf,
  servicePageOf,
  subServicePageOf,
} from "../../app/.server/pages/service-pages.server";
import { savePriceItem } from "../../app/.server/prices/price-edits.server";
import { currentCopyFacts } from "../../app/.server/pages/current-copy-facts.server";
import { guides } from "../../app/content/guides";
import { infoPages } from "../../app/content/info-pages";
import { locations } from "../../app/content/locations";
import { services } from "../../app/content/services";
import { subServices } from "../../app/content/sub-services";
import { paymentWaysWords, type PaymentWays } from "../../app/lib/payment-ways";
import { placeholdersIn } from "../../app/lib/price-placeholders";
import { createTestDatabase } from "./support/database";
import { FORMER_PRICE_LIST } from "./support/former-price-list";
import { addUser } from "./support/organisations";

const PAY_WAYS = paymentWaysWords({ online: true, bankTransfer: true });

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "owner@example.com", "Olivia Owner", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
  await handle.db
    .insertInto("profiles")
    .values({ id: admin.user.id, email: "owner@example.com", full_name: "Olivia Owner" })
    .execute();
});
afterAll(async () => {
  await handle?.close();
});

/** Every test starts from the seeded prices, with empty caches. */
beforeEach(async () => {
  const { db } = handle;
  await db.deleteFrom("price_list").execute();
  await db
    .insertInto("price_list")
    .values(
      FORMER_PRICE_LIST.map((item, index) => ({
        key: item.key,
        category: item.category,
        label: item.label,
        price_pence: item.pricePence,
        basis: item.basis,
        note: item.note,
        sort_order: (index + 1) * 10,
      })),
    )
    .execute();
  dropLocalCaches();
  resetUnfilledPlaceholderReports();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** What every public reader of app/content gives its page, read with one price list. */
function everyPublicPage(list: CopyFacts) {
  return [
    ...infoPages.map((page) => infoPageOf(page.path, { ...list, payWays: PAY_WAYS })),
    ...services.map((page) => servicePageOf(page.slug, list)),
    ...subServices.map((page) => subServicePageOf(page.categoryPath, page.slug, list)),
    ...locations.map((page) => locationPageOf(page.slug, list)),
    ...guides.map((page) => guidePageOf(page.slug, list)),
    serviceListOf(list),
    locationListOf(list),
    guideListOf(list),
  ];
}

async function setCallout(pricePence: number) {
  const item = FORMER_PRICE_LIST.find((entry) => entry.key === "callout.standard");
  if (!item) throw new Error("callout.standard is not on the former list");
  const result = await savePriceItem(handle.db, office, item.key, {
    label: item.label,
    price: pricePence,
    basis: item.basis,
    note: item.note ?? "",
  });
  expect(result).toMatchObject({ ok: true, changed: true });
}

describe("prices in the marketing copy", () => {
  it("names only items a fresh database's price list has", async () => {
    const fresh = await createTestDatabase();
    try {
      const keys = new Set(
        (await fresh.db.selectFrom("price_list").select("key").execute()).map((row) => row.key),
      );
      const named = JSON.stringify([services, subServices, locations, guides, infoPages]);
      const unknown = placeholdersIn(named)
        .filter((token) => token !== "{pay:ways}")
        .map((token) => token.replace(/^\{price(-short)?:/, "").replace(/\}$/, ""))
        .filter((key) => !key.startsWith("@") && !keys.has(key));
      expect(unknown).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("leaves no placeholder on any public page, and states today's figures", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pages = JSON.stringify(everyPublicPage(await currentCopyFacts(handle.db)));
    expect(pages).not.toMatch(/\{(price|pay)/i);
    expect(pages).not.toContain("{hours}");
    expect(pages).not.toContain("{change-cutoff}");
    expect(pages).toContain("up to 24 hours before your arrival window");
    // Links read as words: no link's text is a path ("booking online at /book").
    expect(pages).not.toMatch(/>\/[a-z][a-z0-9/-]*<\/a>/);
    expect(pages).toContain("We are open every day 06:00–22:00");
    expect(pages).toContain("call-out starts from £45.00 including the first hour");
    expect(pages).toContain("Full day, up to eight hours: £295");
    expect(pages).toContain("range from £45 to £320");
    expect(warn).not.toHaveBeenCalled();
  });

  it("states an edited call-out on a location page and a service page at once", async () => {
    await setCallout(4950);
    const list = await currentCopyFacts(handle.db);

    const warwick = locationPageOf("warwick-handyman", list);
    expect(warwick?.html).toContain("from £49.50 including the first hour");
    expect(warwick?.html).not.toContain("£45.00");
    expect(JSON.stringify(warwick?.faqs)).toContain("from £49.50 including the first hour");

    const repairs = servicePageOf("general-repairs", list);
    expect(repairs?.metaDescription).toContain("£49.50 call-out includes the first hour");
    // The hourly rate is another item and keeps its figure.
    expect(repairs?.metaDescription).toContain("then £45 an hour");
    expect(repairs?.html).toContain("Call-out, including the first hour: £49.50");
    expect(repairs?.faqs[0]?.question).toBe("Is the £49.50 just for turning up?");
    // The Offer is the page's own price (its table's first row), not the call-out.
    expect(repairs?.offer).toEqual({ price: "45.00", basis: "from" });
    expect(repairs?.prices.find((row) => row.key === "callout.standard")?.price).toBe("£49.50");

    const tap = subServicePageOf("plumbing", "leaky-tap-repairs", list);
    expect(tap?.html).toContain("Our call-out starts from £49.50 and includes the first hour");
    expect(tap?.prices[0]?.price).toBe("from £55.00");
    expect(tap?.offer).toEqual({ price: "55.00", basis: "from" });

    const home = infoPageOf("/prices", { ...list, payWays: PAY_WAYS });
    expect(home.metaDescription).toContain("call-out from £49.50 including the first hour");
  });

  it("follows the whole list's cheapest and dearest item in the stated range", async () => {
    await handle.db
      .updateTable("price_list")
      .set({ price_pence: 48000 })
      .where("key", "=", "sub.electrical.fuse-box-upgrade")
      .execute();
    dropLocalCaches();
    const page = infoPageOf("/faq", { ...(await currentCopyFacts(handle.db)), payWays: PAY_WAYS });
    expect(JSON.stringify(page.faqs)).toContain("range from £45 to £480");
  });

  it("leaves out a sentence whose item was deleted, logging it once, with no placeholder", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await handle.db.deleteFrom("price_list").where("key", "=", "callout.standard").execute();
    dropLocalCaches();
    const list = await currentCopyFacts(handle.db);

    const pages = JSON.stringify(everyPublicPage(list));
    expect(pages).not.toMatch(/\{(price|pay)/i);

    const warwick = locationPageOf("warwick-handyman", list);
    expect(warwick?.html).not.toContain("including the first hour, with VAT included");
    expect(warwick?.html).toContain("Town-centre streets are narrow");
    const repairs = servicePageOf("general-repairs", list);
    // The question that only states the call-out goes, with its answer.
    expect(repairs?.faqs.map((faq) => faq.question)).not.toContain(
      expect.stringContaining("just for turning up"),
    );
    expect(repairs?.html).not.toMatch(/<li>\s*<\/li>/);
    expect(repairs?.html).toContain("Each additional hour: £45");

    const reported = warn.mock.calls.filter(([message]) =>
      String(message).includes("{price:callout.standard}"),
    );
    expect(reported).toHaveLength(1);
  });
});

describe("the ways to pay in the marketing copy", () => {
  const faqWith = async (ways: PaymentWays) =>
    JSON.stringify(
      infoPageOf("/faq", {
        ...(await currentCopyFacts(handle.db)),
        payWays: paymentWaysWords(ways),
      }),
    );

  it("names card and Direct Debit only with Stripe, and bank transfer only with bank details", async () => {
    const online = await faqWith({ online: true, bankTransfer: false });
    expect(online).toContain("You can pay it online by card or Direct Debit.");
    expect(online).not.toContain("bank transfer");
    const transfer = await faqWith({ online: false, bankTransfer: true });
    expect(transfer).toContain("You can pay it by bank transfer.");
    expect(transfer).not.toMatch(/by card|Direct Debit/);
    const both = await faqWith({ online: true, bankTransfer: true });
    expect(both).toContain("You can pay it online by card or Direct Debit, or by bank transfer.");
  });

  it("says only that the invoice comes by e-mail when the site takes no payment itself", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const neither = await faqWith({ online: false, bankTransfer: false });
    expect(neither).toContain("we e-mail you the invoice, with a link to it and a PDF copy");
    expect(neither).not.toMatch(/pay it|\{pay|by card|bank transfer/i);
    // A setting, not a mistake in the copy: nothing to report.
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the bank details from the money settings, and follows their edit", async () => {
    await handle.db
      .updateTable("money_settings")
      .set({ bank_account_name: "", bank_sort_code: "", bank_account_number: "" })
      .execute();
    dropLocalCaches();
    expect(await paymentWays(handle.db, true)).toEqual({ online: true, bankTransfer: false });
    await handle.db
      .updateTable("money_settings")
      .set({
        bank_account_name: "We Fix Coventry Ltd",
        bank_sort_code: "401234",
        bank_account_number: "12345678",
      })
      .execute();
    dropLocalCaches();
    expect(await paymentWays(handle.db, false)).toEqual({ online: false, bankTransfer: true });
  });
});
