-- Organisations and money (issue 27, decision 0074): where an organisation's invoices are
-- addressed, and a quote on an organisation's job as the one decision on its spend.

-- The address an organisation's invoices are made out to (null: the job's address, as before).
alter table public.organisations
  add column billing_address text check (char_length(billing_address) between 1 and 400);

-- A spend approval whose decision is the decision on this quote: approving accepts it,
-- declining declines it, whichever page is used. At most one approval per quote.
alter table public.job_approvals
  add column quote_id uuid references public.quotes (id) on delete set null;
create unique index job_approvals_one_per_quote on public.job_approvals (quote_id)
  where quote_id is not null;

-- Decided on the quote's own page (its link is the organisation's, not one person's).
alter table public.job_approvals drop constraint job_approvals_decided_via_check;
alter table public.job_approvals add constraint job_approvals_decided_via_check
  check (decided_via in ('link', 'portal', 'quote-link'));

comment on column public.organisations.billing_address is
  'Where the organisation''s invoices are addressed; null: the job''s address.';
comment on column public.job_approvals.quote_id is
  'The quote this approval decides: accepting one is approving the other (decision 0074).';
