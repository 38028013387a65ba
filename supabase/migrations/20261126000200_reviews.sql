-- Moderation of reviews (/admin/testimonials, decision 0044). A review waits for the office,
-- is approved (shown on /reviews and in structured data) or hidden; the office records where
-- a typed-in review came from, may answer it publicly and may feature up to three approved
-- ones on the home page.

alter table public.testimonials
  add column moderation_state text not null default 'waiting'
    check (moderation_state in ('waiting', 'approved', 'hidden')),
  add column decided_at timestamptz,
  add column decided_by uuid references auth.users (id) on delete set null,
  -- 'website': through a finished job's review link; the others were typed in by the office.
  add column source text not null default 'website'
    check (source in ('website', 'google', 'facebook', 'checkatrade', 'trustpilot', 'yell', 'other')),
  add column source_detail text check (char_length(source_detail) between 1 and 100),
  add column reply_body text check (char_length(reply_body) between 1 and 1000),
  add column replied_at timestamptz,
  add column replied_by uuid references auth.users (id) on delete set null,
  -- 1 to 3: the home page shows the featured ones in this order.
  add column featured_position smallint check (featured_position between 1 and 3);

-- Published ones were shown before moderation existed (the seeded ones): approved, decided
-- when they were last changed. Unpublished ones came through review links and still wait.
update public.testimonials
  set moderation_state = case when published then 'approved' else 'waiting' end,
      decided_at = case when published then updated_at end;

alter table public.testimonials
  drop column published,
  add constraint testimonials_decided check ((moderation_state = 'waiting') = (decided_at is null)),
  add constraint testimonials_source_detail check (source = 'other' or source_detail is null),
  add constraint testimonials_reply_complete check ((reply_body is null) = (replied_at is null)),
  add constraint testimonials_featured_approved
    check (featured_position is null or moderation_state = 'approved'),
  add constraint testimonials_link_is_website check (job_id is null or source = 'website');

-- One review per home-page place: two admins featuring at once cannot both take the third.
create unique index testimonials_featured_idx
  on public.testimonials (featured_position) where featured_position is not null;

-- The office's list, a keyset page at a time (newest received first), per state, per source
-- and state, and across every state; the public reads use the approved rows of the first.
create index testimonials_state_received_idx
  on public.testimonials (moderation_state, received_on desc, id desc);
create index testimonials_source_state_received_idx
  on public.testimonials (source, moderation_state, received_on desc, id desc);
create index testimonials_received_idx on public.testimonials (received_on desc, id desc);

-- The tabs' counts and the approved ones' rating total, kept by the database as reviews come
-- and change, so neither the navigation's waiting count nor the average reads the table.
-- Statement triggers with transition tables, as contact_counts: a bulk insert is one update.
create table public.testimonial_counts (
  moderation_state text primary key check (moderation_state in ('waiting', 'approved', 'hidden')),
  total bigint not null default 0 check (total >= 0),
  rating_total bigint not null default 0 check (rating_total >= 0)
);
insert into public.testimonial_counts (moderation_state, total, rating_total)
select state.name,
  (select count(*) from public.testimonials t where t.moderation_state = state.name),
  (select coalesce(sum(rating), 0) from public.testimonials t where t.moderation_state = state.name)
from (values ('waiting'), ('approved'), ('hidden')) as state (name);

create function public.testimonial_counts_follow() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update public.testimonial_counts counts
      set total = counts.total + moves.change, rating_total = counts.rating_total + moves.rating
    from (
      select moderation_state, count(*) as change, sum(rating) as rating
      from added group by moderation_state
    ) moves
    where counts.moderation_state = moves.moderation_state;
  elsif tg_op = 'DELETE' then
    update public.testimonial_counts counts
      set total = counts.total - moves.change, rating_total = counts.rating_total - moves.rating
    from (
      select moderation_state, count(*) as change, sum(rating) as rating
      from removed group by moderation_state
    ) moves
    where counts.moderation_state = moves.moderation_state;
  elsif tg_op = 'UPDATE' then
    update public.testimonial_counts counts
      set total = counts.total + moves.change, rating_total = counts.rating_total + moves.rating
    from (
      select moderation_state, sum(change) as change, sum(rating) as rating from (
        select moderation_state, 1 as change, rating from added
        union all select moderation_state, -1, -rating from removed
      ) each_row group by moderation_state having sum(change) <> 0 or sum(rating) <> 0
    ) moves
    where counts.moderation_state = moves.moderation_state;
  else
    update public.testimonial_counts set total = 0, rating_total = 0;
  end if;
  return null;
end
$$;

create trigger testimonials_counted_insert after insert on public.testimonials
  referencing new table as added
  for each statement execute function public.testimonial_counts_follow();
create trigger testimonials_counted_update after update on public.testimonials
  referencing old table as removed new table as added
  for each statement execute function public.testimonial_counts_follow();
create trigger testimonials_counted_delete after delete on public.testimonials
  referencing old table as removed
  for each statement execute function public.testimonial_counts_follow();
create trigger testimonials_counted_truncate after truncate on public.testimonials
  for each statement execute function public.testimonial_counts_follow();

alter table public.testimonial_counts enable row level security;
