import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvironmentCache } from "../env.server";
import { honeypotInputProps } from "./honeypot.server";
import { z } from "zod";
import { readForm, type ReadFormOptions } from "./form.server";

const SITE = "https://wefixcoventry.co.uk";
const LIMITS = { maxFiles: 2, maxFileBytes: 1_000 };

beforeAll(() => {
  vi.stubEnv("SESSION_SECRET", "multipart-test-secret-0123456789");
  resetEnvironmentCache();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvironmentCache();
});

function post(body: FormData | URLSearchParams | string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/book?index`, {
    method: "POST",
    headers: { Origin: SITE, ...headers },
    body,
  });
}

function file(name: string, bytes: number, type = "image/png") {
  return new File([new Uint8Array(bytes).fill(1)], name, { type });
}

function formWith(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const FIELDS = z.object({
  name: z.string(),
  email: z.string(),
  address: z.string(),
  description: z.string(),
});

function readSubmissionWithFiles(
  request: Request,
  options: Omit<ReadFormOptions, "schema" | "fields">,
) {
  return readForm(request, { schema: FIELDS, fields: ["photos", "intent"], ...options });
}

describe("readForm with files", () => {
  it("reads text fields and files from a multipart form", async () => {
    const { formData, refusedFiles } = await readSubmissionWithFiles(
      post(
        formWith([
          ["name", "Jo Booker"],
          ["photos", file("tap.png", 500)],
          ["photos", file("sink.jpg", 1_000, "image/jpeg")],
        ]),
      ),
      { files: LIMITS },
    );
    expect(refusedFiles).toEqual([]);
    expect(formData.get("name")).toBe("Jo Booker");
    const photos = formData.getAll("photos");
    expect(
      photos.map((photo) => (photo instanceof File ? [photo.name, photo.size] : photo)),
    ).toEqual([
      ["tap.png", 500],
      ["sink.jpg", 1_000],
    ]);
  });

  it("leaves out a file that is too large, reports it, and still reads the fields after it", async () => {
    const { formData, refusedFiles } = await readSubmissionWithFiles(
      post(
        formWith([
          ["photos", file("huge.png", 5_000)],
          ["photos", file("small.png", 10)],
          ["email", "jo@example.com"],
        ]),
      ),
      { files: LIMITS },
    );
    expect(refusedFiles).toEqual([{ fileName: "huge.png", reason: "too-large" }]);
    expect(formData.getAll("photos").length).toBe(1);
    expect(formData.get("email")).toBe("jo@example.com");
  });

  it("keeps only as many files as allowed and reports the rest", async () => {
    const { formData, refusedFiles } = await readSubmissionWithFiles(
      post(
        formWith([
          ["photos", file("1.png", 10)],
          ["photos", file("2.png", 10)],
          ["photos", file("3.png", 10)],
          ["address", "12 Spon Street"],
        ]),
      ),
      { files: LIMITS },
    );
    expect(refusedFiles).toEqual([{ fileName: "3.png", reason: "too-many" }]);
    expect(formData.getAll("photos").length).toBe(2);
    expect(formData.get("address")).toBe("12 Spon Street");
  });

  it("ignores a file input left empty", async () => {
    // As a browser sends it (undici's FormData would leave out the empty file name).
    const body = [
      "--wfc",
      'Content-Disposition: form-data; name="photos"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      "--wfc--",
      "",
    ].join("\r\n");
    const { formData, refusedFiles } = await readSubmissionWithFiles(
      post(body, { "Content-Type": "multipart/form-data; boundary=wfc" }),
      { files: LIMITS },
    );
    expect(refusedFiles).toEqual([]);
    expect(formData.has("photos")).toBe(false);
  });

  it("reads an urlencoded form as usual", async () => {
    const { formData } = await readSubmissionWithFiles(
      post(new URLSearchParams({ intent: "contact", name: "Jo" })),
      { files: LIMITS },
    );
    expect(Object.fromEntries(formData)).toEqual({ intent: "contact", name: "Jo" });
  });

  it("refuses a form sent from another site", async () => {
    await expect(
      readSubmissionWithFiles(
        post(formWith([["name", "Jo"]]), { Origin: "https://evil.example" }),
        {
          files: LIMITS,
        },
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("refuses a form whose honeypot was filled in", async () => {
    const honeypot = honeypotInputProps();
    const form = formWith([
      [honeypot.nameFieldName, "I am a bot"],
      [honeypot.validFromFieldName ?? "", honeypot.encryptedValidFrom ?? ""],
      ["name", "Jo"],
    ]);
    await expect(
      readSubmissionWithFiles(post(form), { honeypot: true, files: LIMITS }),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });

  it("accepts a form whose honeypot was left empty", async () => {
    const honeypot = honeypotInputProps();
    const form = formWith([
      [honeypot.nameFieldName, ""],
      [honeypot.validFromFieldName ?? "", honeypot.encryptedValidFrom ?? ""],
      ["photos", file("tap.png", 10)],
    ]);
    const { formData } = await readSubmissionWithFiles(post(form), {
      honeypot: true,
      files: LIMITS,
    });
    expect(formData.getAll("photos").length).toBe(1);
  });

  it("refuses oversized text fields with 413", async () => {
    await expect(
      readSubmissionWithFiles(post(formWith([["description", "x".repeat(200_000)]])), {
        files: LIMITS,
      }),
    ).rejects.toMatchObject({ init: { status: 413 } });
    const many: [string, string][] = Array.from({ length: 15 }, (_, index) => [
      `field${index}`,
      "y".repeat(90_000),
    ]);
    await expect(
      readSubmissionWithFiles(post(formWith(many)), { files: LIMITS }),
    ).rejects.toMatchObject({ init: { status: 413 } });
  });

  it("answers 400 to a body that is not valid multipart", async () => {
    await expect(
      readSubmissionWithFiles(
        post("--abc\r\nthis is not a header\r\n\r\nvalue\r\n--abc--\r\n", {
          "Content-Type": "multipart/form-data; boundary=abc",
        }),
        { files: LIMITS },
      ),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });
});

describe("readForm: what no page of this site sends", () => {
  const read = (body: string, headers: Record<string, string>) =>
    readForm(post(body, headers), { schema: FIELDS });
  const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

  it("reads an ordinary form and keeps only the fields the schema declares", async () => {
    const { formData } = await read(
      "name=Jo&email=jo%40example.com&extra=1&__intent__=%7Bbad&__state__=%7Bbad",
      urlencoded,
    );
    expect([...formData.keys()]).toEqual(["name", "email"]);
    expect(formData.get("email")).toBe("jo@example.com");
  });

  it.each([
    ["text/plain", "name=Jo"],
    ["application/json", '{"name":"Jo"}'],
    ["", "name=Jo"],
  ])("answers 415 to a body of type %j", async (type, body) => {
    const request = new Request(`${SITE}/contact`, {
      method: "POST",
      headers: type ? { Origin: SITE, "Content-Type": type } : { Origin: SITE },
      body,
    });
    if (!type) request.headers.delete("Content-Type");
    await expect(readForm(request, { schema: FIELDS })).rejects.toMatchObject({
      init: { status: 415 },
    });
  });

  it.each([
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary=""',
  ])("answers 400 to multipart without a usable boundary (%s)", async (type) => {
    await expect(read("--x\r\n", { "Content-Type": type })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  it("answers 400 to a multipart body cut short", async () => {
    await expect(
      read('--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nJo', {
        "Content-Type": "multipart/form-data; boundary=abc",
      }),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });

  it.each(["email[100000000]", "email[0]", "name.first", "a]"])(
    "refuses the structured name %s before Conform can build anything from it",
    async (name) => {
      await expect(read(`${encodeURIComponent(name)}=x`, urlencoded)).rejects.toMatchObject({
        init: { status: 400 },
      });
    },
  );

  it("answers 413 to too many fields, too long a value, or too large a body", async () => {
    await expect(read("name=x&".repeat(101), urlencoded)).rejects.toMatchObject({
      init: { status: 413 },
    });
    await expect(read(`name=${"x".repeat(20_001)}`, urlencoded)).rejects.toMatchObject({
      init: { status: 413 },
    });
    await expect(read(`name=${"x".repeat(300_000)}`, urlencoded)).rejects.toMatchObject({
      init: { status: 413 },
    });
  });

  it("answers 403 to a foreign or null Origin", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      await expect(
        readForm(post("name=Jo", { ...urlencoded, Origin: origin }), { schema: FIELDS }),
      ).rejects.toMatchObject({ init: { status: 403 } });
    }
  });

  it("passes control characters on to the schema, which answers next to the field", async () => {
    const { formData } = await read("name=Jo%00", urlencoded);
    expect(formData.get("name")).toBe("Jo\u0000");
  });
});
