-- The office's list of every job (/admin/jobs, decision 0027): newest window first, jobs
-- still without a window before all others, read a page at a time by keyset, filtered and
-- searched. Each index lets one kind of page read only the rows it shows, so a page costs
-- the same at 1,000 jobs as at 100,000.

-- The list's order: (window start, or +infinity while there is none) descending, then the
-- newest booking, then the id. A page after another continues with a row comparison on the
-- same three keys, which walks this index from where the last page ended.
create index jobs_admin_list_idx on public.jobs
  ((coalesce(window_start, 'infinity'::timestamptz)) desc, created_at desc, id desc);

-- The same order within one status (a rare status, say en_route, would otherwise walk the
-- whole list to fill a page), one engineer, one source, one service and one area. Filters
-- combined use one of these and read the rest from its rows.
create index jobs_admin_status_idx on public.jobs
  (status, (coalesce(window_start, 'infinity'::timestamptz)) desc, created_at desc, id desc);
create index jobs_admin_engineer_idx on public.jobs
  (engineer_id, (coalesce(window_start, 'infinity'::timestamptz)) desc, created_at desc, id desc)
  where engineer_id is not null;
create index jobs_admin_source_idx on public.jobs
  (source, (coalesce(window_start, 'infinity'::timestamptz)) desc, created_at desc, id desc);
create index jobs_admin_service_idx on public.jobs
  (service_slug, (coalesce(window_start, 'infinity'::timestamptz)) desc, created_at desc, id desc);
-- The area is the postcode's outward code (stored normalised, "CV32 4AA" → "CV32").
create index jobs_admin_area_idx on public.jobs
  ((split_part(postcode, ' ', 1)), (coalesce(window_start, 'infinity'::timestamptz)) desc,
    created_at desc, id desc);

-- Search. The number of a reference (CV-2026-000123 → 000123) never repeats across years.
create index jobs_reference_number_idx on public.jobs ((split_part(reference, '-', 3)));
-- E-mail and postcode by prefix (stored lower-case and normalised), phone exactly (E.164).
create index jobs_customer_email_prefix_idx on public.jobs (customer_email text_pattern_ops);
create index jobs_postcode_prefix_idx on public.jobs (postcode text_pattern_ops);
create index jobs_customer_phone_idx on public.jobs (customer_phone);
-- Names by the start of each word ("mitch" finds Sarah Mitchell), any letter case. Without
-- fastupdate each booking adds its words at once, instead of to a pending list that every
-- search would read through until the next vacuum.
create index jobs_customer_name_words_idx on public.jobs
  using gin (to_tsvector('simple', customer_name)) with (fastupdate = off);
