-- The office's accounts (/admin/users, decision 0037): disabling an account, inviting staff,
-- and the indexes that keep the list of every account fast at 100,000 of them.

-- A disabled account is refused at sign-in and treated as signed out on every request.
alter table public.profiles
  add column disabled_at timestamptz,
  add column disabled_by uuid references auth.users (id) on delete set null;
create index profiles_disabled_idx on public.profiles (id) where disabled_at is not null;
-- Names by the start of each word, as the jobs list searches customers' names.
create index profiles_name_words_idx on public.profiles
  using gin (to_tsvector('simple', full_name)) with (fastupdate = off);
create index profiles_email_prefix_idx on public.profiles (lower(email) text_pattern_ops);

-- Who holds a role: the few admins and engineers are read from here, not by walking everyone.
create index user_roles_role_idx on public.user_roles (role, user_id);

-- An invitation to join the staff: the link (its SHA-256 stored) signs the person up, or
-- takes their account, and gives it the role. Single use, 7 days.
create table public.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and char_length(email) <= 254),
  full_name text not null check (char_length(full_name) between 1 and 100),
  role public.app_role not null check (role in ('admin', 'engineer')),
  token_hash text not null unique,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz
);
create index staff_invitations_pending_idx on public.staff_invitations (created_at desc)
  where accepted_at is null and revoked_at is null;
create index staff_invitations_email_idx on public.staff_invitations (email);

alter table public.staff_invitations enable row level security;

-- The list reads every account from auth.users (a profile exists only after a first sign-in),
-- newest first. A hosted Supabase project owns its auth schema, and its migrations may not add
-- indexes there: the list then works the same, only slower at its largest.
do $$
begin
  create index if not exists users_office_list_idx on auth.users (created_at desc, id desc);
  create index if not exists users_email_prefix_idx on auth.users (lower(email) text_pattern_ops);
  create index if not exists users_name_words_idx on auth.users
    using gin (to_tsvector('simple', coalesce(raw_user_meta_data ->> 'full_name', '')))
    with (fastupdate = off);
exception when insufficient_privilege then
  raise notice 'auth.users belongs to the auth service: the office list goes without its indexes';
end
$$;
