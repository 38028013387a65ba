// What a review's office page's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { requireRole } from "~/.server/http/guards.server";
export { readForm } from "~/.server/http/form.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { notFound } from "~/.server/http/not-found.server";
export { answerReviewForm } from "~/routes/admin.testimonials.form-answers.server";
export { reviewRecord } from "~/.server/reviews/review-pages.server";
export { TESTIMONIAL_FORM_SCHEMAS } from "~/lib/schemas/validation.server";
