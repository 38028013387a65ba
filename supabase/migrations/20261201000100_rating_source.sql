-- A rating kept elsewhere (issue 28): the site shows the typed rating only beside the name of
-- where it comes from and a link there, never as its own. The site's own rating is computed
-- from the approved reviews and is not stored.

alter table public.business_settings
  add column rating_source_name text,
  add column rating_source_url text,
  add constraint business_settings_rating_source_check
    check ((rating_source_name is null) = (rating_source_url is null)),
  add constraint business_settings_rating_source_url_check
    check (rating_source_url is null or rating_source_url like 'https://%');

comment on column public.business_settings.rating_value is
  'A rating elsewhere (rating_source_name), shown only with that source and its link.';
comment on column public.business_settings.review_count is
  'The number of reviews behind rating_value, at that source.';
comment on column public.business_settings.rating_source_name is
  'Where rating_value comes from, as visitors read it: "Google". Null: the rating is not shown.';
comment on column public.business_settings.rating_source_url is
  'The page at that source with the reviews (https).';

-- The specification's 4.9 from 127 reviews is the business's Google rating: said so, with a link.
update public.business_settings
set rating_source_name = 'Google',
  rating_source_url = 'https://www.google.com/maps/search/?api=1&query=We+Fix+Coventry'
where rating_source_name is null;
