const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** 4500 → "£45.00" */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

export function describePrice(item: {
  pricePence: number;
  basis: "fixed" | "from" | "per-hour";
}): string {
  const amount = formatPence(item.pricePence);
  if (item.basis === "from") return `from ${amount}`;
  if (item.basis === "per-hour") return `${amount} an hour`;
  return amount;
}

/** Pence as the spend-limit field shows them: 25000 → "250", 25050 → "250.50". */
export function poundsForInput(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}
