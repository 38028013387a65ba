-- What the owner edits in /admin and the public pages show: testimonials, portfolio
-- projects and blog posts. Public pages read them through a short in-process cache.
create table public.testimonials (
  id bigint generated always as identity primary key,
  author_name text not null check (char_length(author_name) between 1 and 100),
  location text not null,
  rating smallint not null check (rating between 1 and 5),
  body text not null,
  service_slug text not null,
  received_on date not null,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index testimonials_published_received_idx
  on public.testimonials (published, received_on desc);

create table public.portfolio_projects (
  id bigint generated always as identity primary key,
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null,
  location text not null,
  service_slug text not null,
  summary text not null,
  body text not null,
  completed_on date not null,
  before_image_path text,
  before_alt text not null,
  after_image_path text,
  after_alt text not null,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index portfolio_projects_published_completed_idx
  on public.portfolio_projects (published, completed_on desc);

-- A post without published_at is a draft; one dated in the future appears at that time.
create table public.blog_posts (
  id bigint generated always as identity primary key,
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null,
  excerpt text not null,
  body text not null,
  author_name text not null,
  tags text[] not null default '{}',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blog_posts_published_idx
  on public.blog_posts (published_at desc) where published_at is not null;

-- Messages from the contact form and property-management enquiries, answered from /admin/contacts.
create table public.contacts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('contact', 'property-enquiry')),
  name text not null,
  email text not null,
  phone text not null,
  postcode text not null,
  message text not null,
  company_name text,
  properties_count integer check (properties_count >= 0),
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  check (kind = 'contact' or (company_name is not null and properties_count is not null))
);
create index contacts_created_idx on public.contacts (created_at desc);

alter table public.testimonials enable row level security;
alter table public.portfolio_projects enable row level security;
alter table public.blog_posts enable row level security;
alter table public.contacts enable row level security;
