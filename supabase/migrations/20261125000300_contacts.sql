-- The office's inbox of enquiries (/admin/contacts, decision 0039): each enquiry is new, in
-- progress or closed, remembers when someone first opened it and which form (or, later, the
-- assistant) it came from, and carries a thread of the office's replies and internal notes.

alter table public.contacts
  add column status text not null default 'new'
    check (status in ('new', 'in_progress', 'closed')),
  -- First opened by the office; an enquiry nobody has opened is "unread".
  add column read_at timestamptz,
  add column source text not null default 'contact-form'
    check (source in ('contact-form', 'property-services-form', 'assistant')),
  -- What the enquiry became: a booked job, a new organisation.
  add column job_id uuid references public.jobs (id) on delete set null,
  add column organisation_id uuid references public.organisations (id) on delete set null;

-- handled_at keeps its meaning, "closed at": set when an enquiry is closed, cleared when it is
-- reopened. Enquiries handled before the inbox existed are closed, and were read.
update public.contacts set source = 'property-services-form' where kind = 'property-enquiry';
update public.contacts
  set status = 'closed', read_at = handled_at
  where handled_at is not null;
alter table public.contacts
  add constraint contacts_closed_when_handled check ((status = 'closed') = (handled_at is not null));

-- The inbox's order, newest first, read a page at a time by keyset: one index for each tab
-- and one for every enquiry, so a page reads only its own rows at any size of the table.
drop index public.contacts_created_idx;
create index contacts_inbox_idx on public.contacts (created_at desc, id desc);
create index contacts_inbox_status_idx on public.contacts (status, created_at desc, id desc);

-- Search: the reference, an e-mail or postcode by its start, a phone exactly (E.164), and the
-- words of the name, company and message by their start.
create index contacts_email_prefix_idx on public.contacts (lower(email) text_pattern_ops);
create index contacts_postcode_prefix_idx on public.contacts (postcode text_pattern_ops);
create index contacts_phone_idx on public.contacts (phone);
create index contacts_words_idx on public.contacts
  using gin (to_tsvector('simple',
    name || ' ' || coalesce(company_name, '') || ' ' || message))
  with (fastupdate = off);

-- The tabs' counts and the navigation's unread count, kept by the database as enquiries come
-- and change, so no admin page counts the whole table. Statement triggers with transition
-- tables: a bulk insert of 100,000 enquiries is one update of each count, not 100,000.
create table public.contact_counts (
  bucket text primary key check (bucket in ('new', 'in_progress', 'closed', 'unread')),
  total bigint not null default 0 check (total >= 0)
);
insert into public.contact_counts (bucket, total)
select bucket.name, (
  select count(*) from public.contacts c
  where case bucket.name
    when 'unread' then c.status = 'new' and c.read_at is null
    else c.status = bucket.name
  end)
from (values ('new'), ('in_progress'), ('closed'), ('unread')) as bucket (name);

create function public.contact_counts_follow() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update public.contact_counts counts set total = counts.total + moves.change
    from (
      select bucket, count(*) as change from (
        select status as bucket from added
        union all select 'unread' from added where status = 'new' and read_at is null
      ) each_row group by bucket
    ) moves
    where counts.bucket = moves.bucket;
  elsif tg_op = 'DELETE' then
    update public.contact_counts counts set total = counts.total - moves.change
    from (
      select bucket, count(*) as change from (
        select status as bucket from removed
        union all select 'unread' from removed where status = 'new' and read_at is null
      ) each_row group by bucket
    ) moves
    where counts.bucket = moves.bucket;
  elsif tg_op = 'UPDATE' then
    update public.contact_counts counts set total = counts.total + moves.change
    from (
      select bucket, sum(change) as change from (
        select status as bucket, 1 as change from added
        union all select 'unread', 1 from added where status = 'new' and read_at is null
        union all select status, -1 from removed
        union all select 'unread', -1 from removed where status = 'new' and read_at is null
      ) each_row group by bucket having sum(change) <> 0
    ) moves
    where counts.bucket = moves.bucket;
  else
    update public.contact_counts set total = 0;
  end if;
  return null;
end
$$;

create trigger contacts_counted_insert after insert on public.contacts
  referencing new table as added
  for each statement execute function public.contact_counts_follow();
create trigger contacts_counted_update after update on public.contacts
  referencing old table as removed new table as added
  for each statement execute function public.contact_counts_follow();
create trigger contacts_counted_delete after delete on public.contacts
  referencing old table as removed
  for each statement execute function public.contact_counts_follow();
create trigger contacts_counted_truncate after truncate on public.contacts
  for each statement execute function public.contact_counts_follow();

-- The office's side of an enquiry: replies e-mailed to the enquirer (with the outbox row each
-- went out as, which says whether it has been sent) and internal notes, never e-mailed.
create table public.contact_thread_entries (
  id bigint generated always as identity primary key,
  contact_id bigint not null references public.contacts (id) on delete cascade,
  entry_kind text not null check (entry_kind in ('reply', 'note')),
  author_id uuid references auth.users (id) on delete set null,
  author_name text not null check (char_length(author_name) between 1 and 200),
  body text not null check (char_length(body) between 1 and 5000),
  -- A reply's e-mail; null for a note (and for a reply whose outbox row was erased).
  outbox_id bigint references public.email_outbox (id) on delete set null,
  created_at timestamptz not null default now(),
  check (entry_kind = 'reply' or outbox_id is null)
);
create index contact_thread_entries_contact_idx
  on public.contact_thread_entries (contact_id, created_at, id);
create index contact_thread_entries_outbox_idx
  on public.contact_thread_entries (outbox_id) where outbox_id is not null;

alter table public.contact_counts enable row level security;
alter table public.contact_thread_entries enable row level security;
