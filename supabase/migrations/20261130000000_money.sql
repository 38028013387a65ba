-- Getting paid (issue 27, decision 0068): quotes, VAT invoices and credit notes, and one ledger of
-- payments. Every amount is integer pence, every quantity integer hundredths, and each stored
-- line keeps the figures it was shown with (app/lib/invoice-lines.ts, decision 0064).

-- The money settings: one row, edited at /admin/settings like the other sections.
create table public.money_settings (
  id boolean primary key default true check (id),
  vat_registered boolean not null default false,
  -- GB and 9 digits (or 12 for a group branch), stored without spaces.
  vat_number text check (vat_number ~ '^GB([0-9]{9}|[0-9]{12})$'),
  payment_terms_days integer not null default 14 check (payment_terms_days between 0 and 120),
  quote_validity_days integer not null default 30 check (quote_validity_days between 1 and 365),
  deposit_kind text not null default 'none' check (deposit_kind in ('none', 'percent', 'fixed')),
  -- Basis points of the quote's total for 'percent' (1000 is 10 %), pence for 'fixed'.
  deposit_value integer not null default 0 check (deposit_value between 0 and 100000000),
  -- Issue the invoice as soon as the engineer finishes, without the office's review.
  issue_on_finish boolean not null default false,
  bank_account_name text not null default '' check (char_length(bank_account_name) <= 120),
  bank_sort_code text not null default '' check (bank_sort_code ~ '^([0-9]{6})?$'),
  bank_account_number text not null default '' check (bank_account_number ~ '^([0-9]{8})?$'),
  updated_at timestamptz not null default now(),
  check (not vat_registered or vat_number is not null),
  check (deposit_kind <> 'percent' or deposit_value <= 10000)
);
insert into public.money_settings default values;
alter table public.money_settings enable row level security;

create type public.vat_rate as enum ('standard', 'reduced', 'zero', 'exempt');

-- Whether an organisation buying construction services is an end user or an intermediary
-- (no reverse charge) or a contractor who supplies them on (the domestic reverse charge).
alter table public.organisations
  add column construction_services_role text not null default 'end_user'
    check (construction_services_role in ('end_user', 'intermediary', 'contractor'));

-- What the engineer records at finish: time on site and materials used.
alter table public.jobs
  add column time_on_site_minutes integer check (time_on_site_minutes between 0 and 10080);

create table public.job_materials (
  id bigint generated always as identity primary key,
  job_id uuid not null references public.jobs (id) on delete cascade,
  -- The price list's item when it came from there; its text and price are copied at the time.
  price_key text,
  description text not null check (char_length(description) between 1 and 200),
  quantity_hundredths integer not null check (quantity_hundredths between 1 and 1000000),
  unit_price_pence integer not null check (unit_price_pence between 0 and 10000000),
  vat_rate public.vat_rate not null default 'standard',
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index job_materials_job_idx on public.job_materials (job_id, id);
alter table public.job_materials enable row level security;

-- Q-2026-000123, as job references: the year in London, then a number that never repeats.
create sequence public.quote_reference_seq;
create function public.next_quote_reference(at timestamptz default now()) returns text
language sql volatile as $$
  select 'Q-' || to_char(at at time zone 'Europe/London', 'YYYY') || '-'
    || lpad(n::text, greatest(6, length(n::text)), '0')
  from nextval('public.quote_reference_seq') as n
$$;

create type public.quote_status as enum ('draft', 'sent', 'accepted', 'declined', 'withdrawn');

-- A quote for a job, an enquiry or an organisation's property. Expiry is not a status: a sent
-- quote whose valid_until has passed reads as expired.
create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.next_quote_reference(),
  job_id uuid references public.jobs (id) on delete restrict,
  contact_id bigint references public.contacts (id) on delete set null,
  organisation_id uuid references public.organisations (id) on delete restrict,
  property_id uuid references public.organisation_properties (id) on delete set null,
  customer_name text not null check (char_length(customer_name) between 1 and 120),
  customer_email text not null check (char_length(customer_email) between 3 and 254),
  address text not null check (char_length(address) between 1 and 300),
  postcode text not null check (char_length(postcode) between 5 and 8),
  -- A consumer has the 14-day cancellation right of the Consumer Contracts Regulations 2013.
  consumer boolean not null default true,
  status public.quote_status not null default 'draft',
  -- As when sent: the lines' VAT and the totals were worked out with it.
  vat_registered boolean not null default false,
  net_pence integer not null default 0,
  vat_pence integer not null default 0,
  gross_pence integer not null default 0,
  deposit_pence integer not null default 0 check (deposit_pence >= 0),
  notes text check (char_length(notes) <= 2000),
  valid_until date,
  -- SHA-256 of the /quote/{token} link's token, set when sent.
  token_hash text unique,
  sent_at timestamptz,
  decided_at timestamptz,
  accepted_name text check (char_length(accepted_name) between 1 and 120),
  -- The consumer asked for work to start within the 14 days (and so pays for work done if
  -- they cancel then).
  start_within_cancellation_period boolean,
  decline_reason text check (char_length(decline_reason) <= 500),
  withdrawn_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'draft') = (sent_at is null)),
  check ((status in ('accepted', 'declined')) = (decided_at is not null)),
  check ((status = 'accepted') = (accepted_name is not null)),
  check ((status = 'withdrawn') = (withdrawn_at is not null)),
  check (status = 'draft' or (token_hash is not null and valid_until is not null))
);
create index quotes_job_idx on public.quotes (job_id, created_at desc) where job_id is not null;
create index quotes_organisation_idx on public.quotes (organisation_id, created_at desc)
  where organisation_id is not null;
