-- More links to a sent quote (issue 27 §4, decision 0073): the tracking page, the portal and
-- /client link the customer to /quote/{token}, and the token is kept only as its hash, so
-- each of them is given its own, as invoice_links does for invoices. The quote's own
-- token_hash (the e-mail's link) is the first; every one opens the same quote.
create table public.quote_links (
  token_hash text primary key,
  quote_id uuid not null references public.quotes (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index quote_links_quote_idx on public.quote_links (quote_id);
alter table public.quote_links enable row level security;
