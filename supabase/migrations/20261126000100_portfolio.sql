-- The portfolio in the office (issue 12, decision 0043): projects in the office's order,
-- several before and after pictures each (stored at responsive widths as AVIF and WebP), and
-- for a project made from a completed job, that job and the customer's consent.

-- One picture per stage became several pictures per stage in portfolio_images. No project
-- ever had a stored picture under the old columns (the seed has none, and nothing wrote them);
-- the migration stops rather than lose one if that is ever untrue.
do $$
begin
  if exists (
    select 1 from public.portfolio_projects
    where before_image_path is not null or after_image_path is not null
  ) then
    raise exception 'portfolio_projects holds image paths: move them to portfolio_images first';
  end if;
end
$$;

alter table public.portfolio_projects
  drop column before_image_path,
  drop column after_image_path,
  -- The seed's descriptions of the pictures a project should have: the first picture of that
  -- stage is offered them as its alt text. New projects leave them empty.
  alter column before_alt set default '',
  alter column after_alt set default '',
  add column position integer not null default 0,
  add column source_job_id uuid unique references public.jobs (id) on delete set null,
  add column consent_recorded_at timestamptz,
  add column consent_recorded_by uuid references auth.users (id) on delete set null,
  add column consent_method text
    check (consent_method in ('phone', 'in-writing', 'job-sheet', 'in-person', 'email')),
  add column consent_note text check (char_length(consent_note) <= 500),
  -- A project made from a job always says how its customer agreed.
  add constraint portfolio_projects_job_consent_check
    check (source_job_id is null or (consent_recorded_at is not null and consent_method is not null));

-- The office's order is (position, completed_on desc, id): projects it never moved (all of
-- them today, and the seed's, which fills an empty table after the migrations) share position
-- 0 and stay most recently completed first, as /portfolio showed them.

drop index public.portfolio_projects_published_completed_idx;
create index portfolio_projects_order_idx
  on public.portfolio_projects (position, completed_on desc, id);
create index portfolio_projects_published_order_idx
  on public.portfolio_projects (position, completed_on desc, id) where published;

create table public.portfolio_images (
  id bigint generated always as identity primary key,
  project_id bigint not null references public.portfolio_projects (id) on delete cascade,
  stage text not null check (stage in ('before', 'after')),
  position integer not null,
  alt text not null check (char_length(btrim(alt)) between 1 and 300),
  -- A ResponsiveImage (app/lib/responsive-image.ts): site/portfolio/<random>, its widths and
  -- the largest copy's size.
  image_key text not null unique check (image_key ~ '^site/portfolio/[0-9a-f]{32}$'),
  image_widths integer[] not null check (cardinality(image_widths) between 1 and 4),
  image_width integer not null check (image_width > 0),
  image_height integer not null check (image_height > 0),
  -- The job photo it was copied from, when the project was made from a job.
  source_job_photo_id uuid references public.job_photos (id) on delete set null,
  created_at timestamptz not null default now()
);
create index portfolio_images_project_idx
  on public.portfolio_images (project_id, stage, position, id);

alter table public.portfolio_images enable row level security;
