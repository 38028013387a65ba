-- Invoices (issue 27, decision 0070): what an invoice's status is read from, its further links,
-- and its reminders.

-- What has been paid and credited against each invoice: the one place its balance is summed.
-- Only succeeded payments count (a refund is a negative payment); only issued credit notes.
-- The status (due, paid, overdue, credited) is read from it by app/.server/invoices/status,
-- and the outbox's stale rule skips a reminder once `settled`.
create view public.invoice_balances with (security_invoker = true) as
select invoices.id as invoice_id,
  invoices.gross_pence,
  paid.pence as paid_pence,
  credited.pence as credited_pence,
  invoices.gross_pence - paid.pence - credited.pence as balance_pence,
  invoices.gross_pence - paid.pence - credited.pence <= 0 as settled
from public.invoices as invoices
cross join lateral (
  select coalesce(sum(payments.amount_pence), 0)::integer as pence
  from public.payments as payments
  where payments.invoice_id = invoices.id and payments.state = 'succeeded'
) as paid
cross join lateral (
  select coalesce(sum(notes.gross_pence), 0)::integer as pence
  from public.invoices as notes
  where notes.credits_invoice_id = invoices.id and notes.status = 'issued'
) as credited
where invoices.kind = 'invoice' and invoices.status = 'issued';

-- Each message about an invoice carries its own link (the token is kept only as its hash, as
-- job_tracking_links); the invoice's own token_hash is the first, and every one keeps working.
create table public.invoice_links (
  token_hash text primary key,
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index invoice_links_invoice_idx on public.invoice_links (invoice_id);
alter table public.invoice_links enable row level security;

-- The reminders sent for an invoice (at most two): the second is due 7 days after the first.
create table public.invoice_reminders (
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  reminder integer not null check (reminder between 1 and 2),
  sent_on date not null,
  primary key (invoice_id, reminder)
);
alter table public.invoice_reminders enable row level security;

-- The outbox's stale rule for invoices: a message so marked is skipped, never sent, once its
-- invoice is settled (paid or credited) by the time the sender gets to it.
alter table public.email_outbox
  add column valid_while_invoice_unpaid boolean not null default false;
