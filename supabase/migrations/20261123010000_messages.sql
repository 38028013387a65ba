-- Telling the customer (decision 17, record 0025): tracking links that each message can mint,
-- and what the text-message provider said about a message.

-- A tracking token is stored only as its SHA-256, so a later message cannot repeat the link of
-- the booking e-mail: each message that carries a tracking link mints a new token and stores its
-- hash here. Any of them, and jobs.tracking_token_hash, opens the job's tracking page.
create table public.job_tracking_links (
  token_hash text primary key,
  job_id uuid not null references public.jobs (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index job_tracking_links_job_idx on public.job_tracking_links (job_id);
alter table public.job_tracking_links enable row level security;

alter table public.email_outbox
  -- The provider's id of a delivered text message (Twilio's "SM…" sid), for support questions.
  add column provider_message_id text,
  -- A message the provider refused for good (a 4xx other than 429): never tried again.
  add column failed_at timestamptz;

-- The senders' claim reads the due rows of one channel: skipped and failed rows are out of it.
drop index public.email_outbox_pending_idx;
create index email_outbox_pending_idx on public.email_outbox (channel, next_attempt_at)
  where sent_at is null and skipped_at is null and failed_at is null;
