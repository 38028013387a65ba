-- The server's daily backups (issue 29, decision 0081): one row per London day, claimed by the
-- first process whose sweep finds the day's backup due, so several processes take one backup
-- between them. A run that never finished (the process died) or failed is taken again by any
-- process once its claim is two hours old.
create table public.backup_runs (
  day date primary key,
  started_at timestamptz not null,
  finished_at timestamptz,
  path text,
  error text,
  check ((finished_at is null) or (path is not null and error is null))
);
alter table public.backup_runs enable row level security;

comment on table public.backup_runs is
  'The daily backup of each London day: claimed, then finished with its path or failed with the reason.';
comment on column public.backup_runs.path is
  'The folder the finished backup was written to.';
