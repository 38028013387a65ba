-- Dispatch and the engineer's day (decision 16): engineers' working hours and leave, one
-- capacity model for every path that puts a job in a window, the engineer's double-booking
-- guard, what finishing a job records, text messages through the outbox, and the change log.

-- How many jobs one engineer takes in one arrival window.
alter table public.booking_settings
  add column jobs_per_engineer_window smallint not null default 1
    check (jobs_per_engineer_window between 1 and 10);

-- One row per engineer and ISO weekday (1 = Monday). No row: the default day, 06:00 to 22:00.
-- A row with no times: a day off.
create table public.engineer_working_hours (
  engineer_id uuid not null references auth.users (id) on delete cascade,
  iso_weekday smallint not null check (iso_weekday between 1 and 7),
  starts_at time,
  ends_at time,
  updated_at timestamptz not null default now(),
  primary key (engineer_id, iso_weekday),
  check ((starts_at is null) = (ends_at is null)),
  check (starts_at < ends_at)
);

create type public.leave_status as enum ('requested', 'approved', 'declined', 'withdrawn');

-- Whole London days, first_day to last_day inclusive. Only approved leave reduces capacity.
create table public.engineer_leave (
  id uuid primary key default gen_random_uuid(),
  engineer_id uuid not null references auth.users (id) on delete cascade,
  first_day date not null,
  last_day date not null,
  reason text not null check (char_length(reason) between 1 and 500),
  status public.leave_status not null default 'requested',
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check (last_day >= first_day)
);
create index engineer_leave_engineer_idx on public.engineer_leave (engineer_id, first_day);
create index engineer_leave_approved_idx on public.engineer_leave (first_day, last_day)
  where status = 'approved';
create index engineer_leave_requested_idx on public.engineer_leave (created_at)
  where status = 'requested';

-- Whether an engineer works through the whole window: their hours that weekday (06:00-22:00
-- without a row) cover it, and no approved leave covers its London day.
create function public.engineer_works_in_window(
  engineer uuid, start_at timestamptz, end_at timestamptz
) returns boolean
language sql stable as $$
  select not exists (
      select 1 from public.engineer_leave as leave
      where leave.engineer_id = engineer and leave.status = 'approved'
        and (start_at at time zone 'Europe/London')::date
          between leave.first_day and leave.last_day
    )
    and coalesce(
      (select hours.starts_at is not null
          and (start_at at time zone 'Europe/London')
            >= (start_at at time zone 'Europe/London')::date + hours.starts_at
          and (end_at at time zone 'Europe/London')
            <= (start_at at time zone 'Europe/London')::date + hours.ends_at
        from public.engineer_working_hours as hours
        where hours.engineer_id = engineer
          and hours.iso_weekday = extract(isodow from start_at at time zone 'Europe/London')),
      (start_at at time zone 'Europe/London')
          >= (start_at at time zone 'Europe/London')::date + time '06:00'
        and (end_at at time zone 'Europe/London')
          <= (start_at at time zone 'Europe/London')::date + time '22:00'
    )
$$;

-- The capacity of one arrival window: the engineers working through it times the jobs each
-- takes per window; 1 while the business has no engineer accounts, so it can take bookings.
drop function public.booking_window_capacity();
create function public.booking_window_capacity(start_at timestamptz, end_at timestamptz)
returns integer
language sql stable as $$
  select case
    when not exists (select 1 from public.user_roles where role = 'engineer') then 1
    else (
      select count(*)::integer from (
        select distinct user_id from public.user_roles where role = 'engineer'
      ) as engineers
      where public.engineer_works_in_window(engineers.user_id, start_at, end_at)
    ) * (select jobs_per_engineer_window from public.booking_settings)
  end
$$;

-- A place in a window now knows the window's end, so the capacity of the window it holds a
-- place in can be counted from engineers' hours.
alter table public.window_bookings add column window_end timestamptz;
update public.window_bookings as places set window_end = jobs.window_end
  from public.jobs where jobs.id = places.job_id;
alter table public.window_bookings alter column window_end set not null;

create or replace function public.enforce_window_capacity() returns trigger
language plpgsql as $$
declare
  booked integer;
begin
  perform public.lock_booking_window(new.window_start);
  select count(*) into booked from public.window_bookings
    where window_start = new.window_start and job_id <> new.job_id;
  if booked >= public.booking_window_capacity(new.window_start, new.window_end) then
    raise exception 'The arrival window starting at % is full', new.window_start
      using errcode = 'check_violation', constraint = 'window_bookings_capacity';
  end if;
  return new;
end
$$;

drop function public.window_has_room(timestamptz, uuid);
create function public.window_has_room(
  start_at timestamptz, end_at timestamptz, except_job_id uuid default null
) returns boolean
language plpgsql volatile as $$
declare
  booked integer;
begin
  perform public.lock_booking_window(start_at);
  select count(*) into booked from public.window_bookings as places
    where places.window_start = start_at
      and (except_job_id is null or places.job_id <> except_job_id);
  return booked < public.booking_window_capacity(start_at, end_at);
end
$$;

-- Capacities of many windows at once (the availability of a week, the dispatch board).
create function public.booking_window_capacities(starts timestamptz[], ends timestamptz[])
returns table (window_start timestamptz, capacity integer)
language sql stable as $$
  select windows.start_at, public.booking_window_capacity(windows.start_at, windows.end_at)
  from unnest(starts, ends) as windows (start_at, end_at)
