import fc from "fast-check";
import type { HarvestedField } from "./form-harvest";

/**
 * Hostile request bodies for one form: the cases issue 8 found (sparse and nested names,
 * Conform's reserved fields, bodies of the wrong type or cut short, control characters) as a
 * fixed list, and fast-check arbitraries that mix the form's own fields with odd names, odd
 * values and odd encodings, so validation paths run as well as the refusals.
 */

export type OriginKind = "same" | "none" | "foreign" | "null" | "malformed" | "foreign-referer";

export interface FuzzInput {
  /** What kind of input this is, for the figures and for a failure report. */
  kind: string;
  /** The Content-Type header, or null to send none. */
  contentType: string | null;
  body: Buffer;
  origin: OriginKind;
  /** Sent without Content-Length (chunked), so the reader must stop at its own limit. */
  chunked?: boolean;
}

type Pair = readonly [name: string, value: string];
interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  withoutDisposition?: boolean;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  "\u007f",
];
// Percent-encodings a decoder must survive: a lone "%", non-hex digits, overlong UTF-8
// ("/" as two and three bytes), a UTF-16 surrogate written as UTF-8, bytes that are never UTF-8.
const BROKEN_ESCAPES = ["%", "%zz", "%C0%AF", "%E0%80%AF", "%ED%A0%80", "%FF%FE", "%F4%90%80%80"];
const INVALID_UTF8 = [
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xff]),
  Buffer.from([0xed, 0xa0, 0x80]),
];

type Encoding = "proper" | "raw" | "broken-percent" | "invalid-utf8";

function encodePart(text: string, encoding: Encoding, salt: number): Buffer {
  if (encoding === "raw") return Buffer.from(text, "utf8");
  const proper = Buffer.from(encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD")));
  if (encoding === "proper") return proper;
  const cut = salt % (proper.length + 1);
  const odd =
    encoding === "broken-percent"
      ? Buffer.from(BROKEN_ESCAPES[salt % BROKEN_ESCAPES.length] ?? "%")
      : (INVALID_UTF8[salt % INVALID_UTF8.length] ?? Buffer.from([0xff]));
  return Buffer.concat([proper.subarray(0, cut), odd, proper.subarray(cut)]);
}

export function urlencoded(pairs: readonly Pair[], encoding: Encoding = "proper"): Buffer {
  const pieces: Buffer[] = [];
  pairs.forEach(([name, value], index) => {
    if (index > 0) pieces.push(Buffer.from("&"));
    pieces.push(encodePart(name, encoding, index * 7 + name.length));
    pieces.push(Buffer.from("="));
    pieces.push(encodePart(value, encoding, index * 13 + value.length));
  });
  return Buffer.concat(pieces);
}

export function multipart(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\n`));
    if (!part.withoutDisposition) {
      const file = part.fileName === undefined ? "" : `; filename="${part.fileName}"`;
      pieces.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"${file}\r\n`));
    }
    if (part.fileName !== undefined) pieces.push(Buffer.from("Content-Type: image/png\r\n"));
    pieces.push(Buffer.from("\r\n"));
    pieces.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function form(kind: string, pairs: readonly Pair[], origin: OriginKind = "same"): FuzzInput {
  return { kind, contentType: FORM, body: urlencoded(pairs), origin };
}

function textFields(fields: readonly HarvestedField[]) {
  return fields.filter((field) => !field.file);
}

/** What a browser would send: each text field with the page's first value for it. */
function defaults(fields: readonly HarvestedField[]): Pair[] {
  return textFields(fields).map((field) => [field.name, field.values[0] ?? "Plausible value"]);
}

function withValue(pairs: readonly Pair[], name: string, value: string): Pair[] {
  return pairs.map(([key, old]) => [key, key === name ? value : old]);
}

