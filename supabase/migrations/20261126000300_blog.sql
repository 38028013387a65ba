-- The blog editor (issue 12, decision record 0045): an explicit status, a scheduled time, a
-- cover picture, and the old addresses of posts whose slug changed.

-- Every new column's default means "draft": a row inserted with only the original columns
-- (the starter library does that) is a draft the editor opens.
alter table public.blog_posts
  add column status text not null default 'draft'
    check (status in ('draft', 'scheduled', 'published')),
  add column scheduled_for timestamptz,
  -- A ResponsiveImage (app/lib/responsive-image.ts): all four, or none.
  add column cover_image_key text,
  add column cover_image_widths integer[],
  add column cover_image_width integer check (cover_image_width > 0),
  add column cover_image_height integer check (cover_image_height > 0),
  add column cover_image_alt text not null default '';

-- Posts already dated in the past are published; one dated in the future was waiting for its
-- time, which is what "scheduled" now says.
update public.blog_posts
  set status = case when published_at <= now() then 'published' else 'scheduled' end,
      scheduled_for = case when published_at > now() then published_at end,
      published_at = case when published_at <= now() then published_at end
  where published_at is not null;

alter table public.blog_posts
  add constraint blog_posts_status_times check (
    (status = 'scheduled') = (scheduled_for is not null)
    and (status <> 'published' or published_at is not null)
  ),
  add constraint blog_posts_cover_complete check (
    (cover_image_key is null) = (cover_image_widths is null)
    and (cover_image_key is null) = (cover_image_width is null)
    and (cover_image_key is null) = (cover_image_height is null)
  );

-- The public list and the sitemap read published posts newest first; the office's list reads
-- every post (or one status) newest first, a page at a time after an id.
drop index if exists public.blog_posts_published_idx;
create index blog_posts_public_idx
  on public.blog_posts (published_at desc, id desc) where status = 'published';
create index blog_posts_status_id_idx on public.blog_posts (status, id desc);
-- The sweep finds the posts whose time has come.
create index blog_posts_scheduled_idx
  on public.blog_posts (scheduled_for) where status = 'scheduled';

-- An old slug always names the post (never the next slug), so a post renamed twice answers
-- both old addresses with one 301 to its current slug.
create table public.blog_slug_redirects (
  old_slug text primary key
    check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(old_slug) <= 120),
  post_id bigint not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index blog_slug_redirects_post_idx on public.blog_slug_redirects (post_id);

alter table public.blog_slug_redirects enable row level security;
