import { seededQuoteToken } from "./seeded-quote-token";

/**
 * Who may GET which route: one row per route module in app/routes, keyed by its file name.
 * tests/e2e/route-access.http.spec.ts fails when a route file has no row here or a row names
 * a file that no longer exists, so every new route states its access rule in this table.
 */

export const ROLES = ["anonymous", "client", "engineer", "admin", "organisationMember"] as const;
export type Role = (typeof ROLES)[number];

/** The demo accounts (README.md) that stand for each signed-in role. */
export const ROLE_ACCOUNTS: Record<
  Exclude<Role, "anonymous">,
  { email: string; password: string }
> = {
  client: { email: "client@example.com", password: "demo-client-2026" },
  engineer: { email: "engineer@example.com", password: "demo-engineer-2026" },
  admin: { email: "admin@example.com", password: "demo-admin-2026" },
  organisationMember: { email: "moathouse@example.com", password: "demo-moathouse-2026" },
};

/** A status (405: POST only), or a redirect (302 or 303) to exactly this location. */
export type Expected = 200 | 400 | 403 | 404 | 405 | { redirect: string };

export interface RouteAccess {
  /** A URL of this route to GET: params filled in with an example (an unknown token is fine). */
  path: string;
  expect: Record<Role, Expected>;
}

// Well-formed (43 base64url characters) but unknown: the token lookup runs and misses.
const UNKNOWN_TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

function everyone(expected: Expected): Record<Role, Expected> {
  return {
    anonymous: expected,
    client: expected,
    engineer: expected,
    admin: expected,
    organisationMember: expected,
  };
}

function signInFirst(path: string): Expected {
  return { redirect: `/auth?${new URLSearchParams({ redirectTo: path })}` };
}

/** Anyone may open it, signed in or not. */
function open(path: string, expected: Expected = 200): RouteAccess {
  return { path, expect: everyone(expected) };
}

/** Only for signed-out visitors: a signed-in account is sent on to its dashboard. */
function signedOutOnly(path: string): RouteAccess {
  return {
    path,
    expect: { ...everyone({ redirect: "/dashboard" }), anonymous: 200 },
  };
}

/** Needs an account; `signedIn` says what each role gets (default: the same for all). */
function account(
  path: string,
  signedIn: Partial<Record<Exclude<Role, "anonymous">, Expected>> & { others?: Expected },
): RouteAccess {
  const others = signedIn.others ?? 200;
  return {
    path,
    expect: {
      anonymous: signInFirst(path),
      client: signedIn.client ?? others,
      engineer: signedIn.engineer ?? others,
      admin: signedIn.admin ?? others,
      organisationMember: signedIn.organisationMember ?? others,
    },
  };
}

/** A page of moathouse, the organisation of the organisationMember account. */
function ownOrganisation(path: string): RouteAccess {
  return account(path, { organisationMember: 200, admin: 200, others: 404 });
}

