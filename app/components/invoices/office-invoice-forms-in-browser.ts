// The invoice page's office forms, as the browser loads them once the page is up (decision 0090).
export { CreditForms, DraftLineForms, PaymentForm } from "./office-invoice-forms";
