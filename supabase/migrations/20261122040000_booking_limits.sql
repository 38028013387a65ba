-- How many bookings one e-mail address may hold at once without an account (jobs not yet
-- done or cancelled, whose window has not ended): stops one visitor filling the calendar with
-- made-up bookings, while a signed-in client books as many as they need. Phone numbers are
-- not counted: a household or a letting agent's office shares one.
alter table public.booking_settings
  add column max_open_bookings_per_email smallint not null default 3
    check (max_open_bookings_per_email between 1 and 100);

-- The booking transaction counts a visitor's open bookings by e-mail address.
create index jobs_open_by_email_idx on public.jobs (customer_email, window_end)
  where user_id is null and status not in ('completed', 'cancelled');
