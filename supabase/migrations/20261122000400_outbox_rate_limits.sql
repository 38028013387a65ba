-- E-mail is written here in the same transaction as the change that causes it,
-- then delivered by the sender; nothing is lost when mail is down.
create table public.email_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  kind text not null,
  attachments jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text
);
create index email_outbox_pending_idx on public.email_outbox (next_attempt_at) where sent_at is null;
create index email_outbox_to_idx on public.email_outbox (lower(to_address), created_at desc);

-- Fixed-window counters per action and key (IP address or e-mail).
create table public.rate_limits (
  bucket text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

alter table public.email_outbox enable row level security;
alter table public.rate_limits enable row level security;