/** The fixed list: every case of issue 8's table and the limits of the form reader. */
export function knownCases(fields: readonly HarvestedField[]): FuzzInput[] {
  const base = defaults(fields);
  const names = [...new Set([...textFields(fields).map((field) => field.name), "email"])];
  const first = names[0] ?? "email";
  const fileField = fields.find((field) => field.file)?.name ?? "photos";
  const cases: FuzzInput[] = [];

  for (const name of names) {
    cases.push(form("sparse index", [...base, [`${name}[100000000]`, "x"]]));
    cases.push(form("sparse index", [[`${name}[1000000]`, "x"]]));
    cases.push(form("nested name", [...base, [`${name}.x`, "1"]]));
    cases.push(form("array name", [...base, [`${name}[]`, "x"]]));
  }
  cases.push(form("nested name", [["a.b", "x"]]));
  cases.push(form("conform reserved", [...base, ["__intent__", "garbage"]]));
  cases.push(form("conform reserved", [...base, ["__state__", "{bad"]]));
  cases.push(form("conform reserved", [...base, ["__intent__", "validate/" + first]]));
  cases.push({
    kind: "conform reserved as file",
    contentType: MULTIPART,
    body: multipart([
      ...base.map(([name, value]) => ({ name, value })),
      { name: "__intent__", value: Buffer.from("garbage"), fileName: "intent.txt" },
    ]),
    origin: "same",
  });

  const validMultipart = multipart(base.map(([name, value]) => ({ name, value })));
  const bodyTypes: [string, string | null, Buffer][] = [
    ["text/plain", "text/plain", urlencoded(base)],
    ["json", "application/json", Buffer.from(JSON.stringify(Object.fromEntries(base)))],
    ["no content type", null, urlencoded(base)],
    ["octet-stream", "application/octet-stream", Buffer.from([0, 1, 2, 255])],
    ["multipart without boundary", "multipart/form-data", validMultipart],
    ["multipart empty boundary", "multipart/form-data; boundary=", validMultipart],
    ["multipart quoted empty boundary", 'multipart/form-data; boundary=""', validMultipart],
    ["multipart wrong boundary", "multipart/form-data; boundary=other", validMultipart],
    ["multipart truncated", MULTIPART, validMultipart.subarray(0, validMultipart.length / 2)],
    ["multipart empty", MULTIPART, Buffer.alloc(0)],
    ["urlencoded utf-16 charset", `${FORM}; charset=utf-16`, Buffer.from("\uFEFFa=b", "utf16le")],
  ];
  for (const [kind, contentType, body] of bodyTypes) {
    cases.push({ kind, contentType, body, origin: "same" });
  }
  cases.push({
    kind: "multipart part without Content-Disposition",
    contentType: MULTIPART,
    body: multipart([{ name: first, value: "x", withoutDisposition: true }]),
    origin: "same",
  });
  cases.push({
    kind: "wrong type: file for a text field",
    contentType: MULTIPART,
    body: multipart([
      ...base.map(([name, value]) => ({ name, value })),
      { name: first, value: Buffer.from("x"), fileName: "a.png" },
    ]),
    origin: "same",
  });
  cases.push({
    kind: "wrong type: text for a file field",
    contentType: MULTIPART,
    body: multipart([
      ...base.map(([name, value]) => ({ name, value })),
      { name: fileField, value: "not a file" },
    ]),
    origin: "same",
  });

  const big = "x".repeat(300 * 1024);
  cases.push(form("oversized body", [...base, [first, big]]));
  cases.push({ ...form("oversized body, chunked", [...base, [first, big]]), chunked: true });
  cases.push(form("oversized value", withValue(base, first, "y".repeat(25_000))));
  cases.push(form("oversized name", [...base, ["n".repeat(1000), "x"]]));
  cases.push(
    form("many fields", [...base, ...Array.from({ length: 150 }, (_, i): Pair => [`f${i}`, "x"])]),
  );
  cases.push(
    form(
      "many fields",
      Array.from({ length: 10_000 }, (): Pair => [first, "x"]),
    ),
  );
  cases.push({
    kind: "oversized text part",
    contentType: MULTIPART,
    body: multipart([
      ...base.map(([name, value]) => ({ name, value })),
      { name: first, value: "z".repeat(200_000) },
    ]),
    origin: "same",
  });
  cases.push({
    kind: "oversized file",
    contentType: MULTIPART,
    body: multipart([
      ...base.map(([name, value]) => ({ name, value })),
      { name: fileField, value: Buffer.alloc(11 * 1024 * 1024, 7), fileName: "huge.png" },
    ]),
    origin: "same",
  });

  textFields(fields).forEach((field, index) => {
    const control = CONTROL_CHARACTERS[1 + (index % (CONTROL_CHARACTERS.length - 1))] ?? "\u0001";
    cases.push(form("NUL in a field", withValue(base, field.name, `before\u0000after`)));
    cases.push(form("control character in a field", withValue(base, field.name, `a${control}b`)));
  });
  cases.push(
    form(
      "every control character",
      base.map(([name]) => [name, CONTROL_CHARACTERS.join("")]),
    ),
  );

  BROKEN_ESCAPES.forEach((escape) => {
    const body = Buffer.concat([urlencoded(base), Buffer.from(`&${first}=${escape}`)]);
    cases.push({ kind: "invalid percent-encoding", contentType: FORM, body, origin: "same" });
  });
  INVALID_UTF8.forEach((bytes) => {
    const body = Buffer.concat([urlencoded(base), Buffer.from(`&${first}=`), bytes]);
    cases.push({ kind: "invalid UTF-8", contentType: FORM, body, origin: "same" });
  });

  cases.push(form("duplicated fields", [...base, ...base]));
  cases.push(
    form(
      "duplicated fields",
      Array.from({ length: 50 }, (): Pair => [first, "x"]),
    ),
  );

  for (const origin of ["foreign", "null", "malformed", "foreign-referer", "none"] as const) {
    cases.push(form(`origin ${origin}`, base, origin));
  }
  return cases;
}

