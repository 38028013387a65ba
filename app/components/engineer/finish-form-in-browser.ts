// The job page's parts for the end of a visit, as the page loads them once it is up (decision
// 0067): the finish form, and "Take payment" once the job is finished (0072). A module of its
// own, not finish-form.tsx itself: with finish-form.tsx as the entry of the lazy chunk, esbuild
// laid out the framework chunk every page loads in another order, which gzipped 0.5 KB larger.
export { FinishForm } from "./finish-form";
export { TakePaymentSection } from "./take-payment";
