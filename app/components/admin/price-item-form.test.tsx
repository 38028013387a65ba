import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { PriceListItem } from "~/lib/prices";
import { PriceItemForm } from "./price-item-form";

function render(vatIncluded: boolean): string {
  const item: PriceListItem = {
    key: "callout.standard",
    category: "general",
    label: "Call-out including the first hour",
    pricePence: 4500,
    basis: "fixed",
  };
  const router = createMemoryRouter([
    {
      path: "/",
      element: <PriceItemForm item={item} lastResult={undefined} vatIncluded={vatIncluded} />,
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("PriceItemForm", () => {
  it("says the price includes VAT only while the business is VAT-registered (decision 0088)", () => {
    expect(render(true)).toContain("Price (£, VAT included)</label>");
    const unregistered = render(false);
    expect(unregistered).toContain("Price (£)</label>");
    expect(unregistered).not.toContain("VAT");
  });
});