create index quotes_status_idx on public.quotes (status, created_at desc);
alter table public.quotes enable row level security;

create table public.quote_lines (
  id bigint generated always as identity primary key,
  quote_id uuid not null references public.quotes (id) on delete cascade,
  position integer not null check (position >= 0),
  price_key text,
  description text not null check (char_length(description) between 1 and 300),
  quantity_hundredths integer not null check (quantity_hundredths between 1 and 1000000),
  unit_price_pence integer not null check (unit_price_pence between 0 and 10000000),
  vat_rate public.vat_rate not null,
  net_pence integer not null,
  vat_pence integer not null,
  gross_pence integer not null,
  unique (quote_id, position)
);
alter table public.quote_lines enable row level security;

-- One gap-free sequence per series: the number is taken by an UPDATE … RETURNING in the
-- transaction that issues the document, so a rolled-back issue gives its number back.
create table public.document_counters (
  series text primary key check (series in ('invoice', 'credit_note')),
  last_number integer not null check (last_number >= 0)
);
insert into public.document_counters (series, last_number) values ('invoice', 0), ('credit_note', 0);
alter table public.document_counters enable row level security;

create type public.invoice_kind as enum ('invoice', 'credit_note');

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  kind public.invoice_kind not null default 'invoice',
  -- INV-000123 or CN-000004, given when issued; a draft has none.
  number text unique,
  -- The invoice a credit note corrects.
  credits_invoice_id uuid references public.invoices (id) on delete restrict,
  job_id uuid references public.jobs (id) on delete restrict,
  quote_id uuid references public.quotes (id) on delete restrict,
  organisation_id uuid references public.organisations (id) on delete restrict,
  status text not null default 'draft' check (status in ('draft', 'issued')),
  -- The seller and buyer as on the document when issued.
  seller_name text not null,
  seller_address text not null,
  vat_number text,
  buyer_name text not null check (char_length(buyer_name) between 1 and 200),
  buyer_address text not null check (char_length(buyer_address) between 1 and 400),
  buyer_email text not null check (char_length(buyer_email) between 3 and 254),
  vat_registered boolean not null,
  simplified boolean not null default false,
  reverse_charge boolean not null default false,
  issue_date date,
  tax_point date,
  due_date date,
  net_pence integer not null default 0,
  vat_pence integer not null default 0,
  gross_pence integer not null default 0,
  -- SHA-256 of the /invoice/{token} link's token.
  token_hash text not null unique,
  reminders_sent integer not null default 0 check (reminders_sent between 0 and 2),
  issued_at timestamptz,
  issued_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'issued') = (number is not null)),
  check ((status = 'issued') = (issue_date is not null and tax_point is not null)),
  check ((kind = 'credit_note') = (credits_invoice_id is not null)),
  check (kind = 'credit_note' or status = 'draft' or due_date is not null)
);
create index invoices_job_idx on public.invoices (job_id, created_at desc) where job_id is not null;
create index invoices_organisation_idx on public.invoices (organisation_id, issue_date desc)
  where organisation_id is not null;
create index invoices_issued_idx on public.invoices (issue_date desc) where status = 'issued';
-- One draft at a time per job: a second "make the invoice" finds the first.
create unique index invoices_one_draft_per_job on public.invoices (job_id)
  where status = 'draft' and kind = 'invoice' and job_id is not null;