$$;

-- A job waiting for the office to give it a window (a return visit, later an organisation's
-- request) has none yet.
alter table public.jobs alter column requested_date drop not null;
alter table public.jobs alter column window_start drop not null;
alter table public.jobs alter column window_end drop not null;
alter table public.jobs add constraint jobs_window_complete
  check ((window_start is null) = (window_end is null));
alter table public.jobs add constraint jobs_window_when_booked
  check (window_start is not null or status in ('requested', 'cancelled'));

alter table public.jobs
  -- The customer may say no to text messages on the booking form.
  add column texts_allowed boolean not null default true,
  -- What the engineer recorded on finishing.
  add column outcome text check (outcome in ('completed', 'return-visit', 'quote')),
  add column summary text check (char_length(summary) <= 2000),
  add column signed_off_by text check (char_length(signed_off_by) <= 120),
  -- What the office charged, in pence.
  add column price_pence integer check (price_pence between 0 and 100000000),
  -- The job a return visit follows up.
  add column follows_job_id uuid references public.jobs (id) on delete set null,
  -- The single-use review link of a completed job (its SHA-256), and when it was used.
  add column review_token_hash text unique,
  add column review_used_at timestamptz;
create index jobs_follows_idx on public.jobs (follows_job_id) where follows_job_id is not null;
-- The unassigned queue: booked jobs without an engineer, and jobs still without a window.
create index jobs_unassigned_idx on public.jobs (created_at)
  where status in ('requested', 'confirmed') and engineer_id is null;

-- An engineer holds at most jobs_per_engineer_window jobs in overlapping windows, whatever
-- path assigns or moves them: checked under the window's lock, like the window's capacity.
-- Not on a status change: an engineer left with two jobs by a lowered setting can still work
-- both, and the board shows the clash.
create function public.enforce_engineer_free() returns trigger
language plpgsql as $$
declare
  taken integer;
begin
  if new.engineer_id is null or new.window_start is null or new.status = 'cancelled' then
    return new;
  end if;
  perform public.lock_booking_window(new.window_start);
  select count(*) into taken from public.jobs
    where engineer_id = new.engineer_id and id <> new.id and status <> 'cancelled'
      and window_start < new.window_end and window_end > new.window_start;
  if taken >= (select jobs_per_engineer_window from public.booking_settings) then
    raise exception 'The engineer already has a job in the window starting at %', new.window_start
      using errcode = 'check_violation', constraint = 'jobs_engineer_double_booked';
  end if;
  return new;
end
$$;
create trigger jobs_engineer_free
  before insert or update of engineer_id, window_start, window_end on public.jobs
  for each row
  when (new.engineer_id is not null)
  execute function public.enforce_engineer_free();

-- Timeline: who made a change, and whether a note is for the office only.
alter table public.job_events
  add column actor_id uuid references auth.users (id) on delete set null,
  add column internal boolean not null default false;

-- Photos: the customer's (from booking or the portal) or the engineer's, before or after.
alter table public.job_photos
  add column taken_by text not null default 'customer' check (taken_by in ('customer', 'engineer')),
  add column stage text check (stage in ('before', 'after'));

-- One outbox for e-mail and text messages (decision 17). A message about a job may name the
-- window and the statuses it is still true for: the sender skips it when the job has moved on.
alter table public.email_outbox
  add column channel text not null default 'email' check (channel in ('email', 'sms')),
  add column job_id uuid references public.jobs (id) on delete set null,
  add column valid_for_window_start timestamptz,
  add column valid_for_statuses public.job_status[],
  add column skipped_at timestamptz,
  add column skip_reason text;
create index email_outbox_job_idx on public.email_outbox (job_id, created_at) where job_id is not null;
drop index public.email_outbox_pending_idx;
create index email_outbox_pending_idx on public.email_outbox (channel, next_attempt_at)
  where sent_at is null and skipped_at is null;

-- Reviews left through a job's review link wait for the office (published = false).
alter table public.testimonials
  add column job_id uuid unique references public.jobs (id) on delete set null;

-- Every change made by staff or organisations (decision 18): who, when, before and after.
create table public.change_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_role text not null,
  entity text not null,
  entity_id text not null,
  action text not null,
  before jsonb,
  after jsonb
);
create index change_log_entity_idx on public.change_log (entity, entity_id, at desc);
create index change_log_at_idx on public.change_log (at desc);

alter table public.engineer_working_hours enable row level security;
alter table public.engineer_leave enable row level security;
alter table public.change_log enable row level security;

-- Only the server (the owner) may call these; a hosted project's Data API must not.
revoke execute on function public.engineer_works_in_window(uuid, timestamptz, timestamptz) from public;
revoke execute on function public.booking_window_capacity(timestamptz, timestamptz) from public;
revoke execute on function public.window_has_room(timestamptz, timestamptz, uuid) from public;
revoke execute on function public.booking_window_capacities(timestamptz[], timestamptz[]) from public;
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke execute on function public.engineer_works_in_window(uuid, timestamptz, timestamptz) from %I', api_role);
      execute format('revoke execute on function public.booking_window_capacity(timestamptz, timestamptz) from %I', api_role);
      execute format('revoke execute on function public.window_has_room(timestamptz, timestamptz, uuid) from %I', api_role);
      execute format('revoke execute on function public.booking_window_capacities(timestamptz[], timestamptz[]) from %I', api_role);
    end if;
  end loop;
end
$$;
