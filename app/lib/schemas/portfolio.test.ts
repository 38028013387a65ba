import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PORTFOLIO_MESSAGES, projectFieldsSchema, projectFromJobSchema } from "./portfolio";

/** The field errors of a refused submission; none for an accepted one. */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("projectFromJobSchema", () => {
  it("reads the reference in capitals, the way the customer agreed and the ticked box", () => {
    const submission = parseWithZod(
      form({ reference: " cv-2026-000123 ", consentMethod: "job-sheet", consent: "on" }),
      { schema: projectFromJobSchema },
    );
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      reference: "CV-2026-000123",
      consentMethod: "job-sheet",
      consentNote: null,
      consent: true,
    });
  });

  it("refuses without the customer's consent ticked, next to the box", () => {
    const submission = parseWithZod(form({ reference: "CV-2026-000123", consentMethod: "phone" }), {
      schema: projectFromJobSchema,
    });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission).consent).toEqual([PORTFOLIO_MESSAGES.consent]);
  });
});

describe("projectFieldsSchema", () => {
  const valid = {
    title: "New patio",
    summary: "Relaid.",
    serviceSlug: "home-improvements",
    location: "Earlsdon, Coventry",
    completedOn: "2026-10-02",
  };

  it("leaves the slug to be made from the title, and reads the published box", () => {
    const submission = parseWithZod(form({ ...valid, published: "on" }), {
      schema: projectFieldsSchema,
    });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      ...valid,
      body: "",
      published: true,
    });
  });

  it("refuses a full postcode in the area, a town we do not serve and a malformed slug", () => {
    const submission = parseWithZod(
      form({ ...valid, location: "Earlsdon, CV5 6AB", slug: "Not A Slug!" }),
      { schema: projectFieldsSchema },
    );
    expect(errorsOf(submission).location).toContain(PORTFOLIO_MESSAGES.locationPostcode);
    expect(errorsOf(submission).slug).toEqual([PORTFOLIO_MESSAGES.slug]);
    const elsewhere = parseWithZod(form({ ...valid, location: "Rugby" }), {
      schema: projectFieldsSchema,
    });
    expect(errorsOf(elsewhere).location).toEqual([PORTFOLIO_MESSAGES.location]);
  });
});
