import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { fromHtml } from "hast-util-from-html";
import { select } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { BASE_URL } from "../../playwright.config";
import { defaultValues, harvestForms, type HarvestedForm } from "./support/form-harvest";
import { newVisitor, signIn } from "./support/http-session";
import { seeded } from "./support/seeded";
import { z } from "zod";

/** Moat House's invoice of a finished visit (tests/e2e/seed/org-money.seed.ts). */
const seededInvoice = z.object({
  invoice: z.object({ number: z.string(), jobReference: z.string(), month: z.string() }),
});

// Two organisations' owners and every page and form of one of them, over HTTP.
test.describe.configure({ timeout: 180_000 });

const MOATHOUSE = { email: "moathouse@example.com", password: "demo-moathouse-2026" };
const EMPIRE = { email: "empire@example.com", password: "demo-empire-2026" };
const ORIGIN = new URL(BASE_URL).origin;
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|CV-\d{4}-\d{6,}/i;

async function harvest(visitor: APIRequestContext, path: string): Promise<HarvestedForm[]> {
  const response = await visitor.get(path);
  expect(response.status(), path).toBe(200);
  return harvestForms(await response.text(), new URL(path, BASE_URL).href);
}

function formWithField(forms: HarvestedForm[], name: string): HarvestedForm {
  const form = forms.find((candidate) => candidate.fields.some((field) => field.name === name));
  if (!form) throw new Error(`No form with a field ${name}`);
  return form;
}

