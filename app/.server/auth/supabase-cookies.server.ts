import {
  isChunkLike,
  parseCookieHeader,
  serializeCookieHeader,
  type CookieMethodsServer,
} from "@supabase/ssr";

export interface RequestCookieJar {
  /** What createServerClient's `cookies` option is given. */
  readonly methods: Required<Pick<CookieMethodsServer, "getAll" | "setAll">>;
  /** True while a cookie named `key`, or a chunk of it (`key.0`, `key.1`...), is there. */
  holds(key: string): boolean;
  /** True once a value (not a removal) has been written for `key` or one of its chunks. */
  wrote(key: string): boolean;
  /** One Set-Cookie header per cookie written, in its last state. */
  setCookieHeaders(): Headers;
}

/**
 * One request's cookies as @supabase/ssr's server client reads (`getAll`) and writes
 * (`setAll`) them. Reads see the request's cookies changed by what this answer already sets, as
 * Next.js's cookie store does, so a later step of the same request (a sign-out after a refresh
 * that chunked the session differently) removes the chunks an earlier step wrote. A cookie
 * written twice is sent once, in its last state: browsers apply Set-Cookie headers in order,
 * but one header per name leaves nothing to order.
 */
export function requestCookieJar(cookieHeader: string | null): RequestCookieJar {
  const current = new Map<string, string>();
  for (const { name, value } of parseCookieHeader(cookieHeader ?? "")) {
    if (value !== undefined) current.set(name, value);
  }
  const outgoing = new Map<string, string>();
  const written = new Set<string>();

  return {
    methods: {
      getAll: () => [...current].map(([name, value]) => ({ name, value })),
      setAll(cookies) {
        for (const { name, value, options } of cookies) {
          const removed = value === "" || options.maxAge === 0;
          if (removed) current.delete(name);
          else {
            current.set(name, value);
            written.add(name);
          }
          outgoing.set(name, serializeCookieHeader(name, value, options));
        }
      },
    },
    holds: (key) => [...current.keys()].some((name) => isChunkLike(name, key)),
    wrote: (key) => [...written].some((name) => isChunkLike(name, key)),
    setCookieHeaders() {
      const headers = new Headers();
      for (const setCookie of outgoing.values()) headers.append("Set-Cookie", setCookie);
      return headers;
    },
  };
}
