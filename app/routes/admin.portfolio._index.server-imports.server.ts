// What the portfolio list's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { requireRole } from "~/.server/http/guards.server";
export { readForm } from "~/.server/http/form.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { answerPortfolioList } from "~/routes/admin.portfolio.form-answers.server";
export {
  listPortfolioProjects,
  parsePortfolioCursor,
} from "~/.server/portfolio/portfolio-read.server";
export { storage } from "~/.server/storage/storage.server";
export { moveProjectSchema, projectFromJobSchema } from "~/lib/schemas/validation.server";
