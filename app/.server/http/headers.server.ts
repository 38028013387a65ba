/** Merges header sets: every Set-Cookie is kept, other headers are replaced by later ones. */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    const headers = new Headers(source);
    headers.forEach((value, key) => {
      if (key !== "set-cookie") combined.set(key, value);
    });
    for (const cookie of headers.getSetCookie()) combined.append("Set-Cookie", cookie);
  }
  return combined;
}
