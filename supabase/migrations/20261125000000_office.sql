-- The office (issue 11): what the owner edits lives here, and every app process must see an
-- edit within seconds. One counter, raised in the transaction of every such edit; each
-- process polls it and drops its caches when it moves (decision 0036).
create table public.settings_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into public.settings_version (id) values (true);

alter table public.settings_version enable row level security;
