-- What some columns mean, kept with the schema: the generated Kysely types
-- (npm run db:types, decision 0059) carry these comments onto the columns' types.

comment on column public.profiles.erased_at is
  'When the office erased the account''s personal data at the person''s request.';
comment on column public.profiles.disabled_at is
  'Set by the office: sign-in is refused and every session ends (issue 11).';

comment on column public.organisation_members.notify_by_email is
  'Whether the organisation''s e-mails (approvals, finished jobs) reach this member.';
comment on column public.organisation_properties.key_safe_code is
  'Shown only to the office and to the engineer assigned to one of the property''s jobs.';

comment on column public.business_settings.latitude is
  'Where the business is: the geo of its structured data.';
comment on column public.business_settings.same_as is
  'Its pages elsewhere (the structured data''s sameAs), https only.';

comment on column public.email_outbox.job_id is 'The job the message is about, if any.';
comment on column public.email_outbox.valid_for_window_start is
  'Sent only while the job is still in this window…';
comment on column public.email_outbox.valid_for_statuses is
  '…and in one of these statuses (null: whatever its status). Only SQL reads it.';
comment on column public.email_outbox.provider_message_id is
  'The SMS provider''s id of a delivered text message.';
comment on column public.email_outbox.failed_at is
  'Refused for good by the provider: never tried again.';

comment on column public.contacts.handled_at is
  'When the enquiry was closed; null while it is new or in progress.';
comment on column public.contacts.read_at is 'First opened by the office; null while unread.';
comment on column public.contacts.job_id is 'The job booked from the enquiry, if any.';
comment on column public.contacts.organisation_id is
  'The organisation created from the enquiry, if any.';
comment on column public.contact_thread_entries.outbox_id is
  'The outbox row a reply went out as.';

comment on column public.customers.erased_at is
  'When the office erased the customer''s personal data at their request.';

comment on column public.jobs.requested_date is
  'Null (with the window) while a job waits for the office to give it a window.';
comment on column public.jobs.organisation_id is
  'An organisation''s job (source "organisation" or booked for it by the office).';
comment on column public.jobs.due_at is
  'When the organisation''s response target for the priority runs out.';
comment on column public.jobs.tenant_told is
  'The tenant is the job''s customer: booking e-mails and the tracking link go to them.';

comment on column public.engineer_client_actions.id is
  'Made on the phone when the engineer tapped.';
comment on column public.engineer_client_actions.answer is
  'The answer the first post got, given again to every repeat.';

comment on column public.job_events.actor_id is
  'The account that made the change, when a person did.';
comment on column public.job_events.internal is
  'A note for the office and engineers only, never shown to the customer.';

comment on column public.engineer_working_hours.iso_weekday is '1 = Monday … 7 = Sunday.';
comment on column public.engineer_working_hours.starts_at is
  'Both null: a day off. No row for a weekday: 06:00 to 22:00.';

comment on column public.change_log.entity is '"job", "leave", "working-hours", "settings"…';

comment on column public.job_photos.storage_key is
  'Key in the storage port, e.g. jobs/<job id>/<random>.webp.';

comment on column public.assistant_questions.question is
  'With e-mail addresses and phone numbers already replaced; at most 500 characters.';
comment on column public.assistant_questions.top_citation_href is
  'The page the answer leaned on most, e.g. "/services/plumbing"; null when none.';

comment on column public.blog_posts.excerpt is
  'The meta description, also the introduction under the title.';
comment on column public.blog_posts.status is
  'Draft by default: a row written with the original columns only is a draft.';
comment on column public.blog_posts.published_at is
  'When a published post appeared (kept after unpublishing, so its old slugs still redirect).';
comment on column public.blog_posts.scheduled_for is
  'Set exactly when the status is "scheduled".';

comment on column public.portfolio_projects.before_alt is
  'The seed''s description of the first before/after picture; empty for new projects.';
comment on column public.portfolio_projects.position is
  'The office''s order on /portfolio and /admin/portfolio, smallest first.';

comment on column public.testimonials.moderation_state is
  'A row inserted without one waits: nothing reaches the site unless someone approves it.';
comment on column public.testimonials.source_detail is
  'What "other" means (word of mouth, a leaflet…); null for every other source.';
comment on column public.testimonials.reply_body is
  'The business''s public answer, shown under the review.';
comment on column public.testimonials.featured_position is
  '1–3: a place in the home page''s reviews; only approved ones.';
comment on column public.testimonials.job_id is
  'The job whose review link it came through (reviews wait for the office).';

comment on column public.price_list.price_pence is 'Whole pence, VAT included.';
