-- The office's settings (issue 11): what the structured data, the footer and the new
-- organisation form still took from code now lives in the database, edited on /admin/settings.

-- Where the business itself is: the `geo` of its LocalBusiness structured data.
alter table public.business_settings
  add column latitude numeric(7, 5) not null default 52.40806
    check (latitude between 49 and 61),
  add column longitude numeric(7, 5) not null default -1.51056
    check (longitude between -9 and 2),
  -- Its pages elsewhere (the `sameAs` of the structured data), https only.
  add column same_as text[] not null default '{}';

-- The towns the business serves, in the order pages list them, each with its coordinates
-- (the `areaServed` of the structured data). They replace business_settings.service_areas,
-- which held the names only.
create table public.service_areas (
  position smallint primary key check (position between 1 and 20),
  name text not null check (length(name) between 1 and 80),
  latitude numeric(7, 5) not null check (latitude between 49 and 61),
  longitude numeric(7, 5) not null check (longitude between -9 and 2)
);
insert into public.service_areas (position, name, latitude, longitude) values
  (1, 'Coventry', 52.40806, -1.51056),
  (2, 'Warwick', 52.28, -1.59),
  (3, 'Kenilworth', 52.341, -1.566),
  (4, 'Leamington Spa', 52.292, -1.537);
alter table public.service_areas enable row level security;

alter table public.business_settings drop column service_areas;

-- The response targets a new organisation starts with (each organisation keeps its own).
create table public.organisation_defaults (
  id boolean primary key default true check (id),
  target_emergency_hours smallint not null default 4
    check (target_emergency_hours between 1 and 168),
  target_urgent_days smallint not null default 2
    check (target_urgent_days between 1 and 60),
  target_routine_working_days smallint not null default 10
    check (target_routine_working_days between 1 and 120),
  updated_at timestamptz not null default now()
);
insert into public.organisation_defaults (id) values (true);
alter table public.organisation_defaults enable row level security;
