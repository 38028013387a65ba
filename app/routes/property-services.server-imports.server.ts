// What the property services page's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { propertyEnquirySchema } from "~/lib/schemas/validation.server";
export { answerEnquiryForm } from "~/routes/contact.enquiry-form.server";
export { loadInfoPage } from "~/.server/pages/info-page.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { readForm } from "~/.server/http/form.server";
