import { describe, expect, it } from "vitest";
import { DEFAULT_ROLE, ROLE_LABELS, ROLES, primaryRole } from "./roles";

describe("primaryRole", () => {
  it("prefers admin over engineer and client", () => {
    expect(primaryRole(["client", "engineer", "admin"])).toBe("admin");
    expect(primaryRole(["admin", "client"])).toBe("admin");
    expect(primaryRole(["engineer", "admin"])).toBe("admin");
  });

  it("prefers engineer over client", () => {
    expect(primaryRole(["client", "engineer"])).toBe("engineer");
    expect(primaryRole(["engineer"])).toBe("engineer");
  });

  it("returns client when client is the only role", () => {
    expect(primaryRole(["client"])).toBe("client");
  });

  it("treats a user without roles as a client", () => {
    expect(primaryRole([])).toBe("client");
    expect(primaryRole([])).toBe(DEFAULT_ROLE);
  });

  it("ignores duplicates and order", () => {
    expect(primaryRole(["client", "client", "engineer", "engineer"])).toBe("engineer");
  });
});

describe("role constants", () => {
  it("defaults to client", () => {
    expect(DEFAULT_ROLE).toBe("client");
  });

  it("lists roles in priority order, each with a label", () => {
    expect(ROLES).toEqual(["admin", "engineer", "client"]);
    for (const role of ROLES) expect(ROLE_LABELS[role]).toMatch(/\S/);
  });
});
