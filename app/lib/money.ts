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
