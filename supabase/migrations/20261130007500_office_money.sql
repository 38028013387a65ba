-- The office's side of getting paid (issue 27, decision 0075): the refunds it makes of money
-- flagged needs_refund, and what the reports read.

-- A refund names the payment it gives money back for, whoever made it (Stripe's webhook or the
-- office by hand), so what is left to refund of a payment is its amount less its refunds.
alter table public.payments
  add column refund_of uuid references public.payments (id) on delete restrict,
  add constraint payments_refund_is_negative check (refund_of is null or amount_pence < 0);
comment on column public.payments.refund_of is
  'The payment this refund (a negative amount) gives money back for.';
create index payments_refund_of_idx on public.payments (refund_of) where refund_of is not null;

-- Stripe's refunds recorded before this column existed carry the payment intent in their
-- reference ("Refund of pi_…").
update public.payments as refund
set refund_of = paid.id
from public.payments as paid
where refund.amount_pence < 0
  and refund.refund_of is null
  and paid.stripe_payment_intent_id is not null
  and refund.reference = 'Refund of ' || paid.stripe_payment_intent_id;

-- The office's list of money to send back.
create index payments_needs_refund_idx on public.payments (created_at desc) where needs_refund;

-- A refund asked of Stripe's API: the idempotency key is made and kept before Stripe is called,
-- so a second click, a retry or a lost answer asks with the same key and Stripe makes one refund.
-- The money itself is recorded by the webhook's charge.refunded (decision 0071), once.
create table public.stripe_refund_requests (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.payments (id) on delete restrict,
  amount_pence integer not null check (amount_pence > 0),
  idempotency_key text not null unique,
  stripe_refund_id text unique,
  requested_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  check ((stripe_refund_id is null) = (answered_at is null))
);
create index stripe_refund_requests_payment_idx
  on public.stripe_refund_requests (payment_id, created_at desc);
alter table public.stripe_refund_requests enable row level security;

-- Reports count quotes by the moment they were sent.
create index quotes_sent_idx on public.quotes (sent_at) where sent_at is not null;