const controlString = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

const anyValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 2, arbitrary: controlString },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("{bad", "[]", '{"a":1}', "null", "true", "on", "-1", ""),
  },
  { weight: 1, arbitrary: fc.integer({ min: 19_990, max: 20_010 }).map((n) => "v".repeat(n)) },
);

function valueFor(field: HarvestedField) {
  return field.values.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...field.values) },
        { weight: 2, arbitrary: anyValue },
      )
    : anyValue;
}

function oddName(names: readonly string[]) {
  const known = fc.constantFrom(...names);
  return fc.oneof(
    { weight: 3, arbitrary: known },
    {
      weight: 1,
      arbitrary: fc
        .tuple(known, fc.oneof(fc.nat(), fc.constant(100_000_000)))
        .map(([n, i]) => `${n}[${i}]`),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(known, fc.string({ maxLength: 8 })).map(([n, key]) => `${n}.${key}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("__intent__", "__state__", "intent", "redirectTo") },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 90, maxLength: 120 }) },
  );
}

const originKind = fc.oneof(
  { weight: 12, arbitrary: fc.constant<OriginKind>("same") },
  {
    weight: 1,
    arbitrary: fc.constantFrom<OriginKind>(
      "none",
      "foreign",
      "null",
      "malformed",
      "foreign-referer",
    ),
  },
);

/** Random bodies built from the form's own fields plus odd names, values and encodings. */
export function randomInput(fields: readonly HarvestedField[]): fc.Arbitrary<FuzzInput> {
  const text = textFields(fields);
  const names = [...new Set([...text.map((field) => field.name), "email", "intent"])];
  const ownFields = fc.tuple(
    ...text.map((field) =>
      fc.option(fc.tuple(fc.constant(field.name), valueFor(field)), { freq: 6, nil: null }),
    ),
  );
  const pairs = fc
    .tuple(
      ownFields,
      fc.array(fc.tuple(oddName(names), anyValue), { maxLength: 5 }),
      fc.nat({ max: 3 }),
    )
    .map(([own, extra, copies]) => {
      const kept = own.filter((pair): pair is [string, string] => pair !== null);
      const repeated = Array.from({ length: copies }, () => kept.slice(0, 1)).flat();
      return [...kept, ...repeated, ...extra] as Pair[];
    });
  const encoding = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Encoding>("proper") },
    { weight: 1, arbitrary: fc.constantFrom<Encoding>("raw", "broken-percent", "invalid-utf8") },
  );
  const asForm = fc.tuple(pairs, encoding, originKind).map(([sent, how, origin]): FuzzInput => ({
    kind: `random urlencoded (${how})`,
    contentType: FORM,
    body: urlencoded(sent, how),
    origin,
  }));
  const fileFields = fields.filter((field) => field.file).map((field) => field.name);
  const asMultipart = fc
    .tuple(
      pairs,
      fc.array(
        fc.tuple(
          fc.constantFrom(...fileFields, "__intent__", names[0] ?? "email"),
          fc.uint8Array({ maxLength: 2048 }),
        ),
        { maxLength: 3 },
      ),
      fc.constantFrom("whole", "truncated", "no disposition"),
      originKind,
    )
    .map(([sent, files, shape, origin]): FuzzInput => {
      const parts: Part[] = [
        ...sent.map(([name, value]) => ({
          name,
          value,
          withoutDisposition: shape === "no disposition" && name === names[0],
        })),
        ...files.map(([name, bytes]) => ({
          name,
          value: Buffer.from(bytes),
          fileName: "photo.png",
        })),
      ];
      const body = multipart(parts);
      return {
        kind: `random multipart (${shape})`,
        contentType: MULTIPART,
        body: shape === "truncated" ? body.subarray(0, Math.floor(body.length * 0.6)) : body,
        origin,
      };
    });
  const oddType = fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "application/json",
        "application/xml",
        "",
        "multipart/mixed",
        "*/*",
      ),
      fc.uint8Array({ maxLength: 512 }),
    )
    .map(([contentType, bytes]): FuzzInput => ({
      kind: "random content type",
      contentType: contentType === "" ? null : contentType,
      body: Buffer.from(bytes),
      origin: "same",
    }));
  return fc.oneof(
    { weight: 6, arbitrary: asForm },
    { weight: 3, arbitrary: asMultipart },
    { weight: 1, arbitrary: oddType },
  );
}