alter table public.invoices enable row level security;

create table public.invoice_lines (
  id bigint generated always as identity primary key,
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  position integer not null check (position >= 0),
  price_key text,
  description text not null check (char_length(description) between 1 and 300),
  quantity_hundredths integer not null check (quantity_hundredths between 1 and 1000000),
  unit_price_pence integer not null check (unit_price_pence between 0 and 10000000),
  vat_rate public.vat_rate not null,
  net_pence integer not null,
  vat_pence integer not null,
  gross_pence integer not null,
  unique (invoice_id, position)
);
alter table public.invoice_lines enable row level security;

-- An issued invoice or credit note never changes (corrections are credit notes): only its
-- reminder count and updated_at may move.
create function public.keep_issued_invoices() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'issued' then
      raise exception 'issued invoice % cannot be deleted', old.number using errcode = 'P0001';
    end if;
    return old;
  end if;
  if old.status = 'issued' and (
    (to_jsonb(new) - 'reminders_sent' - 'updated_at') <> (to_jsonb(old) - 'reminders_sent' - 'updated_at')
  ) then
    raise exception 'issued invoice % cannot change', old.number using errcode = 'P0001';
  end if;
  return new;
end;
$$;
create trigger invoices_keep_issued before update or delete on public.invoices
  for each row execute function public.keep_issued_invoices();

create function public.keep_issued_invoice_lines() returns trigger
language plpgsql as $$
declare
  target uuid := case when tg_op = 'INSERT' then new.invoice_id else old.invoice_id end;
begin
  if exists (select 1 from public.invoices where id = target and status = 'issued') then
    raise exception 'the lines of an issued invoice cannot change' using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger invoice_lines_keep_issued before insert or update or delete on public.invoice_lines
  for each row execute function public.keep_issued_invoice_lines();

create type public.payment_method as enum ('card', 'bacs', 'bank_transfer', 'cash', 'card_terminal');
create type public.payment_state as enum ('pending', 'succeeded', 'failed');

-- The one ledger: every payment and refund, by Stripe or recorded by the office. A refund is a
-- negative amount. A payment for a cancelled or credited invoice is flagged, never kept silently.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid references public.invoices (id) on delete restrict,
  -- A deposit asked at a quote's acceptance.
  quote_id uuid references public.quotes (id) on delete restrict,
  amount_pence integer not null check (amount_pence <> 0 and amount_pence between -100000000 and 100000000),
  method public.payment_method not null,
  state public.payment_state not null default 'succeeded',
  received_on date not null,
  -- Stripe's ids, unique so a repeated event finds the payment it made.
  stripe_payment_intent_id text unique,
  stripe_refund_id text unique,
  reference text check (char_length(reference) <= 120),
  needs_refund boolean not null default false,
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (invoice_id is not null or quote_id is not null)
);
create index payments_invoice_idx on public.payments (invoice_id) where invoice_id is not null;
create index payments_quote_idx on public.payments (quote_id) where quote_id is not null;
create index payments_received_idx on public.payments (received_on desc);
alter table public.payments enable row level security;

-- Each Stripe event applied once: its id is the key, inserted in the transaction that applies it.
create table public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);
alter table public.stripe_events enable row level security;

-- A Checkout session per amount asked: the idempotency key is made and kept before Stripe is
-- called, so a retry (a double tap, a timeout) asks Stripe with the same key and gets the same
-- session back.
create table public.checkout_sessions (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid references public.invoices (id) on delete restrict,
  quote_id uuid references public.quotes (id) on delete restrict,
  amount_pence integer not null check (amount_pence > 0),
  idempotency_key text not null unique,
  stripe_session_id text unique,
  url text,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  check ((invoice_id is null) <> (quote_id is null))
);
create index checkout_sessions_invoice_idx on public.checkout_sessions (invoice_id, created_at desc)
  where invoice_id is not null;
create index checkout_sessions_quote_idx on public.checkout_sessions (quote_id, created_at desc)
  where quote_id is not null;
alter table public.checkout_sessions enable row level security;

-- Messages about money: the sender skips an invoice reminder once the invoice is paid or
-- credited (the outbox's stale rule), and a key makes each message recorded once.
alter table public.email_outbox
  add column invoice_id uuid references public.invoices (id) on delete set null,
  add column quote_id uuid references public.quotes (id) on delete set null,
  add column dedupe_key text unique;
