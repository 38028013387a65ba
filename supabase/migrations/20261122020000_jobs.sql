-- Jobs from booking to completion: the booking rules, customers (one per e-mail), jobs,
-- their timeline, and the per-window capacity guard.

-- The booking rules, one row, edited by the owner. Times are Europe/London wall-clock times.
create table public.booking_settings (
  id boolean primary key default true check (id),
  open_time time not null default '06:00',
  close_time time not null default '22:00',
  window_hours smallint not null default 2 check (window_hours between 1 and 12),
  min_notice_minutes integer not null default 120 check (min_notice_minutes between 0 and 10080),
  max_days_ahead integer not null default 60 check (max_days_ahead between 1 and 365),
  change_cutoff_hours integer not null default 24 check (change_cutoff_hours between 0 and 336),
  served_outward_codes text[] not null
    default '{CV1,CV2,CV3,CV4,CV5,CV6,CV8,CV31,CV32,CV33,CV34,CV35}',
  updated_at timestamptz not null default now(),
  check (open_time < close_time)
);
insert into public.booking_settings default values on conflict (id) do nothing;

-- One row per e-mail address; the portal link shows every job booked with it. Only the
-- SHA-256 of the portal token is kept, so each confirmation e-mail carries a new link and
-- the previous one stops working.
create table public.customers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  name text not null,
  phone text not null check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  portal_token_hash text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index customers_email_key on public.customers (lower(email));

create type public.job_status as enum (
  'requested', 'confirmed', 'scheduled', 'en_route', 'on_site', 'completed', 'cancelled'
);
create type public.job_source as enum ('web', 'client', 'organisation', 'admin');

create sequence public.job_reference_seq;

-- CV-2026-000123: the year of booking in London, then a number that never repeats. The
-- padding grows past six digits instead of truncating.
create function public.next_job_reference(at timestamptz default now()) returns text
language sql volatile as $$
  select 'CV-' || to_char(at at time zone 'Europe/London', 'YYYY') || '-'
    || lpad(n::text, greatest(6, length(n::text)), '0')
  from nextval('public.job_reference_seq') as n
$$;

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.next_job_reference(),
  service_slug text not null,
  description text not null check (char_length(description) between 1 and 2000),
  emergency boolean not null default false,
  address text not null,
  postcode text not null,
  customer_id uuid not null references public.customers (id),
  customer_name text not null,
  customer_email text not null,
  customer_phone text not null check (customer_phone ~ '^\+[1-9][0-9]{6,14}$'),
  -- The signed-in client who booked it, when there was one.
  user_id uuid references auth.users (id) on delete set null,
  requested_date date not null,
  window_start timestamptz not null,
  window_end timestamptz not null,
  engineer_id uuid references auth.users (id) on delete set null,
  status public.job_status not null default 'requested',
  source public.job_source not null,
  tracking_token_hash text not null unique,
  eta timestamptz,
  reminder_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (window_end > window_start)
);
create index jobs_window_start_idx on public.jobs (window_start);
create index jobs_status_window_idx on public.jobs (status, window_start);
create index jobs_customer_idx on public.jobs (customer_id, window_start desc);
create index jobs_user_idx on public.jobs (user_id, window_start desc) where user_id is not null;
create index jobs_engineer_idx on public.jobs (engineer_id, window_start)
  where engineer_id is not null;
-- What the reminder sweep reads every minute.
create index jobs_reminder_due_idx on public.jobs (window_start)
  where reminder_sent_at is null and status in ('confirmed', 'scheduled');

-- The timeline: one row per change, written in the transaction of the change.
create table public.job_events (
  id bigint generated always as identity primary key,
  job_id uuid not null references public.jobs (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null,
  from_status public.job_status,
  to_status public.job_status,
  actor_role text not null
    check (actor_role in ('admin', 'engineer', 'client', 'customer-link', 'system')),
  note text check (char_length(note) <= 2000)
);
create index job_events_job_idx on public.job_events (job_id, at, id);

-- Capacity per arrival window = the number of engineers (users with the engineer role), at
-- least 1 so the business can take bookings before it has added any engineer accounts.
create function public.booking_window_capacity() returns integer
language sql stable as $$
  select greatest(1, count(distinct user_id))::integer
  from public.user_roles where role = 'engineer'
$$;

-- Serialises every booking of one window until the end of the transaction. The key is the
-- window's start in whole minutes since 1970, so it never depends on the session time zone.
create function public.lock_booking_window(window_start timestamptz) returns void
language sql volatile as $$
  select pg_advisory_xact_lock(20261122, floor(extract(epoch from window_start) / 60)::integer)
$$;

-- One row per job that holds a place in a window (removed when the job is cancelled).
create table public.window_bookings (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  window_start timestamptz not null
);
create index window_bookings_window_idx on public.window_bookings (window_start);

-- The guard in the database: whoever inserts or moves a booking takes the window's lock and
-- is refused when the window is full, so concurrent bookings can never exceed capacity.
-- (Each statement of this volatile function sees rows committed before the lock was granted.)
create function public.enforce_window_capacity() returns trigger
language plpgsql as $$
declare
  booked integer;
begin
  perform public.lock_booking_window(new.window_start);
  select count(*) into booked from public.window_bookings
    where window_start = new.window_start and job_id <> new.job_id;
  if booked >= public.booking_window_capacity() then
    raise exception 'The arrival window starting at % is full', new.window_start
      using errcode = 'check_violation', constraint = 'window_bookings_capacity';
  end if;
  return new;
end
$$;
create trigger window_bookings_capacity
  before insert or update of window_start on public.window_bookings
  for each row execute function public.enforce_window_capacity();

alter table public.booking_settings enable row level security;
alter table public.customers enable row level security;
alter table public.jobs enable row level security;
alter table public.job_events enable row level security;
alter table public.window_bookings enable row level security;

-- Only the server (the owner) may call these; a hosted project's Data API must not.
revoke execute on function public.next_job_reference(timestamptz) from public;
revoke execute on function public.booking_window_capacity() from public;
revoke execute on function public.lock_booking_window(timestamptz) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke execute on function public.next_job_reference(timestamptz) from anon;
    revoke execute on function public.booking_window_capacity() from anon;
    revoke execute on function public.lock_booking_window(timestamptz) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke execute on function public.next_job_reference(timestamptz) from authenticated;
    revoke execute on function public.booking_window_capacity() from authenticated;
    revoke execute on function public.lock_booking_window(timestamptz) from authenticated;
  end if;
end
$$;
