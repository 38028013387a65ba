import { describe, expect, it } from "vitest";
import {
  clientAddressFrom,
  normalizedAddress,
  resetProxySettingCheck,
  SOCKET_ADDRESS_HEADER,
  UNKNOWN_ADDRESS,
  warnWhenProxySettingDisagrees,
} from "./client-ip.server";

const behindOneProxy = { hops: 1, socketHeaderTrusted: true };

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe("clientAddressFrom", () => {
  it("maps 60 sign-ins that each forge a new left-most X-Forwarded-For to one address", () => {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 60; attempt++) {
      // The client writes its own X-Forwarded-For; the proxy appends the address it saw.
      const forged = `10.${attempt}.${attempt * 3}.${attempt + 1}`;
      seen.add(
        clientAddressFrom(headers({ "X-Forwarded-For": `${forged}, 203.0.113.9` }), behindOneProxy),
      );
    }
    expect([...seen]).toEqual(["203.0.113.9"]);
  });

  it("takes the entry the nearest trusted proxy added: the N-th from the right", () => {
    const chain = headers({ "X-Forwarded-For": "1.1.1.1, 198.51.100.7, 10.0.0.2" });
    expect(clientAddressFrom(chain, { hops: 1, socketHeaderTrusted: false })).toBe("10.0.0.2");
    expect(clientAddressFrom(chain, { hops: 2, socketHeaderTrusted: false })).toBe("198.51.100.7");
    expect(clientAddressFrom(chain, { hops: 3, socketHeaderTrusted: false })).toBe("1.1.1.1");
  });

  it("reads entries across repeated X-Forwarded-For headers", () => {
    const repeated = new Headers();
    repeated.append("X-Forwarded-For", "6.6.6.6");
    repeated.append("X-Forwarded-For", "203.0.113.9");
    expect(clientAddressFrom(repeated, behindOneProxy)).toBe("203.0.113.9");
  });

  it("shares one bucket when fewer entries than proxies arrived (the proxy was bypassed)", () => {
    expect(clientAddressFrom(headers({}), behindOneProxy)).toBe(UNKNOWN_ADDRESS);
    expect(
      clientAddressFrom(headers({ "X-Forwarded-For": "203.0.113.9" }), {
        hops: 2,
        socketHeaderTrusted: true,
      }),
    ).toBe(UNKNOWN_ADDRESS);
  });

  it("never uses an entry that is not an address", () => {
    for (const value of ["1.1.1.1, nonsense", "1.1.1.1, 999.1.1.1", "<script>", "1.1.1.1,,"]) {
      expect(clientAddressFrom(headers({ "X-Forwarded-For": value }), behindOneProxy)).toBe(
        UNKNOWN_ADDRESS,
      );
    }
  });

  it("with no proxy (hops 0) uses only the socket address our server wrote", () => {
    const request = headers({
      "X-Forwarded-For": "6.6.6.6",
      [SOCKET_ADDRESS_HEADER]: "::ffff:192.0.2.4",
    });
    expect(clientAddressFrom(request, { hops: 0, socketHeaderTrusted: true })).toBe("192.0.2.4");
  });

  it("with no proxy and no server of ours in front, every client shares one bucket", () => {
    // Under `remix dev` nothing removes a socket address header the client made up.
    const request = headers({ "X-Forwarded-For": "6.6.6.6", [SOCKET_ADDRESS_HEADER]: "7.7.7.7" });
    expect(clientAddressFrom(request, { hops: 0, socketHeaderTrusted: false })).toBe(
      UNKNOWN_ADDRESS,
    );
  });
});

describe("normalizedAddress", () => {
  it("accepts the forms proxies write and gives one spelling per address", () => {
    expect(normalizedAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(normalizedAddress(" 203.0.113.9:4711 ")).toBe("203.0.113.9");
    expect(normalizedAddress("::FFFF:203.0.113.9")).toBe("203.0.113.9");
    expect(normalizedAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizedAddress("2001:db8::1")).toBe("2001:db8::1");
  });

  it("refuses anything else", () => {
    for (const value of ["", "unknown", "example.com", "1.2.3", "1.2.3.4.5", "[::1", null]) {
      expect(normalizedAddress(value)).toBeUndefined();
    }
  });
});

describe("warnWhenProxySettingDisagrees", () => {
  function warnings(requests: Array<string | null>, hops: number): string[] {
    resetProxySettingCheck();
    const said: string[] = [];
    for (const forwardedFor of requests) {
      warnWhenProxySettingDisagrees(forwardedFor, hops, (message) => said.push(message));
    }
    return said;
  }

  it("says nothing when the requests agree with the setting", () => {
    expect(warnings([null, null, null], 0)).toEqual([]);
    expect(warnings(["203.0.113.9", "1.1.1.1, 203.0.113.9"], 1)).toEqual([]);
  });

  it("says once that a header arrives while no proxy is declared", () => {
    const said = warnings([null, "203.0.113.9", "203.0.113.10"], 0);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("TRUST_PROXY_HOPS is 0");
  });

  it("says once that requests did not come through the declared proxies", () => {
    const said = warnings([null, null, "203.0.113.9"], 1);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("TRUST_PROXY_HOPS=0");
    expect(warnings(["203.0.113.9"], 2)[0]).toContain("1 X-Forwarded-For entry");
  });

  it("looks only at the first requests after the start", () => {
    expect(warnings([...Array<null>(50).fill(null), "203.0.113.9"], 0)).toEqual([]);
  });
});
