// The contact form as the assistant's page renders it on the server: the page takes it from
// here, where it is nothing in the browser, and loads it there when it is shown (decision 0090).
export { ContactForm } from "~/components/contact-form";
