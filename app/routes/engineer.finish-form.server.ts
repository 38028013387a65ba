// The finish form and "Take payment" as the server renders them. The job page takes them from
// here, where they are nothing in the browser, and loads them there once the page is up
// (engineer.jobs.$reference.tsx): they are needed only at the end of a visit, so they are not
// part of the page's first load (decisions 0067, 0072).
export { FinishForm } from "~/components/engineer/finish-form";
export { TakePaymentSection } from "~/components/engineer/take-payment";
