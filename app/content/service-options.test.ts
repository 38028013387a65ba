import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "./service-options";
import { services } from "./services";

describe("SERVICE_OPTIONS", () => {
  it("names every service page, in the pages' order", () => {
    expect(SERVICE_OPTIONS).toEqual(services.map(({ slug, name }) => ({ slug, name })));
  });
});
