import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { readMoneySettings } from "../../app/.server/settings/money-settings.server";
import { readSettings } from "../../app/.server/settings/settings-store.server";
import {
  loadSettingsPage,
  saveSettings,
  undoSettingsChange,
} from "../../app/.server/settings/settings.server";
import { SETTINGS_SCHEMAS } from "../../app/lib/schemas/settings";
import { settingsFormValues } from "../../app/lib/settings-form-values";
import { createTestDatabase } from "./support/database";
import { addUser } from "./support/organisations";

let handle: DatabaseHandle;
let office: { id: string; role: "admin" };

beforeAll(async () => {
  handle = await createTestDatabase();
  const admin = await addUser(handle.db, "money-boss@example.com", "Mo Boss", ["admin"]);
  office = { id: admin.user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

async function saveMoney(changes: Record<string, string>) {
  const formData = new FormData();
  const stored = (await readSettings(handle.db)).money;
  const fields = { ...settingsFormValues("money", stored), ...changes };
  for (const [name, value] of Object.entries(fields)) if (value !== "") formData.append(name, value);
  const submission = parseWithZod(formData, { schema: SETTINGS_SCHEMAS.money });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return saveSettings(handle.db, office, "money", submission.value);
}

describe("the money settings", () => {
  it("start unregistered, 30-day quotes, no deposit", async () => {
    expect(await readMoneySettings(handle.db)).toMatchObject({
      vatRegistered: false,
      vatNumber: null,
      quoteValidityDays: 30,
      depositKind: "none",
    });
    const page = await loadSettingsPage(handle.db);
    expect(page.forms.money).toMatchObject({ quoteValidityDays: "30", depositKind: "none" });
  });

  it("are saved with a change-log entry and undone like the other sections", async () => {
    const saved = await saveMoney({
      vatRegistered: "on",
      vatNumber: "GB 123 4567 89",
      depositKind: "percent",
      depositAmount: "10",
      bankAccountName: "We Fix Coventry Ltd",
      bankSortCode: "20-00-00",
      bankAccountNumber: "12345678",
    });
    expect(saved.changed).toBe(true);
    expect(await readMoneySettings(handle.db)).toMatchObject({
      vatRegistered: true,
      vatNumber: "GB123456789",
      depositKind: "percent",
      depositValue: 1000,
      bankSortCode: "200000",
    });
    const { history } = await loadSettingsPage(handle.db);
    const entry = history.find((change) => change.action === "Changed the money settings");
    expect(entry).toBeDefined();
    expect((await saveMoney({})).changed).toBe(false);

    const undone = await undoSettingsChange(handle.db, office, entry?.id ?? "");
    expect(undone).toMatchObject({ ok: true, section: "money", changed: true });
    expect(await readMoneySettings(handle.db)).toMatchObject({
      vatRegistered: false,
      vatNumber: null,
      depositKind: "none",
      bankSortCode: "",
    });
  });
});