/** A page of an organisation the organisationMember account does not belong to. */
function otherOrganisation(path: string): RouteAccess {
  return account(path, { admin: 200, others: 404 });
}

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  "$.tsx": open("/no-such-page", 404),
  "_index.tsx": open("/"),
  "about.tsx": open("/about"),
  // The office's layout (navigation and its counts) around every /admin page.
  "admin.tsx": account("/admin", { admin: 200, others: 403 }),
  "admin._index.tsx": account("/admin", { admin: 200, others: 403 }),
  // The office's inbox of enquiries; an unknown or malformed enquiry is a 404 for the office only.
  "admin.contacts._index.tsx": account("/admin/contacts", { admin: 200, others: 403 }),
  "admin.contacts.$contactId.tsx": account("/admin/contacts/999999999", {
    admin: 404,
    others: 403,
  }),
  // Reviews waiting for moderation, and one review's page; an unknown review is a 404 for the office only.
  "admin.testimonials._index.tsx": account("/admin/testimonials", { admin: 200, others: 403 }),
  "admin.testimonials.$testimonialId.tsx": account("/admin/testimonials/999999999", {
    admin: 404,
    others: 403,
  }),
  "admin.engineers.tsx": account("/admin/engineers", { admin: 200, others: 403 }),
  "admin.portfolio._index.tsx": account("/admin/portfolio", { admin: 200, others: 403 }),
  "admin.portfolio.new.tsx": account("/admin/portfolio/new", { admin: 200, others: 403 }),
  "admin.portfolio.$projectId.tsx": account("/admin/portfolio/999999999", {
    admin: 404,
    others: 403,
  }),
  "admin.settings._index.tsx": account("/admin/settings", { admin: 200, others: 403 }),
  "admin.jobs._index.tsx": account("/admin/jobs", { admin: 200, others: 403 }),
  // An unknown reference is the one 404, for the office only.
  "admin.jobs.$reference_.quote.tsx": account("/admin/jobs/CV-2026-999999/quote", {
    admin: 404,
    others: 403,
  }),
  "admin.jobs.$reference.tsx": account("/admin/jobs/CV-2026-999999", { admin: 404, others: 403 }),
  "admin.jobs.new.tsx": account("/admin/jobs/new", { admin: 200, others: 403 }),
  "admin.jobs.new-organisation.tsx": account("/admin/jobs/new-organisation", {
    admin: 200,
    others: 403,
  }),
  "admin.jobs[.]csv.tsx": account("/admin/jobs.csv", { admin: 200, others: 403 }),
  "admin.invoices._index.tsx": account("/admin/invoices", { admin: 200, others: 403 }),
  "admin.invoices.$invoiceId.tsx": account(`/admin/invoices/${UNKNOWN_ID}`, {
    admin: 404,
    others: 403,
  }),
  "admin.invoices[.]csv.tsx": account("/admin/invoices.csv", { admin: 200, others: 403 }),
  "admin.reports._index.tsx": account("/admin/reports", { admin: 200, others: 403 }),
  "admin.reports[.]csv.tsx": account("/admin/reports.csv?figure=revenue", {
    admin: 200,
    others: 403,
  }),
  // Every account; an unknown or malformed account id is a 404 for the office only.
  "admin.users._index.tsx": account("/admin/users", { admin: 200, others: 403 }),
  "admin.users.$userId.tsx": account(`/admin/users/${UNKNOWN_ID}`, { admin: 404, others: 403 }),
  // The board's live stream; a bad day is a 400 before any stream opens (a GET here cannot
  // wait for a stream that never ends).
  "admin.events.tsx": account("/admin/events?day=nonsense", { admin: 400, others: 403 }),
  // The office's clients; an unknown client is a 404 for the office only.
  "admin.clients._index.tsx": account("/admin/clients", { admin: 200, others: 403 }),
  "admin.clients.$clientId.tsx": account(`/admin/clients/${UNKNOWN_ID}`, {
    admin: 404,
    others: 403,
  }),
  "admin.clients.$clientId.export[.]json.tsx": account(`/admin/clients/${UNKNOWN_ID}/export.json`, {
    admin: 404,
    others: 403,
  }),
  "admin.clients.$clientId.export[.]csv.tsx": account(`/admin/clients/${UNKNOWN_ID}/export.csv`, {
    admin: 404,
    others: 403,
  }),
  // The office's organisations; an unknown slug is a 404 for the office only.
  "admin.organizations._index.tsx": account("/admin/organizations", { admin: 200, others: 403 }),
  "admin.settings.prices.tsx": account("/admin/settings/prices", { admin: 200, others: 403 }),
  "admin.organizations.new.tsx": account("/admin/organizations/new", { admin: 200, others: 403 }),
  "admin.organizations.$slug.tsx": account("/admin/organizations/moathouse", {
    admin: 200,
    others: 403,
  }),
  "areas-we-cover.tsx": open("/areas-we-cover"),
  "auth._index.tsx": signedOutOnly("/auth"),
  "auth.forgot-password.tsx": signedOutOnly("/auth/forgot-password"),
  // The form itself; an unknown token is refused when the new password is sent.
  "auth.reset-password.tsx": open("/auth/reset-password?token=nonsense"),
  "auth.sign-out.tsx": open("/auth/sign-out", { redirect: "/dashboard" }),
  "auth.verify.tsx": open("/auth/verify?token=nonsense", { redirect: "/auth" }),
  "blog.$slug.tsx": open("/blog/preparing-coventry-home-for-winter"),
  "blog._index.tsx": open("/blog"),
  // The office's layout around the blog editor.
  "blog.admin.tsx": account("/blog/admin", { admin: 200, others: 403 }),
  "blog.starter.tsx": account("/blog/starter", { admin: 200, others: 403 }),
  "blog.admin._index.tsx": account("/blog/admin?status=draft", { admin: 200, others: 403 }),
  "blog.admin.new.tsx": account("/blog/admin/new", { admin: 200, others: 403 }),
  "blog.admin.$postId.tsx": account("/blog/admin/999999999", { admin: 404, others: 403 }),
  "blog.admin.preview.tsx": account("/blog/admin/preview", { admin: 404, others: 403 }),
  "ai-assistant.tsx": open("/ai-assistant"),
  "ai-assistant.answer.tsx": open("/ai-assistant/answer", { redirect: "/ai-assistant" }),
  "book._index.tsx": open("/book"),
  "book.confirmed.tsx": open("/book/confirmed"),
  "book.windows.tsx": open("/book/windows?date=2030-01-01"),
  "booking-system.tsx": open("/booking-system"),
  // Clients see their own jobs; admins hold every area.
  "client._index.tsx": account("/client", { engineer: 403 }),
  "client.photos.$photoId.tsx": account(`/client/photos/${UNKNOWN_ID}`, {
    engineer: 403,
    others: 404,
  }),
  "contact.tsx": open("/contact"),
  // Staff land in their own area; their profile page is /dashboard?account.
  // …and a member of exactly one organisation in its portal.
  "dashboard.tsx": account("/dashboard", {
    engineer: { redirect: "/engineer" },
    admin: { redirect: "/admin" },
    organisationMember: { redirect: "/org/moathouse" },
  }),
  "emergency-callout.tsx": open("/emergency-callout"),
  // The engineer's day: engineers, and admins (who see the jobs given to them).
  "engineer._index.tsx": account("/engineer", { engineer: 200, admin: 200, others: 403 }),
  // Only a job given to the signed-in engineer; any other reference is the same 404.
  "engineer.jobs.$reference.tsx": account("/engineer/jobs/CV-2026-999999", {
    engineer: 404,
    admin: 404,
    others: 403,
  }),
  // The offline queue's endpoint: opened directly, the day it sends to.
  "engineer.sync.tsx": account("/engineer/sync", {
    engineer: { redirect: "/engineer" },
    admin: { redirect: "/engineer" },
    others: 403,
  }),
  "engineer.photos.$photoId.tsx": account(`/engineer/photos/${UNKNOWN_ID}`, {
    engineer: 404,
    admin: 404,
    others: 403,
  }),
  "engineer-mobile.tsx": open("/engineer-mobile"),
  // The fixed addresses of the three organisations: the same guard as /org/{slug}.
  "empire.tsx": otherOrganisation("/empire"),
  "empire_.jobs.tsx": otherOrganisation("/empire/jobs"),
  "faq.tsx": open("/faq"),
  "handylot.tsx": otherOrganisation("/handylot"),
  "handylot_.jobs.tsx": otherOrganisation("/handylot/jobs"),
  "guides.$slug.tsx": open("/guides/how-to-fix-leaky-tap-coventry"),
  "guides._index.tsx": open("/guides"),
  "locations.$slug.tsx": open("/locations/coventry-handyman"),
  // Staff only; an unknown key is a 404 for them.
  // The public site's pictures: anyone's; an unknown name is the 404 for everyone.
  "media.site.$.tsx": open(`/media/site/portfolio/${"0".repeat(32)}-960.webp`, 404),
  "media.$.tsx": account("/media/jobs/unknown.webp", { admin: 404, engineer: 404, others: 403 }),
  "moathouse.tsx": ownOrganisation("/moathouse"),
  "moathouse_.jobs.tsx": ownOrganisation("/moathouse/jobs"),
  "mobile.tsx": open("/mobile"),
  // What the service worker shows for a page it has no copy of.
  "offline.tsx": open("/offline"),
  // An organisation's pages: its members and the office; everyone else the same 404.
  "org.$slug._index.tsx": ownOrganisation("/org/moathouse"),
  "org.$slug.jobs._index.tsx": ownOrganisation("/org/moathouse/jobs"),
  "org.$slug.jobs[.]csv.tsx": ownOrganisation("/org/moathouse/jobs.csv?month=2026-07"),
  "org.$slug.jobs.$reference.tsx": account("/org/moathouse/jobs/CV-2026-999999", { others: 404 }),
  "org.$slug.photos.$photoId.tsx": account(`/org/moathouse/photos/${UNKNOWN_ID}`, {
    others: 404,
  }),
  "org.$slug.properties._index.tsx": ownOrganisation("/org/moathouse/properties"),
  "org.$slug.properties.$propertyId.tsx": account(`/org/moathouse/properties/${UNKNOWN_ID}`, {
    others: 404,
  }),
  "org.$slug.report.tsx": ownOrganisation("/org/moathouse/report"),
  // The organisation's money (decision 0074): what waits for its decision, for every member;
  // invoices and statements for managers and owners (the moathouse account owns it).
  "org.$slug.approvals.tsx": ownOrganisation("/org/moathouse/approvals"),
  "org.$slug.invoices._index.tsx": ownOrganisation("/org/moathouse/invoices"),
  "org.$slug.statement[.]pdf.tsx": ownOrganisation("/org/moathouse/statement.pdf?month=2026-07"),
  "org.$slug.statement[.]csv.tsx": ownOrganisation("/org/moathouse/statement.csv?month=2026-07"),
  // Opens an invoice by a new link; an unknown number is the 404, as another organisation's.
  "org.$slug.invoices.$number.tsx": account("/org/moathouse/invoices/INV-999999", {
    others: 404,
  }),
  // A token link is its own key: the same 404 for an unknown token whoever asks.
  "portal.$token.tsx": open(`/portal/${UNKNOWN_TOKEN}`, 404),
  "portal.$token_.photos.$photoId.tsx": open(`/portal/${UNKNOWN_TOKEN}/photos/${UNKNOWN_ID}`, 404),
  "portal.new-link.tsx": open("/portal/new-link"),
  "portfolio.tsx": open("/portfolio"),
  "org.$slug.members.tsx": ownOrganisation("/org/moathouse/members"),
  // An invitation link is its own key: the same 404 for an unknown token whoever asks.
  "org-invite.$token.tsx": open(`/org-invite/${UNKNOWN_TOKEN}`, 404),
  "staff-invite.$token.tsx": open(`/staff-invite/${UNKNOWN_TOKEN}`, 404),
  // A review link is its own key, like the customer links.
  "review.$token.tsx": open(`/review/${UNKNOWN_TOKEN}`, 404),
  // An e-mailed approve/decline link is its own key; an unknown one is the site's 404.
  "approval.$token.tsx": open(`/approval/${UNKNOWN_TOKEN}`, 404),
  // Action only: a GET goes to the job's page, whose own guard decides who sees it.
  // Answers only POST; a GET of its own organisation's job goes to the job's page.
  "org.$slug.jobs.$reference_.approval.tsx": account(
    "/org/moathouse/jobs/CV-2026-999999/approval",
    { others: 404 },
  ),
  // Payments (decision 0071): the pay buttons POST; opened directly, the document they pay.
  "pay.invoice.$token.tsx": open(`/pay/invoice/${UNKNOWN_TOKEN}`, {
    redirect: `/invoice/${UNKNOWN_TOKEN}`,
  }),
  "pay.quote.$token.tsx": open(`/pay/quote/${UNKNOWN_TOKEN}`, {
    redirect: `/quote/${UNKNOWN_TOKEN}`,
  }),
  // Where Stripe sends the customer back: read only, anyone's.
  "pay.done.tsx": open("/pay/done?session_id=cs_test_unknown"),
  // Stripe's events: POST only, signed; no session.
  "webhooks.stripe.tsx": open("/webhooks/stripe", 405),
  // A quote's link is its own key, open to anyone holding it: the http project's seeded quote
  // (tests/e2e/seed/quotes.seed.ts), so the fuzz finds its accept and decline forms.
  "quote.$token.tsx": open(`/quote/${seededQuoteToken("http#0")}`),
  "prices.tsx": open("/prices"),
  "property-services.tsx": open("/property-services"),
  "reset-app.tsx": open("/reset-app"),
  "reviews.tsx": open("/reviews"),
  "robots[.]txt.tsx": open("/robots.txt"),
  "services.$category.$slug.tsx": open("/services/plumbing/leaky-tap-repairs"),
  "services.$slug.tsx": open("/services/general-repairs"),
  "services._index.tsx": open("/services"),
  "sitemap[.]xml.tsx": open("/sitemap.xml"),
  "track.$token.events.tsx": open(`/track/${UNKNOWN_TOKEN}/events`, 404),
  "track.$token.tsx": open(`/track/${UNKNOWN_TOKEN}`, 404),
  // An invoice link is its own key: the same 404 for an unknown token whoever asks.
  "invoice.$token.tsx": open(`/invoice/${UNKNOWN_TOKEN}`, 404),
  "invoice.$token[.]pdf.tsx": open(`/invoice/${UNKNOWN_TOKEN}.pdf`, 404),
  "track.$token_.photos.$photoId.tsx": open(`/track/${UNKNOWN_TOKEN}/photos/${UNKNOWN_ID}`, 404),
};
