import { describe, expect, it } from "vitest";
import { organisationHome, organisationLink, profilePath } from "./member-home";

const MOAT = { slug: "moathouse", name: "Moat House Lettings" };
const EMPIRE = { slug: "empire", name: "Empire Property" };

describe("where a member of organisations goes", () => {
  it("sends a member of exactly one organisation to it, and keeps the profile at ?account", () => {
    expect(organisationHome("client", [MOAT])).toBe("/org/moathouse");
    expect(profilePath("client", [MOAT])).toBe("/dashboard?account");
    expect(organisationLink("client", [MOAT])).toEqual({
      to: "/org/moathouse",
      label: "Moat House Lettings",
      reportTo: "/org/moathouse/report",
    });
  });

  it("keeps a member of several on the dashboard, which lists them", () => {
    expect(organisationHome("client", [EMPIRE, MOAT])).toBeNull();
    expect(profilePath("client", [EMPIRE, MOAT])).toBe("/dashboard");
    expect(organisationLink("client", [EMPIRE, MOAT])).toEqual({
      to: "/dashboard",
      label: "Your organisations",
      reportTo: "/dashboard",
    });
  });

  it("leaves staff in their own area and everyone else as they were", () => {
    expect(organisationHome("admin", [MOAT])).toBeNull();
    expect(organisationHome("engineer", [MOAT])).toBeNull();
    expect(profilePath("engineer", [])).toBe("/dashboard?account");
    expect(organisationLink("admin", [EMPIRE, MOAT])?.to).toBe("/dashboard?account");
    expect(organisationHome("client", [])).toBeNull();
    expect(profilePath("client", [])).toBe("/dashboard");
    expect(organisationLink("client", [])).toBeNull();
  });
});
