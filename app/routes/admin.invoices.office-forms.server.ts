// The invoice page's office forms as the server renders them: the page takes them from here,
// where they are nothing in the browser, and loads them there once it is up (decision 0090).
export {
  CreditForms,
  DraftLineForms,
  PaymentForm,
} from "~/components/invoices/office-invoice-forms";
