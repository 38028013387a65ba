import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getBusiness } from "../../app/.server/business/business.server";
import { reviewState } from "../../app/.server/booking/flow.server";
import { dropLocalCaches } from "../../app/.server/cache/settings-version.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  UNDO_MESSAGES,
  savePriceItem,
  undoPriceChange,
} from "../../app/.server/prices/price-edits.server";
import { listPriceHistory } from "../../app/.server/prices/price-history.server";
import {
  describePriceOf,
  getPriceList,
  groupPriceList,
  pageOfferOf,
  priceRowsOf,
  resetMissingPriceReports,
} from "../../app/.server/prices/price-list.server";
import { services } from "../../app/content/services";
import { subServices } from "../../app/content/sub-services";
import { describePrice } from "../../app/lib/money";
import { savePriceSchema } from "../../app/lib/schemas/prices";
import { createTestDatabase } from "./support/database";
import { FORMER_PRICE_LIST } from "./support/former-price-list";
import { addUser } from "./support/organisations";

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

/** Every test starts from the seed, with no history and empty caches. */
beforeEach(async () => {
  const { db } = handle;
  await db.deleteFrom("change_log").where("entity", "=", "price").execute();
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
  resetMissingPriceReports();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The form's fields of one item as the page would send them, with `changes` typed over them. */
function typed(key: string, changes: Record<string, string> = {}) {
  const item = FORMER_PRICE_LIST.find((entry) => entry.key === key);
  if (!item) throw new Error(key);
  const parsed = savePriceSchema.safeParse({
    key,
    label: item.label,
    price: (item.pricePence / 100).toFixed(2),
    basis: item.basis,
    note: item.note ?? undefined,
    ...changes,
  });
  return parsed;
}

function fieldsOf(key: string, changes: Record<string, string> = {}) {
  const parsed = typed(key, changes);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.flatten()));
  const { key: _key, ...fields } = parsed.data;
  return fields;
}

async function version(): Promise<string> {
  const row = await handle.db
    .selectFrom("settings_version")
    .select("version")
    .executeTakeFirstOrThrow();
  return String(row.version);
}

describe("the seeded price list", () => {
  it("equals, item for item and in order, the list the pages showed before it moved", async () => {
    // The migration's own seed, not the beforeEach copy: read it from a fresh database.
    const fresh = await createTestDatabase();
    try {
      const rows = await fresh.db
        .selectFrom("price_list")
        .selectAll()
        .orderBy("sort_order")
        .execute();
      expect(
        rows.map((row) => ({
          key: row.key,
          category: row.category,
          label: row.label,
          pricePence: row.price_pence,
          basis: row.basis,
          note: row.note,
          shown: describePrice({ pricePence: row.price_pence, basis: row.basis }),
        })),
      ).toEqual(FORMER_PRICE_LIST);
      const business = await fresh.db
        .selectFrom("business_settings")
        .select("price_range")
        .executeTakeFirstOrThrow();
      expect(business.price_range).toBe("£45-320");
    } finally {
      await fresh.close();
    }
  });

  it("names every key the service and job pages name", async () => {
    const list = await getPriceList(handle.db);
    const named = [...services, ...subServices].flatMap((page) => page.priceKeys);
    expect(named.filter((key) => !list.byKey.has(key))).toEqual([]);
  });

  it("gives the business its price range and structured data its offer", async () => {
    const business = await getBusiness(handle.db);
    expect(business.priceRange).toBe("£45-320");
    expect(
      pageOfferOf(await getPriceList(handle.db), ["callout.standard"], "/emergency-callout"),
    ).toEqual({ price: "45.00", basis: "fixed" });
  });
});

