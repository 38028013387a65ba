-- The office's clients (issue 11, decision 0038): one client per e-mail address, from the
-- customers of bookings and the client accounts together, listed in e-mail order a page at a
-- time, with notes for the office and a mark on what was erased at the person's request.

-- Erased records stay (their jobs stay for the reports) with their personal fields replaced;
-- the mark keeps them out of the list and tells the page what happened.
alter table public.customers add column erased_at timestamptz;
alter table public.profiles add column erased_at timestamptz;

-- The office's notes about a client, keyed by the client's e-mail (lower case) because a
-- client may be a customer, an account or both: the notes follow the person, not a row.
create table public.client_notes (
  email text primary key check (email = lower(email)),
  body text not null check (char_length(body) <= 5000),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
alter table public.client_notes enable row level security;

-- The list's order is the e-mail address, byte by byte ("C"), so one btree gives both the
-- order of a page (a keyset continuing after the last address) and e-mail prefix searches.
-- Customers are stored lower case; an account's address is compared lower-cased.
create index customers_client_list_idx on public.customers ((email collate "C"))
  where erased_at is null;
create index profiles_client_list_idx on public.profiles ((lower(email) collate "C"))
  where erased_at is null;

-- Search by phone (E.164, exact) and by the start of each word of a name, as /admin/jobs.
create index customers_phone_idx on public.customers (phone);
create index profiles_phone_idx on public.profiles (phone) where phone is not null;
create index customers_name_words_idx on public.customers
  using gin (to_tsvector('simple', name)) with (fastupdate = off);
-- Profiles' names have the same index already (profiles_name_words_idx, the users migration).
