-- Insights (issue 24) count requests by city and by where they came from. Those are facts of each
-- request, so they are columns the inbox can filter on and the insights can group by, computed
-- once per row instead of once per query:
-- - `campaign` and `referrer_host` are generated from the stored UTM fields, gclid and referrer.
-- - `city` needs the served areas and their ZIP codes, so a trigger sets it from the landing page
--   the request came from, else from its address.
-- The served areas and ZIP codes are the site's content (src/content/service-area-zips.ts and the
-- landing cities of src/content/landing-catalog.ts); supabase/tests/insights.test.ts keeps these
-- tables equal to it. The office's time zone is named once, for the insights' weeks and days.

create function private.office_time_zone()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select 'America/Los_Angeles' $$;

comment on function private.office_time_zone() is 'The company''s time zone: its calendar days, weeks and working days.';

revoke execute on function private.office_time_zone() from public, anon, authenticated;

create table private.served_areas (
  name text primary key check (name ~ '[^[:space:]]' and char_length(name) <= 100),
  -- The city's part of its landing pages' paths (/{landing_slug}-{service}); null without pages.
  landing_slug text unique check (landing_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

comment on table private.served_areas is 'The areas the company serves (cities and neighborhoods), as the site lists them.';

create table private.served_area_zips (
  zip text primary key check (zip ~ '^[0-9]{5}$'),
  area text not null references private.served_areas (name)
);

create index served_area_zips_area_idx on private.served_area_zips (area);

comment on table private.served_area_zips is 'The ZIP codes of each served area (USPS), one area per ZIP.';

insert into private.served_areas (name, landing_slug) values
  ('Sacramento', 'sacramento'),
  ('Lincoln', null),
  ('Roseville', 'roseville'),
  ('Rocklin', 'rocklin'),
  ('Elk Grove', null),
  ('Citrus Heights', null),
  ('Antelope', null),
  ('North Highlands', null),
  ('Natomas', null),
  ('Rancho Cordova', null),
  ('Folsom', 'folsom'),
  ('El Dorado Hills', 'eldoradohills');

insert into private.served_area_zips (zip, area) values
  ('95811', 'Sacramento'),
  ('95814', 'Sacramento'),
  ('95815', 'Sacramento'),
  ('95816', 'Sacramento'),
  ('95817', 'Sacramento'),
  ('95818', 'Sacramento'),
  ('95819', 'Sacramento'),
  ('95820', 'Sacramento'),
  ('95821', 'Sacramento'),
  ('95822', 'Sacramento'),
  ('95823', 'Sacramento'),
  ('95824', 'Sacramento'),
  ('95825', 'Sacramento'),
  ('95826', 'Sacramento'),
  ('95827', 'Sacramento'),
  ('95828', 'Sacramento'),
  ('95829', 'Sacramento'),
  ('95830', 'Sacramento'),
  ('95831', 'Sacramento'),
  ('95832', 'Sacramento'),
  ('95838', 'Sacramento'),
  ('95841', 'Sacramento'),
  ('95842', 'Sacramento'),
  ('95864', 'Sacramento'),
  ('95648', 'Lincoln'),
  ('95661', 'Roseville'),
  ('95678', 'Roseville'),
  ('95747', 'Roseville'),
  ('95677', 'Rocklin'),
  ('95765', 'Rocklin'),
  ('95624', 'Elk Grove'),
  ('95757', 'Elk Grove'),
  ('95758', 'Elk Grove'),
  ('95610', 'Citrus Heights'),
  ('95621', 'Citrus Heights'),
  ('95843', 'Antelope'),
  ('95660', 'North Highlands'),
  ('95833', 'Natomas'),
  ('95834', 'Natomas'),
  ('95835', 'Natomas'),
  ('95670', 'Rancho Cordova'),
  ('95742', 'Rancho Cordova'),
  ('95630', 'Folsom'),
  ('95762', 'El Dorado Hills');

-- Read by the city trigger (security definer) only.
alter table private.served_areas enable row level security;
alter table private.served_area_zips enable row level security;
revoke all on table private.served_areas, private.served_area_zips from public, anon, authenticated;
grant select on table private.served_areas, private.served_area_zips to service_role;

create policy "The service role reads the served areas"
  on private.served_areas for select
  to service_role
  using (true);

create policy "The service role reads the served ZIP codes"
  on private.served_area_zips for select
  to service_role
  using (true);

-- The served area a request is for: its landing page's city; else, when its address ends with a
-- ZIP code, that ZIP's area (null for a ZIP we do not serve: 'West Sacramento, CA 95691' is not
-- Sacramento); else a served area named in the address as whole words, the longest name first.
create function private.request_city(source_page text, address text)
returns text
language sql
stable
set search_path = ''
as $$
  -- A ZIP code ends the address (a five-digit house number does not).
  with zip as (
    select substring(request_city.address from '(?:^|[^0-9])([0-9]{5})(?:-[0-9]{4})?[^0-9A-Za-z]*$') as code
  )
  select coalesce(
    (select area.name from private.served_areas area
      where area.landing_slug is not null
        and request_city.source_page like '/' || area.landing_slug || '-%'
      order by char_length(area.landing_slug) desc
      limit 1),
    case when (select code from zip) is not null
      then (select z.area from private.served_area_zips z where z.zip = (select code from zip))
      else (select area.name from private.served_areas area
        where request_city.address ~* ('\m' || replace(area.name, ' ', '\s+') || '\M')
        order by char_length(area.name) desc
        limit 1)
    end
  )
$$;

comment on function private.request_city(text, text) is 'The served area of a request, from its landing page or its address; null if none.';

revoke execute on function private.request_city(text, text) from public, anon, authenticated;

alter table public.contact_submissions
  add column campaign text generated always as (
    case
      when gclid is not null then 'Google Ads'
      when nullif(btrim(utm_source), '') is not null
        then btrim(utm_source) || coalesce(' / ' || nullif(btrim(utm_campaign), ''), '')
    end
  ) stored,
  add column referrer_host text generated always as (
    nullif(regexp_replace(lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^www\.', ''), '')
  ) stored,
  add column city text;

comment on column public.contact_submissions.campaign is 'The ad campaign the visitor came from: ''Google Ads'' (gclid), else utm_source / utm_campaign; null if none.';
comment on column public.contact_submissions.referrer_host is 'The host of the referring page, without www.; null for a direct visit.';
comment on column public.contact_submissions.city is 'The served area the request is for (landing page, else address), set by the database; null if unknown.';

-- Security definer: a request stored by a signed-in caller cannot read the private schema.
create function private.set_contact_submission_city()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.city := private.request_city(new.source_page, new.address);
  return new;
end
$$;

comment on function private.set_contact_submission_city() is 'Trigger: keeps contact_submissions.city in step with the landing page and address.';

revoke execute on function private.set_contact_submission_city() from public, anon, authenticated;

create trigger contact_submissions_set_city
  before insert or update of address, source_page on public.contact_submissions
  for each row execute function private.set_contact_submission_city();

update public.contact_submissions
  set city = private.request_city(source_page, address)
  where private.request_city(source_page, address) is not null;
