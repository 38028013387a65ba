import { renderToStaticMarkup } from "react-dom/server";
import type { CustomerMoney } from "~/lib/views/customer-money";
import { CustomerMoneySection } from "./customer-money";

/**
 * The customer's money section as HTML, rendered on the server so none of its code reaches the
 * browser (decision 0073): it has no behaviour of its own (links, and pay buttons that are
 * plain forms), and the three pages that show it hydrate for their other forms within 100 KB
 * of script. React escapes every value, as it does for any page. Empty when there is nothing.
 */
export function customerMoneyHtml(money: CustomerMoney, options: { showJob: boolean }): string {
  return renderToStaticMarkup(<CustomerMoneySection money={money} showJob={options.showJob} />);
}
