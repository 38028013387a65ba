import { Transform } from "node:stream";

/**
 * The rendered page's bytes without NUL (0x00) bytes.
 *
 * React 18's streaming renderer (`renderToPipeableStream`) fills a 2048-byte buffer; when a
 * multi-byte character (’, –, £…) does not fit at its end, it sends the whole buffer, unused
 * last bytes included, as zeros: a U+0000 or two in the middle of the page, which HTML
 * forbids (React 19 sends only the written part). UTF-8 uses the byte 0x00 for nothing but
 * U+0000, so dropping every one restores the page exactly.
 */
export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
