-- Organisation portals (decision 19, record 0030): properties, organisation jobs with a
-- priority and a due time, spend approval by single-use links or the portal, comments the
-- organisation and the office share, planned maintenance, and member invitations.

-- What each organisation agreed with the business: the spend it approves without being asked,
-- and the response targets that give each priority its due time.
alter table public.organisations
  add column spend_limit_pence integer not null default 25000
    check (spend_limit_pence between 0 and 100000000),
  add column target_emergency_hours smallint not null default 4
    check (target_emergency_hours between 1 and 168),
  add column target_urgent_days smallint not null default 2
    check (target_urgent_days between 1 and 60),
  add column target_routine_working_days smallint not null default 10
    check (target_routine_working_days between 1 and 120);
alter table public.organisations add constraint organisations_name_length
  check (char_length(name) between 1 and 200);

-- Each member says whether the organisation's e-mails (approvals, finished jobs) reach them.
alter table public.organisation_members
  add column notify_by_email boolean not null default true;
create index organisation_members_owner_idx on public.organisation_members (organisation_id)
  where member_role = 'owner';

create table public.organisation_properties (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 120),
  address text not null check (char_length(address) between 1 and 300),
  postcode text not null check (char_length(postcode) between 5 and 8),
  access_notes text check (char_length(access_notes) <= 1000),
  -- Shown only to the office and to the engineer assigned to one of the property's jobs.
  key_safe_code text check (char_length(key_safe_code) <= 40),
  tenant_name text check (char_length(tenant_name) <= 120),
  tenant_phone text check (tenant_phone ~ '^\+[1-9][0-9]{6,14}$'),
  tenant_email text check (tenant_email = lower(tenant_email) and char_length(tenant_email) <= 254),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The composite key lets jobs and planned work name a property of their own organisation only.
  unique (organisation_id, id)
);
create index organisation_properties_list_idx
  on public.organisation_properties (organisation_id, archived_at, label);

create type public.job_priority as enum ('emergency', 'urgent', 'routine');
create type public.approval_state as enum ('pending', 'approved', 'declined');

alter table public.jobs
  add column organisation_id uuid references public.organisations (id),
  add column property_id uuid,
  add column priority public.job_priority,
  -- When the organisation's response target for the priority runs out.
  add column due_at timestamptz,
  -- What the tenant said about access ("weekdays after 3pm"), for the office booking a window.
  add column tenant_availability text check (char_length(tenant_availability) <= 500),
  -- Whether the tenant is the job's customer (booking e-mails and tracking link go to them).
  add column tenant_told boolean not null default false,
  -- The estimate the office or an engineer recorded, in pence.
  add column estimate_pence integer check (estimate_pence between 0 and 100000000),
  -- Pending: the estimate is above the organisation's spend limit and nobody has decided.
  add column approval public.approval_state,
  add constraint jobs_property_of_organisation foreign key (organisation_id, property_id)
    references public.organisation_properties (organisation_id, id),
  add constraint jobs_organisation_priority
    check ((organisation_id is null) = (priority is null) and (organisation_id is null) = (due_at is null)),
  add constraint jobs_property_needs_organisation
    check (property_id is null or organisation_id is not null);
create index jobs_organisation_idx on public.jobs (organisation_id, created_at desc)
  where organisation_id is not null;
create index jobs_property_idx on public.jobs (property_id, created_at desc)
  where property_id is not null;
create index jobs_awaiting_approval_idx on public.jobs (organisation_id)
  where approval = 'pending';

-- Organisation members write timeline entries too (a job reported, a decision on spend).
alter table public.job_events drop constraint job_events_actor_role_check;
alter table public.job_events add constraint job_events_actor_role_check
  check (actor_role in ('admin', 'engineer', 'client', 'customer-link', 'system', 'organisation'));

-- Every request for approval of one estimate, and how it was decided. One pending at a time.
create table public.job_approvals (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  estimate_pence integer not null,
  spend_limit_pence integer not null,
  requested_at timestamptz not null default now(),
  requested_by uuid references auth.users (id) on delete set null,
  state public.approval_state not null default 'pending',
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  decided_via text check (decided_via in ('link', 'portal')),
  reason text check (char_length(reason) <= 500),
  check ((state = 'pending') = (decided_at is null))
);
create unique index job_approvals_one_pending on public.job_approvals (job_id)
  where state = 'pending';
create index job_approvals_organisation_idx on public.job_approvals (organisation_id, requested_at desc);

-- The e-mailed approve/decline links: one per manager or owner per request, SHA-256 only,
-- single use, 7 days. Every use (and every refused use) is a row of approval_link_uses.
create table public.approval_links (
  token_hash text primary key,
  approval_id uuid not null references public.job_approvals (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index approval_links_approval_idx on public.approval_links (approval_id);

create table public.approval_link_uses (
  id bigint generated always as identity primary key,
  token_hash text not null,
  at timestamptz not null default now(),
  outcome text not null check (char_length(outcome) <= 60),
  ip text check (char_length(ip) <= 64)
);
create index approval_link_uses_token_idx on public.approval_link_uses (token_hash, at);

-- Comments on an organisation's job that the organisation and the office both see.
create table public.job_comments (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_side text not null check (author_side in ('organisation', 'office')),
  author_name text not null check (char_length(author_name) between 1 and 120),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index job_comments_job_idx on public.job_comments (job_id, created_at);

-- Recurring work per property (gutters every 12 months, PAT testing): the sweep makes a
-- routine request when next_due comes and moves next_due on, once, whatever the processes.
create table public.planned_maintenance (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  property_id uuid not null,
  service_slug text not null check (char_length(service_slug) between 1 and 80),
  description text not null check (char_length(description) between 1 and 1000),
  every_months smallint not null check (every_months between 1 and 120),
  next_due date not null,
  last_job_id uuid references public.jobs (id) on delete set null,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (organisation_id, property_id)
    references public.organisation_properties (organisation_id, id) on delete cascade
);
create index planned_maintenance_due_idx on public.planned_maintenance (next_due)
  where archived_at is null;
create index planned_maintenance_property_idx on public.planned_maintenance (property_id);

-- Invitations to join an organisation: the link signs the person up or adds their account.
create table public.organisation_invitations (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  email text not null check (email = lower(email) and char_length(email) <= 254),
  member_role text not null check (member_role in ('owner', 'manager', 'member')),
  token_hash text not null unique,
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index organisation_invitations_org_idx
  on public.organisation_invitations (organisation_id, created_at desc);

alter table public.organisation_properties enable row level security;
alter table public.job_approvals enable row level security;
alter table public.approval_links enable row level security;
alter table public.approval_link_uses enable row level security;
alter table public.job_comments enable row level security;
alter table public.planned_maintenance enable row level security;
alter table public.organisation_invitations enable row level security;
