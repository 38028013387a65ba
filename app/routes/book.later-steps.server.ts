// The booking's later steps as the server renders them. The page takes them from here, where
// they are nothing in the browser, and loads them there when it is up (book._index.tsx): every
// first visit opens at the first step, so the window picker, the contact step and the review
// step's photo input and phone formatting are not part of the first load (decision 0063).
export { ContactStep } from "~/components/booking/contact-step";
export { ReviewStep } from "~/components/booking/review-step";
export { SlotStep } from "~/components/booking/slot-step";
