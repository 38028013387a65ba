-- The assistant's questions it could not answer well (issue 13, decision 20): kept so the
-- owner sees on /admin/reports what visitors ask that the site does not say, and writes it.
-- Only declined and low-confidence questions are kept, with e-mail addresses and phone
-- numbers already removed by the application; nothing ties a row to a visitor (no address,
-- no session), so the table holds no personal data to erase.
create table public.assistant_questions (
  id uuid primary key default gen_random_uuid(),
  asked_at timestamptz not null default now(),
  question text not null check (char_length(question) between 1 and 500),
  outcome text not null
    check (outcome in ('declined-off-topic', 'declined-not-found', 'low-confidence')),
  -- The page the answer leaned on most, if any: where the missing content probably belongs.
  top_citation_href text check (top_citation_href ~ '^/' and char_length(top_citation_href) <= 300)
);

-- The report counts and lists the questions of a date range, newest first.
create index assistant_questions_asked_idx on public.assistant_questions (asked_at desc);

alter table public.assistant_questions enable row level security;