/** Posts a form as a browser without JavaScript would, multipart when it has a file field. */
function post(visitor: APIRequestContext, form: HarvestedForm, values: Record<string, string>) {
  const body = { ...defaultValues(form), ...values };
  const multipart = form.fields.some((field) => field.file);
  return visitor.post(form.action, {
    ...(multipart ? { multipart: body } : { form: body }),
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
}

/** What a page shows a person: the main content's text, without scripts and per-request values. */
async function mainText(visitor: APIRequestContext, path: string): Promise<string> {
  const html = await (await visitor.get(path)).text();
  const main = select("main", fromHtml(html));
  return main ? toString(main).replace(/\s+/g, " ") : "";
}

test("a member of another organisation gets the same 404 for every page, id and form of this one, and nothing changes", async () => {
  const owner = await newVisitor(BASE_URL);
  await signIn(owner, BASE_URL, MOATHOUSE);
  const label = `Flat ${randomBytes(3).toString("hex")}, 7 Isolation Row`;

  // Moat House's own property, planned work and repair, made through its forms.
  const added = await post(
    owner,
    formWithField(await harvest(owner, "/org/moathouse/properties"), "postcode"),
    {
      label,
      address: "7 Isolation Row, Coventry",
      postcode: "CV1 5DZ",
      keySafeCode: "9753",
      tenantName: "Tara Tenant",
      tenantPhone: "07400 123456",
      tenantEmail: `tara-${randomBytes(3).toString("hex")}@example.com`,
    },
  );
  expect(added.status()).toBe(302);
  const propertyPath = added.headers()["location"] ?? "";
  expect(propertyPath).toMatch(/^\/org\/moathouse\/properties\/[0-9a-f-]{36}$/);
  const propertyId = propertyPath.split("/").pop() ?? "";
  const planned = await post(
    owner,
    formWithField(await harvest(owner, propertyPath), "everyMonths"),
    {
      service: "gutter-cleaning",
      description: "Clear the gutters front and back.",
      everyMonths: "12",
      nextDue: "2027-03-01",
    },
  );
  expect(planned.status()).toBe(302);
  const reported = await post(
    owner,
    formWithField(await harvest(owner, "/org/moathouse/report"), "priority"),
    {
      propertyId,
      service: "plumbing-repairs",
      description: "The bathroom extractor fan rattles and then stops.",
      priority: "routine",
      contactPhone: "07400 123456",
      // The day picker's "show free times" button is the form's first intent; this one reports.
      intent: "report",
      windowStart: "",
    },
  );
  expect(reported.status()).toBe(302);
  const jobPath = reported.headers()["location"] ?? "";
  expect(jobPath).toMatch(/^\/org\/moathouse\/jobs\/CV-\d{4}-\d{6,}$/);
  const reference = jobPath.split("/").pop() ?? "";
  const { invoice } = seeded("org-money", seededInvoice);
  const ownInvoices = await owner.get(`/org/moathouse/invoices?month=${invoice.month}`);
  expect(await ownInvoices.text()).toContain(invoice.number);
  const commented = await post(owner, formWithField(await harvest(owner, jobPath), "body"), {
    body: "The tenant works nights: mornings after 11.",
  });
  expect(commented.status()).toBe(302);

  const pages = [
    "/org/moathouse",
    "/moathouse",
    "/org/moathouse/jobs",
    "/moathouse/jobs",
    `/org/moathouse/jobs?property=${propertyId}`,
    "/org/moathouse/jobs.csv?month=2026-07",
    jobPath,
    "/org/moathouse/report",
    "/org/moathouse/properties",
    propertyPath,
    "/org/moathouse/members",
    // Its money (decision 0074): the one list, invoices, an invoice by number, the statement.
    "/org/moathouse/approvals",
    `/org/moathouse/invoices?month=${invoice.month}`,
    `/org/moathouse/invoices/${invoice.number}`,
    `/org/moathouse/invoices/${invoice.number}?format=pdf`,
    `/org/moathouse/statement.pdf?month=${invoice.month}`,
    `/org/moathouse/statement.csv?month=${invoice.month}`,
  ];
  const forms = (
    await Promise.all(
      [
        jobPath,
        propertyPath,
        "/org/moathouse/properties",
        "/org/moathouse/members",
        "/org/moathouse/report",
      ].map((path) => harvest(owner, path)),
    )
  )
    .flat()
    // The site header's forms (sign out) are everybody's, not the organisation's.
    .filter((form) => form.action.startsWith("/org/moathouse"));
  expect(forms.length).toBeGreaterThan(8);
  const before = await Promise.all(
    [jobPath, propertyPath, "/org/moathouse/members"].map((path) => mainText(owner, path)),
  );
  expect(before[0]).toContain("mornings after 11");

  const outsider = await newVisitor(BASE_URL);
  await signIn(outsider, BASE_URL, EMPIRE);

  // Every page of Moat House, and Moat House's ids under Empire's own address: the one 404.
  const swapped = [
    `/org/empire/jobs/${reference}`,
    `/org/empire/properties/${propertyId}`,
    `/org/empire/jobs/${reference}/approval`,
    `/org/empire/invoices/${invoice.number}`,
    `/org/empire/invoices/${invoice.number}?format=pdf`,
  ];
  for (const path of [...pages, ...swapped]) {
    const response = await outsider.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(404);
  }
  // Empire's own invoices, statement and list show nothing of Moat House's.
  for (const path of [
    `/org/empire/invoices?month=${invoice.month}`,
    `/org/empire/statement.csv?month=${invoice.month}`,
    "/org/empire/approvals",
  ]) {
    const own = await outsider.get(path);
    expect(own.status(), `GET ${path}`).toBe(200);
    const text = await own.text();
    expect(text, path).not.toContain(invoice.number);
    expect(text, path).not.toContain(invoice.jobReference);
  }
  // Filtering Empire's list by Moat House's property shows none of Moat House's jobs.
  const filtered = await outsider.get(`/org/empire/jobs?property=${propertyId}`);
  expect(await filtered.text()).not.toContain(reference);

  // Every form of Moat House's pages, posted as they are: 404. Posted to Empire's own address
  // with Moat House's ids in them: refused (404, or the field's "not found" with a 400), and
  // never with Moat House's data in the answer.
  let posted = 0;
  for (const form of forms) {
    const asIs = await post(outsider, form, {});
    expect(asIs.status(), `POST ${form.action}`).toBe(404);
    const values = defaultValues(form);
    const namesAnId = ID.test(form.action) || Object.values(values).some((value) => ID.test(value));
    if (!namesAnId) continue;
    const toEmpire = { ...form, action: form.action.replace("/org/moathouse", "/org/empire") };
    const answer = await post(outsider, toEmpire, {});
    expect([400, 404], `POST ${toEmpire.action} ${JSON.stringify(values)}`).toContain(
      answer.status(),
    );
    const text = await answer.text();
    expect(text).not.toContain(label);
    expect(text).not.toContain("9753");
    posted += 2;
  }
  // The portal's spend decision, by Moat House's reference, from either address.
  for (const action of [`${jobPath}/approval`, `/org/empire/jobs/${reference}/approval`]) {
    const decision = await outsider.post(action, {
      form: { decision: "approve", reason: "" },
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(decision.status(), `POST ${action}`).toBe(404);
  }
  expect(posted).toBeGreaterThan(10);

  // Nothing of Moat House's changed.
  const after = await Promise.all(
    [jobPath, propertyPath, "/org/moathouse/members"].map((path) => mainText(owner, path)),
  );
  expect(after).toEqual(before);
  await owner.dispose();
  await outsider.dispose();
});
