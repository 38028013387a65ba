import { expect, test } from "@playwright/test";
import { deliveries, outboxSettled } from "./support/outbox-audit";

test("every e-mail and text of the run so far was sent exactly once by the two processes", async () => {
  const settled = await outboxSettled();
  expect(settled.met).toBe(true);
  expect(settled.value.errors).toBe(0);
  const { emails, strayEmails, texts, strayTexts } = await deliveries();
  console.log(
    `${emails.size} e-mails and ${[...texts.values()].reduce((n, t) => n + t.rows.length, 0)} texts sent`,
  );
  expect(emails.size).toBeGreaterThan(5);
  expect([...emails].filter(([, received]) => received !== 1)).toEqual([]);
  expect(strayEmails).toEqual([]);
  expect(texts.size).toBeGreaterThan(0);
  expect(
    [...texts].filter(([, entry]) => entry.received !== entry.rows.length).map(([key]) => key),
  ).toEqual([]);
  expect(strayTexts).toBe(0);
});
