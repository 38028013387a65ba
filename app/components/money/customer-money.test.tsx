import { describe, expect, it } from "vitest";
import type { CustomerInvoice, CustomerMoney } from "~/lib/views/customer-money";
import { renderToStaticMarkup } from "react-dom/server";
import { CustomerMoneySection } from "./customer-money";

/** As customer-money.server.tsx renders it for the pages. */
function customerMoneyHtml(money: CustomerMoney, options: { showJob: boolean }): string {
  return renderToStaticMarkup(<CustomerMoneySection money={money} showJob={options.showJob} />);
}

const TOKEN = "A".repeat(43);

function invoice(overrides: Partial<CustomerInvoice> = {}): CustomerInvoice {
  return {
    id: "inv-1",
    number: "INV-000001",
    jobReference: "CV-2026-000001",
    issueDate: "2026-11-20",
    dueDate: "2026-12-04",
    standing: {
      status: "due",
      grossPence: 12_000,
      paidPence: 2_000,
      creditedPence: 0,
      balancePence: 10_000,
      partPaid: true,
    },
    path: `/invoice/${TOKEN}`,
    payPath: `/pay/invoice/${TOKEN}`,
    receipts: [
      {
        id: "p-1",
        receivedOn: "2026-11-25",
        method: "cash",
        amountPence: 2_000,
        pending: false,
        toBeRefunded: false,
      },
    ],
    creditNotes: [],
    ...overrides,
  };
}

function money(overrides: Partial<CustomerMoney> = {}): CustomerMoney {
  return {
    quotes: [],
    invoices: [invoice()],
    owedPence: 10_000,
    payOnline: true,
    bank: null,
    ...overrides,
  };
}

describe("the customer's money section", () => {
  it("offers what is owed through the pay button's plain form, with the invoice, its PDF and payments", () => {
    const html = customerMoneyHtml(money(), { showJob: true });
    expect(html).toContain(`<form method="post" action="/pay/invoice/${TOKEN}">`);
    expect(html).toContain("Pay £100.00");
    expect(html).toContain(`href="/invoice/${TOKEN}.pdf"`);
    expect(html).toContain("Job CV-2026-000001");
    expect(html).toContain("Still to pay: <strong");
    expect(html).toMatch(/25 November 2026<\/td><td[^>]*>Cash<\/td>/);
  });

  it("has no pay button without Stripe, and says how to pay by bank transfer instead", () => {
    const html = customerMoneyHtml(
      money({
        payOnline: false,
        invoices: [invoice({ payPath: null })],
        bank: { accountName: "We Fix Coventry Ltd", sortCode: "401234", accountNumber: "12345678" },
      }),
      { showJob: false },
    );
    expect(html).not.toContain("<form");
    expect(html).toContain("Pay by bank transfer");
    expect(html).toContain("40-12-34");
    expect(html).not.toContain("Job CV-2026-000001");
  });

  it("is empty when there is neither a quote nor an invoice", () => {
    expect(customerMoneyHtml(money({ invoices: [], owedPence: 0 }), { showJob: true })).toBe("");
  });
});
