-- The office's reports (/admin/reports, decision 0047): each figure is one aggregate over a
-- date range, so each needs an index that starts at the range and reads only its rows; the
-- cost then follows the rows in the range, not the size of the tables. Visits by window use
-- jobs_window_start_idx, enquiries contacts_inbox_idx, return visits jobs_follows_idx and
-- each job's arrival or completion the timeline's job_events_job_idx.

-- Bookings by when they were made, with their source, without reading the jobs themselves.
create index jobs_reports_booked_idx on public.jobs (created_at) include (source);

-- Cancellations by when they were made.
create index job_events_reports_cancelled_idx on public.job_events (at)
  where to_status = 'cancelled';

-- Organisation jobs by when they are due (their response target).
create index jobs_reports_due_idx on public.jobs (due_at) where organisation_id is not null;
