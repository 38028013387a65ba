-- The engineer's offline queue (issue 14, decision 0049): every step or note made on the phone
-- carries an id made on the phone. The first post of an id does the work and keeps the answer
-- here in the same transaction; a repeat after a lost response (or two at once) gets that
-- answer back and changes nothing. An id is tied to one account, one kind of action and one job:
-- reused for anything else it is refused.
create table public.engineer_client_actions (
  id uuid primary key,
  account_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('on-my-way', 'arrived', 'finished', 'note')),
  job_id uuid not null references public.jobs (id) on delete cascade,
  -- The answer the first post got: { ok, reason?, title?, message, reference? }.
  answer jsonb not null,
  created_at timestamptz not null default now()
);

-- Old ids are cleared after a month (a phone does not hold a queue that long).
create index engineer_client_actions_created_idx on public.engineer_client_actions (created_at);
create index engineer_client_actions_job_idx on public.engineer_client_actions (job_id);

alter table public.engineer_client_actions enable row level security;
