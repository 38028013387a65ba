import { describe, expect, it } from "vitest";
import { staffAreaOf } from "./staff-area";

describe("staffAreaOf", () => {
  it("puts the office pages and the blog editor in the office area for an admin", () => {
    expect(staffAreaOf("/admin", "admin")).toBe("office");
    expect(staffAreaOf("/admin/jobs/WFC-1", "admin")).toBe("office");
    expect(staffAreaOf("/blog/admin/new", "admin")).toBe("office");
  });

  it("puts the engineer's pages in the engineer area", () => {
    expect(staffAreaOf("/engineer", "engineer")).toBe("engineer");
    expect(staffAreaOf("/engineer/jobs/WFC-1", "engineer")).toBe("engineer");
  });

  it("keeps the public header on public pages and for people who are not staff", () => {
    expect(staffAreaOf("/", "admin")).toBeNull();
    expect(staffAreaOf("/blog/some-post", "admin")).toBeNull();
    expect(staffAreaOf("/administer", "admin")).toBeNull();
    expect(staffAreaOf("/engineer-mobile", "engineer")).toBeNull();
    expect(staffAreaOf("/admin", "client")).toBeNull();
    expect(staffAreaOf("/engineer", null)).toBeNull();
  });
});
