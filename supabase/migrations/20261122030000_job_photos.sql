-- Photos of a job (from /book, later from the portal). The files live in the storage port
-- (DATA_DIR/uploads, or S3-compatible storage); this table says which belong to which job.
create table public.job_photos (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  -- Made by the server: jobs/<job id>/<random hex>.<extension>.
  storage_key text not null unique
    check (storage_key ~ '^jobs/[0-9a-f-]{36}/[0-9a-f]{16,64}\.[a-z]{3,4}$'),
  content_type text not null check (content_type like 'image/%'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default now()
);
create index job_photos_job_idx on public.job_photos (job_id, created_at, id);

-- Photos of someone's home are private: nothing through a hosted project's Data API.
alter table public.job_photos enable row level security;
