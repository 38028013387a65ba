-- The office finds a job by its street ("spon street", "12 queens rd"): the words of the
-- address with the postcode, each by its start, like the customer's name
-- (20261123020000_admin_jobs_list.sql). The same expression as the search in
-- app/.server/admin-jobs/job-list.server.ts, so the planner uses this index.
create index jobs_address_words_idx on public.jobs
  using gin (to_tsvector('simple', address || ' ' || postcode)) with (fastupdate = off);
