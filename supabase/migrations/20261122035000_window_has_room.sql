-- The capacity check of a booking, or of moving a job (except_job_id) into another window;
-- the same steps as the capacity trigger: takes the window's lock, held until the transaction
-- ends, then says whether the window has a free place. One call instead of a lock and a count
-- sent from the server: one round trip, and plpgsql keeps the count's plan for the session
-- instead of planning it again for every booking.
-- (Each statement of this volatile function sees rows committed before the lock was granted.)
create function public.window_has_room(start_at timestamptz, except_job_id uuid default null)
returns boolean
language plpgsql volatile as $$
declare
  booked integer;
begin
  perform public.lock_booking_window(start_at);
  select count(*) into booked from public.window_bookings as places
    where places.window_start = start_at
      and (except_job_id is null or places.job_id <> except_job_id);
  return booked < public.booking_window_capacity();
end
$$;

-- Only the server (the owner) may call it; a hosted project's Data API must not.
revoke execute on function public.window_has_room(timestamptz, uuid) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke execute on function public.window_has_room(timestamptz, uuid) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke execute on function public.window_has_room(timestamptz, uuid) from authenticated;
  end if;
end
$$;