describe("saving an item", () => {
  it("stores nothing, logs nothing and keeps the version when a value is bad", async () => {
    const before = await version();
    for (const [field, value] of [
      ["price", "-1"],
      ["price", "forty"],
      ["price", "45.001"],
      ["price", "100000.01"],
      ["label", "  "],
      ["basis", "per-week"],
    ] as const) {
      const parsed = typed("callout.standard", { [field]: value });
      expect(parsed.success, `${field} = ${value}`).toBe(false);
    }
    // The database refuses what the form would: a negative price never lands.
    await expect(
      handle.db
        .updateTable("price_list")
        .set({ price_pence: -1 })
        .where("key", "=", "callout.standard")
        .execute(),
    ).rejects.toThrow();
    const row = await handle.db
      .selectFrom("price_list")
      .select("price_pence")
      .where("key", "=", "callout.standard")
      .executeTakeFirstOrThrow();
    expect(row.price_pence).toBe(4500);
    expect(await listPriceHistory(handle.db)).toEqual([]);
    expect(await version()).toBe(before);
  });

  it("stores the item, logs before and after and raises the settings version in one go", async () => {
    const before = Number(await version());
    const saved = await savePriceItem(
      handle.db,
      office,
      "callout.standard",
      fieldsOf("callout.standard", { price: "49.50", note: "" }),
    );
    expect(saved).toEqual({
      ok: true,
      key: "callout.standard",
      label: "Call-out including the first hour",
      changed: true,
    });
    const row = await handle.db
      .selectFrom("price_list")
      .selectAll()
      .where("key", "=", "callout.standard")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_pence: 4950, note: null, basis: "fixed" });
    const log = await handle.db
      .selectFrom("change_log")
      .selectAll()
      .where("entity", "=", "price")
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_id: office.id,
      actor_role: "admin",
      entity_id: "callout.standard",
      before: {
        label: "Call-out including the first hour",
        price: "45.00",
        basis: "fixed",
        note: "Covers travel within our area and the first hour of work. Materials at cost.",
      },
      after: {
        label: "Call-out including the first hour",
        price: "49.50",
        basis: "fixed",
        note: null,
      },
    });
    expect(Number(await version())).toBe(before + 1);

    const [entry] = await listPriceHistory(handle.db);
    expect(entry).toMatchObject({ key: "callout.standard", who: "Olivia Owner", undoable: true });
    expect(entry?.fields).toContainEqual({ name: "price", before: "45.00", after: "49.50" });
  });

  it("changes and logs nothing when the values are the ones stored", async () => {
    const before = await version();
    const saved = await savePriceItem(handle.db, office, "labour.hour", fieldsOf("labour.hour"));
    expect(saved).toMatchObject({ ok: true, changed: false });
    expect(await listPriceHistory(handle.db)).toEqual([]);
    expect(await version()).toBe(before);
  });

  it("answers not-found for a key the list lacks", async () => {
    expect(await savePriceItem(handle.db, office, "no.such-item", fieldsOf("labour.hour"))).toEqual(
      { ok: false, reason: "not-found" },
    );
  });

  it("is seen at once by every reader of this process", async () => {
    // Warm every cache first, as a running site has them.
    const values = { service: "plumbing-repairs", emergency: undefined } as const;
    expect((await reviewState(handle.db, values)).summary?.priceLabel).toBe("from £55.00");
    expect((await getBusiness(handle.db)).priceRange).toBe("£45-320");
    const plumbing = ["service.plumbing-repairs"];
    expect(pageOfferOf(await getPriceList(handle.db), plumbing, "/p")?.price).toBe("55.00");

    await savePriceItem(
      handle.db,
      office,
      "callout.standard",
      fieldsOf("callout.standard", { price: "39" }),
    );
    await savePriceItem(
      handle.db,
      office,
      "service.plumbing-repairs",
      fieldsOf("service.plumbing-repairs", { price: "57.25" }),
    );
    await savePriceItem(
      handle.db,
      office,
      "sub.electrical.fuse-box-upgrade",
      fieldsOf("sub.electrical.fuse-box-upgrade", { price: "350" }),
    );

    const list = await getPriceList(handle.db);
    expect(pageOfferOf(list, plumbing, "/p")?.price).toBe("57.25");
    expect((await reviewState(handle.db, values)).summary?.priceLabel).toBe("from £57.25");
    expect((await getBusiness(handle.db)).priceRange).toBe("£39-350");
    expect(priceRowsOf(list, ["service.plumbing-repairs"], "/services/plumbing-repairs")).toEqual([
      expect.objectContaining({ price: "from £57.25" }),
    ]);
    const general = groupPriceList(list).find((group) => group.heading.startsWith("Call-outs"));
    expect(general?.rows[0]).toMatchObject({ key: "callout.standard", price: "£39.00" });
  });
});

