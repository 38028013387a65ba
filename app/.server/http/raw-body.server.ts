/** A body read byte for byte (a webhook's signature covers the exact bytes), or why not. */
export type RawBody = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 413 };

/** Reads at most `limit` bytes; a larger body is refused without being held in memory. */
export async function readRawBody(request: Request, limit: number): Promise<RawBody> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const chunk = await reader.read().catch(() => null);
    if (!chunk) return { ok: false, status: 400 };
    if (chunk.done) break;
    bytes += chunk.value.byteLength;
    if (bytes > limit) {
      // As the form reader does: the server discards the rest after the answer.
      reader.releaseLock();
      return { ok: false, status: 413 };
    }
    chunks.push(chunk.value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
