import { describe, expect, it } from "vitest";
import { createRouteNamer, type RouteManifest } from "./route-id.server";

type Manifest = Record<string, NonNullable<RouteManifest[string]>>;

function route(
  id: string,
  parentId: string | undefined,
  shape: { path?: string; index?: boolean },
): Manifest[string] {
  return { id, parentId, ...shape };
}

// The shape remix build gives flat routes: ids are file names, paths are relative to the parent.
const manifest: Manifest = {
  root: route("root", undefined, { path: "" }),
  "routes/_index": route("routes/_index", "root", { index: true }),
  "routes/track.$token": route("routes/track.$token", "root", { path: "track/:token" }),
  "routes/track.$token.events": route("routes/track.$token.events", "routes/track.$token", {
    path: "events",
  }),
  "routes/admin": route("routes/admin", "root", { path: "admin" }),
  "routes/admin.jobs.$reference": route("routes/admin.jobs.$reference", "routes/admin", {
    path: "jobs/:reference",
  }),
  "routes/invoice.$token[.]pdf": route("routes/invoice.$token[.]pdf", "root", {
    path: "invoice/:token.pdf",
  }),
  "routes/$": route("routes/$", "root", { path: "*" }),
};

describe("createRouteNamer", () => {
  const name = createRouteNamer(() => manifest);

  it("names the deepest route that answers, never the path", () => {
    expect(name("/")).toBe("routes/_index");
    expect(name("/track/q3Z9xK2mW7vR4tY8uP1sL6nB0cD5fG3hJ9kA2eQ7wE4")).toBe("routes/track.$token");
    expect(name("/track/abc/events")).toBe("routes/track.$token.events");
    expect(name("/admin/jobs/WFC-1234")).toBe("routes/admin.jobs.$reference");
    expect(name("/invoice/abc.pdf")).toBe("routes/invoice.$token[.]pdf");
  });

  it("names a page's data request (single fetch) after the page", () => {
    expect(name("/admin/jobs/WFC-1234.data")).toBe("routes/admin.jobs.$reference");
    expect(name("/_root.data")).toBe("routes/_index");
  });

  it("gives unknown paths to the catch-all route", () => {
    expect(name("/no/such/page")).toBe("routes/$");
  });

  it("says unmatched when no route takes the path", () => {
    const { "routes/$": _catchAll, ...withoutCatchAll } = manifest;
    expect(createRouteNamer(() => withoutCatchAll)("/no/such/page")).toBe("unmatched");
  });
});