describe("undo", () => {
  it("puts the item back as it was, and logs the undo", async () => {
    await savePriceItem(
      handle.db,
      office,
      "labour.day",
      fieldsOf("labour.day", { price: "310", basis: "from", label: "Full day" }),
    );
    const [change] = await listPriceHistory(handle.db);
    if (!change) throw new Error("no change logged");
    const before = Number(await version());

    const undone = await undoPriceChange(handle.db, office, change.id);
    expect(undone).toMatchObject({ ok: true, key: "labour.day", changed: true });
    const row = await handle.db
      .selectFrom("price_list")
      .selectAll()
      .where("key", "=", "labour.day")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      label: "Full day, up to eight hours",
      price_pence: 29500,
      basis: "fixed",
      note: "One engineer for a list of jobs. Materials at cost.",
    });
    expect(Number(await version())).toBe(before + 1);
    expect(describePriceOf(await getPriceList(handle.db), "labour.day", "test")).toBe("£295.00");

    const history = await listPriceHistory(handle.db);
    expect(history.map((entry) => [entry.action, entry.undoable])).toEqual([
      ["Undid a change to “Full day, up to eight hours” on the price list", true],
      ["Changed “Full day” on the price list", false],
    ]);
  });

  it("refuses when a later change touched the same item, and changes nothing", async () => {
    await savePriceItem(handle.db, office, "labour.hour", fieldsOf("labour.hour", { price: "47" }));
    await savePriceItem(handle.db, office, "labour.hour", fieldsOf("labour.hour", { price: "48" }));
    const [latest, first] = await listPriceHistory(handle.db);
    if (!first || !latest) throw new Error("two changes expected");
    expect([latest.undoable, first.undoable]).toEqual([true, false]);
    const before = await version();

    expect(await undoPriceChange(handle.db, office, first.id)).toEqual({
      ok: false,
      reason: "refused",
      message: UNDO_MESSAGES.later,
    });
    const row = await handle.db
      .selectFrom("price_list")
      .select("price_pence")
      .where("key", "=", "labour.hour")
      .executeTakeFirstOrThrow();
    expect(row.price_pence).toBe(4800);
    expect(await version()).toBe(before);
    expect(await listPriceHistory(handle.db)).toHaveLength(2);

    // A change of another item does not stand in the way.
    await savePriceItem(handle.db, office, "labour.day", fieldsOf("labour.day", { price: "300" }));
    expect(await undoPriceChange(handle.db, office, latest.id)).toMatchObject({ ok: true });
  });

  it("restores through the form's validation, and refuses a 'before' that fails it", async () => {
    await savePriceItem(handle.db, office, "labour.hour", fieldsOf("labour.hour", { price: "47" }));
    const [change] = await listPriceHistory(handle.db);
    if (!change) throw new Error("no change logged");
    await handle.db
      .updateTable("change_log")
      .set({
        before: JSON.stringify({ label: "Hour", price: "-5", basis: "per-hour", note: null }),
      })
      .where("id", "=", change.id)
      .execute();
    expect(await undoPriceChange(handle.db, office, change.id)).toEqual({
      ok: false,
      reason: "refused",
      message: UNDO_MESSAGES.unreadable,
    });
  });

  it("answers not-found for a change that is not a price change", async () => {
    expect(await undoPriceChange(handle.db, office, "999999")).toEqual({
      ok: false,
      reason: "not-found",
    });
    await handle.db
      .insertInto("change_log")
      .values({ actor_role: "admin", entity: "settings", entity_id: "profile", action: "x" })
      .execute();
    const other = await handle.db
      .selectFrom("change_log")
      .select("id")
      .where("entity", "=", "settings")
      .executeTakeFirstOrThrow();
    expect(await undoPriceChange(handle.db, office, String(other.id))).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("a key a page names that the list lacks", () => {
  it("leaves that row out, logs it once, and keeps the page's other prices", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await handle.db.deleteFrom("price_list").where("key", "=", "labour.hour").execute();
    dropLocalCaches();
    const list = await getPriceList(handle.db);
    const keys = ["callout.emergency", "labour.hour"];
    expect(priceRowsOf(list, keys, "/emergency-callout").map((row) => row.key)).toEqual([
      "callout.emergency",
    ]);
    priceRowsOf(list, keys, "/emergency-callout");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("labour.hour");
  });

  it("falls back to words on the booking form and drops the offer without the call-out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await handle.db
      .deleteFrom("price_list")
      .where("key", "in", ["callout.standard", "service.plumbing-repairs"])
      .execute();
    dropLocalCaches();
    const state = await reviewState(handle.db, { service: "plumbing-repairs" });
    expect(state.summary?.priceLabel).toBe("as on the price list");
    expect(
      pageOfferOf(await getPriceList(handle.db), ["service.plumbing-repairs"], "/p"),
    ).toBeNull();
    expect((await getBusiness(handle.db)).priceRange).toBe("£45-320");
  });
});
