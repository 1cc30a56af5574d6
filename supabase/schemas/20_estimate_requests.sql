-- Estimate requests (public.contact_submissions): what a visitor sends, what the office does
-- with it, and what guards it.
--
-- What runs when a visitor presses Send: public.submit_estimate_request (below) answers the
-- honeypot, limits requests per network, then inserts the request. The insert fires the BEFORE
-- INSERT triggers at the end of this file, in name order: the e-mail check, the service check,
-- the city, and the per-address throttle. The function then opens a photo upload
-- (25_request_photos.sql) when photos follow, and queues the office's alert and the homeowner's
-- acknowledgement (30_mail_outbox.sql).
--
-- Who reads requests: only admins, through the policies at the end of this file, which ask
-- public.has_admin_role (10_admin_roles.sql).

-- Tables --------------------------------------------------------------------------------------

create type public.estimate_request_status as enum (
    'new',
    'contacted',
    'scheduled',
    'won',
    'lost',
    'archived'
);

comment on type public.estimate_request_status is 'Where an estimate request stands in the office''s work.';

-- The site's service catalogue (supabase/functions/_shared/service-catalogue.ts, which the form,
-- the landing pages, the inbox, Insights and the mails read): a request stores a key, people see
-- the name. supabase/tests/estimate-services.test.ts keeps this table equal to the catalogue.
create table private.estimate_services (
    key text not null,
    name text not null,
    constraint estimate_services_key_check check (((key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(key) <= 100))),
    constraint estimate_services_name_check check (((name ~ '[^[:space:]]'::text) and (char_length(name) <= 100)))
);

alter table only private.estimate_services
    add constraint estimate_services_name_key unique (name);

alter table only private.estimate_services
    add constraint estimate_services_pkey primary key (key);

alter table private.estimate_services enable row level security;

comment on table private.estimate_services is 'The site''s service catalogue: the keys a request may store, and the name each is shown by.';

grant select on table private.estimate_services to service_role;

create table private.served_area_zips (
    zip text not null,
    area text not null,
    constraint served_area_zips_zip_check check ((zip ~ '^[0-9]{5}$'::text))
);

alter table only private.served_area_zips
    add constraint served_area_zips_pkey primary key (zip);

create index served_area_zips_area_idx on private.served_area_zips using btree (area);

alter table private.served_area_zips enable row level security;

comment on table private.served_area_zips is 'The ZIP codes of each served area (USPS), one area per ZIP.';

grant select on table private.served_area_zips to service_role;

create table private.served_areas (
    name text not null,
    landing_slug text,
    constraint served_areas_landing_slug_check check ((landing_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    constraint served_areas_name_check check (((name ~ '[^[:space:]]'::text) and (char_length(name) <= 100)))
);

alter table only private.served_areas
    add constraint served_areas_landing_slug_key unique (landing_slug);

alter table only private.served_areas
    add constraint served_areas_pkey primary key (name);

alter table private.served_areas enable row level security;

comment on table private.served_areas is 'The areas the company serves (cities and neighborhoods), as the site lists them.';

grant select on table private.served_areas to service_role;

-- A request's reference, defined before the table whose default it is: eight characters of
-- Crockford's base 32 (no I, L, O or U, so it reads aloud and types without mistakes), as
-- 7KQ4-2MZD. 40 random bits: a clash is unlikely, and the unique constraint refuses one.
create function private.new_request_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.string_agg(
    pg_catalog.substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', pg_catalog.get_byte(bytes, i) % 32 + 1, 1)
      || case when n = 4 then '-' else '' end,
    '' order by n)
  from (select pg_catalog.decode(pg_catalog.replace(gen_random_uuid()::text, '-', ''), 'hex') as bytes) random,
    -- The bytes of a version 4 UUID that are wholly random (6 and 8 carry its version and variant).
    unnest(array[0, 1, 2, 3, 4, 5, 10, 11]) with ordinality as positions(i, n)
$$;

comment on function private.new_request_reference() is 'A new request reference: 8 random characters of Crockford base 32, as XXXX-XXXX.';

revoke all on function private.new_request_reference() from public;
-- The default of a request's reference: whoever may insert a request runs it (the service role;
-- visitors insert through submit_estimate_request, which runs as its owner).
grant all on function private.new_request_reference() to service_role;

create table public.contact_submissions (
    id uuid default gen_random_uuid() not null,
    first_name text not null,
    last_name text not null,
    email text not null,
    phone text not null,
    service text not null,
    address text,
    message text,
    created_at timestamp with time zone default now() not null,
    source_page text,
    referrer text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    gclid text,
    client_address text,
    status public.estimate_request_status default 'new'::public.estimate_request_status not null,
    opened_at timestamp with time zone,
    note text,
    note_updated_at timestamp with time zone,
    note_updated_by uuid,
    note_updated_by_email text,
    search_text text generated always as (((((((lower(((((((first_name || ' '::text) || last_name) || ' '::text) || email) || ' '::text) || coalesce(message, ''::text))) || ' '::text) || regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) || ' '::text) || lower(reference)) || ' '::text) || lower(replace(reference, '-'::text, ''::text)))) stored,
    visit_window text,
    earliest_visit_date date,
    campaign text generated always as (
case
    when (gclid is not null) then 'Google Ads'::text
    when (nullif(btrim(utm_source), ''::text) is not null) then (btrim(utm_source) || coalesce((' / '::text || nullif(btrim(utm_campaign), ''::text)), ''::text))
    else null::text
end) stored,
    referrer_host text generated always as (nullif(regexp_replace(lower("substring"(referrer, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)'::text)), '^www\.'::text, ''::text), ''::text)) stored,
    city text,
    reference text default private.new_request_reference() not null,
    constraint contact_submissions_address_check check (((address is null) or (char_length(address) <= 300))),
    constraint contact_submissions_client_address_check check (((client_address is null) or (char_length(client_address) <= 100))),
    constraint contact_submissions_earliest_visit_date_check check (((earliest_visit_date is null) or ((earliest_visit_date >= ((created_at at time zone 'America/Los_Angeles'::text))::date) and (earliest_visit_date <= ((((created_at at time zone 'America/Los_Angeles'::text))::date + '6 mons'::interval))::date)))),
    constraint contact_submissions_first_name_check check (((first_name ~ '[^[:space:]]'::text) and (char_length(first_name) <= 100))),
    constraint contact_submissions_gclid_check check (((gclid is null) or (char_length(gclid) <= 200))),
    constraint contact_submissions_last_name_check check (((last_name ~ '[^[:space:]]'::text) and (char_length(last_name) <= 100))),
    constraint contact_submissions_message_check check (((message is null) or (char_length(message) <= 5000))),
    constraint contact_submissions_note_check check (((note is null) or (char_length(note) <= 5000))),
    constraint contact_submissions_phone_check check (((phone ~ '^[0-9 +().-]{7,30}$'::text) and (char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) >= 7))),
    constraint contact_submissions_referrer_check check (((referrer is null) or (char_length(referrer) <= 2048))),
    constraint contact_submissions_service_check check (((service ~ '[^[:space:]]'::text) and (char_length(service) <= 100))),
    constraint contact_submissions_source_page_check check (((source_page is null) or ((source_page ~ '^/'::text) and (char_length(source_page) <= 2048)))),
    constraint contact_submissions_utm_campaign_check check (((utm_campaign is null) or (char_length(utm_campaign) <= 200))),
    constraint contact_submissions_utm_medium_check check (((utm_medium is null) or (char_length(utm_medium) <= 200))),
    constraint contact_submissions_utm_source_check check (((utm_source is null) or (char_length(utm_source) <= 200))),
    constraint contact_submissions_visit_window_check check (((visit_window is null) or (visit_window = any (array['any_weekday'::text, 'weekday_mornings'::text, 'weekday_afternoons'::text, 'saturday_mornings'::text]))))
);

alter table only public.contact_submissions
    add constraint contact_submissions_pkey primary key (id);

alter table only public.contact_submissions
    add constraint contact_submissions_reference_key unique (reference);

create index contact_submissions_client_address_created_at_idx on public.contact_submissions using btree (client_address, created_at) where (client_address is not null);

create index contact_submissions_email_created_at_idx on public.contact_submissions using btree (lower(email), created_at);

create index contact_submissions_inbox_idx on public.contact_submissions using btree (created_at desc, id desc);

create index contact_submissions_new_idx on public.contact_submissions using btree (created_at) where (status = 'new'::public.estimate_request_status);

create index contact_submissions_note_updated_by_idx on public.contact_submissions using btree (note_updated_by);

create index contact_submissions_search_idx on public.contact_submissions using gin (search_text extensions.gin_trgm_ops);

create index contact_submissions_service_inbox_idx on public.contact_submissions using btree (service, created_at desc, id desc);

create index contact_submissions_source_page_inbox_idx on public.contact_submissions using btree (source_page, created_at desc, id desc);

create index contact_submissions_status_inbox_idx on public.contact_submissions using btree (status, created_at desc, id desc);

alter table public.contact_submissions enable row level security;

comment on table public.contact_submissions is 'Estimate requests from the site. Anyone may send one; only admins read, change or delete them.';

comment on column public.contact_submissions.service is 'The key of the requested service in the site''s catalogue (private.estimate_services); older free-text services are kept as written.';

comment on column public.contact_submissions.source_page is 'Path of the page the request was sent from.';

comment on column public.contact_submissions.referrer is 'The referrer of the visit, as the browser reported it.';

comment on column public.contact_submissions.client_address is 'Network address the request came from, an IPv6 client as its /64 (per-client ceiling).';

comment on column public.contact_submissions.status is 'Where the request stands; new until an admin moves it.';

comment on column public.contact_submissions.opened_at is 'When an admin first opened the request; null while unread.';

comment on column public.contact_submissions.note is 'Internal note for the office; never shown to visitors.';

comment on column public.contact_submissions.search_text is 'Generated: what the inbox search matches (names, e-mail, message, phone digits, reference).';

comment on column public.contact_submissions.reference is 'The request''s short reference (e.g. 7KQ4-2MZD), told to the homeowner and the office and found by the inbox search.';

comment on column public.contact_submissions.visit_window is 'When in the week the visitor would like a visit (any_weekday, weekday_mornings, weekday_afternoons, saturday_mornings); null if not given.';

comment on column public.contact_submissions.earliest_visit_date is 'The earliest day for a visit: from the day of the request (Pacific time) to 6 months after it; null if not given.';

comment on column public.contact_submissions.campaign is 'The ad campaign the visitor came from: ''Google Ads'' (gclid), else utm_source / utm_campaign; null if none.';

comment on column public.contact_submissions.referrer_host is 'The host of the referring page, without www.; null for a direct visit.';

comment on column public.contact_submissions.city is 'The served area the request is for (landing page, else address), set by the database; null if unknown.';

grant select,delete on table public.contact_submissions to authenticated;
grant select,insert,delete,update on table public.contact_submissions to service_role;

grant update(first_name) on table public.contact_submissions to authenticated;

grant update(last_name) on table public.contact_submissions to authenticated;

grant update(email) on table public.contact_submissions to authenticated;

grant update(phone) on table public.contact_submissions to authenticated;

grant update(service) on table public.contact_submissions to authenticated;

grant update(address) on table public.contact_submissions to authenticated;

grant update(message) on table public.contact_submissions to authenticated;

grant update(status) on table public.contact_submissions to authenticated;

grant update(opened_at) on table public.contact_submissions to authenticated;

grant update(note) on table public.contact_submissions to authenticated;

alter table only private.served_area_zips
    add constraint served_area_zips_area_fkey foreign key (area) references private.served_areas(name);

alter table only public.contact_submissions
    add constraint contact_submissions_note_updated_by_fkey foreign key (note_updated_by) references auth.users(id) on delete set null;

-- Reference rows: the database checks requests against them. A change to these rows is data,
-- which schema diffs do not see: write its insert, update or delete in the migration by hand.
insert into private.estimate_services (key, name) values
  ('lawn-maintenance', 'Lawn Care & Maintenance'),
  ('sod-installation', 'Sod Installation'),
  ('artificial-turf', 'Artificial Turf'),
  ('irrigation-sprinklers', 'Irrigation & Sprinklers'),
  ('landscape-design', 'Landscape Design'),
  ('tree-trimming', 'Tree Trimming'),
  ('cleanups-hauling', 'Cleanups & Hauling'),
  ('hardscaping', 'Hardscaping'),
  ('commercial-landscaping', 'Commercial Landscaping'),
  ('drought-tolerant-landscaping', 'Drought-Tolerant Landscaping'),
  ('garden-bed-installation', 'Garden Bed Installation'),
  ('hedge-trimming', 'Hedge Trimming'),
  ('other', 'Something else');

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

-- Functions -----------------------------------------------------------------------------------

create function private.check_contact_submission_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.email is not distinct from old.email then
    return new;
  end if;
  if not (
    char_length(new.email) <= 254
    and new.email ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$'
  ) then
    raise exception 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"'
      using errcode = '23514', constraint = 'contact_submissions_email_check',
        table = 'contact_submissions', schema = 'public';
  end if;
  return new;
end
$$;

comment on function private.check_contact_submission_email() is 'Trigger: the e-mail rule of the form, for new rows and changed addresses.';

revoke all on function private.check_contact_submission_email() from public;

-- Security definer: an admin changing a request's service (as authenticated) cannot read the
-- private schema.
create function private.check_contact_submission_service()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- No service at all is the not-null constraint's to refuse (23502, naming the column).
  if new.service is null or (tg_op = 'UPDATE' and new.service is not distinct from old.service) then
    return new;
  end if;
  if not exists (select 1 from private.estimate_services s where s.key = new.service) then
    raise exception 'new row for relation "contact_submissions" violates check constraint "contact_submissions_service_check"'
      using errcode = '23514', constraint = 'contact_submissions_service_check',
        table = 'contact_submissions', schema = 'public',
        detail = 'The service must be the key of one of the site''s services (private.estimate_services).';
  end if;
  return new;
end
$$;

comment on function private.check_contact_submission_service() is 'Trigger: a new request, or a changed service, holds the key of one of the site''s services.';

revoke all on function private.check_contact_submission_service() from public;

-- Deletes the archived requests archived longer ago than `older_than` (the last change to
-- archived in the history, or the request's arrival when the history has none). Returns how many.
-- Security invoker and granted to nobody: the scheduler runs it as the database owner.
create function private.delete_archived_requests(older_than interval)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  deleted integer;
begin
  if delete_archived_requests.older_than is null
    or delete_archived_requests.older_than <= interval '0' then
    raise exception 'older_than must be a positive interval, e.g. ''18 months''' using errcode = '22023';
  end if;
  delete from public.contact_submissions cs
  where cs.status = 'archived'::public.estimate_request_status
    and coalesce(
      (select max(h.occurred_at) from public.history_events h
       where h.request_id = cs.id and h.kind = 'request_status_changed' and h.to_value = 'archived'),
      cs.created_at
    ) < now() - delete_archived_requests.older_than;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

comment on function private.delete_archived_requests(older_than interval) is 'Retention: deletes requests archived longer ago than older_than (forgetting their people in the history); returns how many.';

revoke all on function private.delete_archived_requests(older_than interval) from public;

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

comment on function private.request_city(source_page text, address text) is 'The served area of a request, from its landing page or its address; null if none.';

revoke all on function private.request_city(source_page text, address text) from public;

-- The per-client ceiling of submit_estimate_request (10 an hour) keyed on the exact address,
-- and its last resort was the first x-forwarded-for entry, which the client writes itself.
-- - An IPv6 client counts by its /64: a subscriber is usually given a whole /64 and can take a
--   new address from it for every request. IPv4 stays the exact address, and so does an
--   IPv4-mapped IPv6 address (::ffff:a.b.c.d), which is an IPv4 client.
-- - Precedence: cf-connecting-ip (Cloudflare sets it in front of hosted projects, replacing a
--   client's own), x-real-ip (the gateway sets it from the socket; so does the local backend),
--   then the rightmost x-forwarded-for entry: each proxy appends the peer it saw, so the
--   rightmost entry is the one the nearest proxy appended; those left of it are the client's.
-- - A value that is not an address is kept as sent (cut to the column's 100 characters):
--   counted as its own client rather than failing a visitor's request.
-- The name stays: it is still the network address the request came from (for IPv6 a /64
-- network), which is what contact_submissions.client_address holds and the callers compare.
create function private.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  sent text := left(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', -1)), '')
  ), 100);
  address inet;
begin
  if sent is null then
    return null;
  end if;
  begin
    address := sent::inet;
  exception when invalid_text_representation then
    return sent;
  end;
  if pg_catalog.family(address) = 4 then
    return pg_catalog.host(address);
  end if;
  if address <<= inet '::ffff:0.0.0.0/96' then
    return pg_catalog.host(inet '0.0.0.0' + (address - inet '::ffff:0.0.0.0'));
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
end
$$;

comment on function private.request_client_address() is 'Client network address of the current API request (IPv4 exact, IPv6 as its /64), or null.';

revoke all on function private.request_client_address() from public;

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

revoke all on function private.set_contact_submission_city() from public;

-- Stamps what clients may not choose: the note's author and time when the note changes, and the
-- first opening's time (a request once opened stays opened, whatever a client sends).
create function private.stamp_contact_submission_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.note is distinct from old.note then
    new.note := nullif(btrim(new.note), '');
  end if;
  if new.note is distinct from old.note then
    new.note_updated_at := now();
    new.note_updated_by := (select auth.uid());
    new.note_updated_by_email := (select auth.jwt() ->> 'email');
  else
    new.note_updated_at := old.note_updated_at;
    new.note_updated_by := old.note_updated_by;
    new.note_updated_by_email := old.note_updated_by_email;
  end if;
  if old.opened_at is not null then
    new.opened_at := old.opened_at;
  elsif new.opened_at is not null then
    new.opened_at := now();
  end if;
  return new;
end
$$;

comment on function private.stamp_contact_submission_changes() is 'Trigger: server-side note author/time and first-opened time.';

revoke all on function private.stamp_contact_submission_changes() from public;

create function public.count_new_estimate_requests()
returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*) from public.contact_submissions where status = 'new'
$$;

comment on function public.count_new_estimate_requests() is 'How many requests the caller can see still have status new.';

revoke all on function public.count_new_estimate_requests() from public;
grant all on function public.count_new_estimate_requests() to authenticated;
grant all on function public.count_new_estimate_requests() to service_role;

create function public.list_estimate_requests(
  search text default null,
  status public.estimate_request_status default null,
  service text default null,
  source_page text default null,
  received_from timestamptz default null,
  received_before timestamptz default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 25,
  earliest_visit_from date default null,
  earliest_visit_to date default null,
  city text default null,
  campaign text default null,
  referrer_host text default null,
  over_one_working_day boolean default null
)
returns setof public.contact_submissions
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := lower(btrim(coalesce(list_estimate_requests.search, '')));
  digits text := regexp_replace(term, '[^0-9]', '', 'g');
  pattern text;
  newer boolean := list_estimate_requests.direction = 'newer';
  conditions text[] := array['true'];
  statement text;
begin
  perform private.require_admin();
  if list_estimate_requests.direction not in ('older', 'newer') then
    raise exception 'direction must be older or newer' using errcode = '22023';
  end if;
  if list_estimate_requests.page_size is null
    or list_estimate_requests.page_size not between 1 and 1000 then
    raise exception 'page_size must be between 1 and 1000' using errcode = '22023';
  end if;
  if (list_estimate_requests.cursor_created_at is null) <> (list_estimate_requests.cursor_id is null) then
    raise exception 'cursor_created_at and cursor_id go together' using errcode = '22023';
  end if;

  if term <> '' then
    -- A phone number is searched by its digits, however it was typed or stored.
    if term ~ '^[0-9 ()+.-]+$' and char_length(digits) >= 3 then
      term := digits;
    end if;
    pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conditions := conditions || 'cs.search_text like $1'::text;
  end if;
  if list_estimate_requests.status is not null then
    conditions := conditions || 'cs.status = $2'::text;
  end if;
  if list_estimate_requests.service is not null then
    conditions := conditions || 'cs.service = $3'::text;
  end if;
  if list_estimate_requests.source_page = 'none' then
    conditions := conditions || 'cs.source_page is null'::text;
  elsif list_estimate_requests.source_page is not null then
    conditions := conditions || 'cs.source_page = $4'::text;
  end if;
  if list_estimate_requests.city = 'none' then
    conditions := conditions || 'cs.city is null'::text;
  elsif list_estimate_requests.city is not null then
    conditions := conditions || 'cs.city = $12'::text;
  end if;
  if list_estimate_requests.campaign = 'none' then
    conditions := conditions || 'cs.campaign is null'::text;
  elsif list_estimate_requests.campaign is not null then
    conditions := conditions || 'cs.campaign = $13'::text;
  end if;
  if list_estimate_requests.referrer_host = 'direct' then
    conditions := conditions || 'cs.referrer_host is null'::text;
  elsif list_estimate_requests.referrer_host is not null then
    conditions := conditions || 'cs.referrer_host = $14'::text;
  end if;
  if list_estimate_requests.over_one_working_day then
    conditions := conditions
      || 'cs.status = ''new'' and cs.created_at < private.one_working_day_before(now())'::text;
  end if;
  if list_estimate_requests.received_from is not null then
    conditions := conditions || 'cs.created_at >= $5'::text;
  end if;
  if list_estimate_requests.received_before is not null then
    conditions := conditions || 'cs.created_at < $6'::text;
  end if;
  if list_estimate_requests.earliest_visit_from is not null then
    conditions := conditions || 'cs.earliest_visit_date >= $10'::text;
  end if;
  if list_estimate_requests.earliest_visit_to is not null then
    conditions := conditions || 'cs.earliest_visit_date <= $11'::text;
  end if;
  if list_estimate_requests.cursor_created_at is not null then
    conditions := conditions || case when newer
      then '(cs.created_at, cs.id) > ($7, $8)' else '(cs.created_at, cs.id) < ($7, $8)' end;
  end if;

  statement := 'select cs.* from public.contact_submissions cs where '
    || array_to_string(conditions, ' and ')
    || case when newer then ' order by cs.created_at, cs.id' else ' order by cs.created_at desc, cs.id desc' end
    || ' limit $9';
  if newer then
    statement := 'select page.* from (' || statement || ') page order by page.created_at desc, page.id desc';
  end if;

  return query execute statement using
    pattern, list_estimate_requests.status, list_estimate_requests.service,
    list_estimate_requests.source_page, list_estimate_requests.received_from,
    list_estimate_requests.received_before, list_estimate_requests.cursor_created_at,
    list_estimate_requests.cursor_id, list_estimate_requests.page_size,
    list_estimate_requests.earliest_visit_from, list_estimate_requests.earliest_visit_to,
    list_estimate_requests.city, list_estimate_requests.campaign,
    list_estimate_requests.referrer_host;
end
$$;

comment on function public.list_estimate_requests(search text, status public.estimate_request_status, service text, source_page text, received_from timestamp with time zone, received_before timestamp with time zone, cursor_created_at timestamp with time zone, cursor_id uuid, direction text, page_size integer, earliest_visit_from date, earliest_visit_to date, city text, campaign text, referrer_host text, over_one_working_day boolean) is 'Admin inbox: one page of estimate requests, filtered and searched, newest first.';

revoke all on function public.list_estimate_requests(search text, status public.estimate_request_status, service text, source_page text, received_from timestamp with time zone, received_before timestamp with time zone, cursor_created_at timestamp with time zone, cursor_id uuid, direction text, page_size integer, earliest_visit_from date, earliest_visit_to date, city text, campaign text, referrer_host text, over_one_working_day boolean) from public;
grant all on function public.list_estimate_requests(search text, status public.estimate_request_status, service text, source_page text, received_from timestamp with time zone, received_before timestamp with time zone, cursor_created_at timestamp with time zone, cursor_id uuid, direction text, page_size integer, earliest_visit_from date, earliest_visit_to date, city text, campaign text, referrer_host text, over_one_working_day boolean) to authenticated;
grant all on function public.list_estimate_requests(search text, status public.estimate_request_status, service text, source_page text, received_from timestamp with time zone, received_before timestamp with time zone, cursor_created_at timestamp with time zone, cursor_id uuid, direction text, page_size integer, earliest_visit_from date, earliest_visit_to date, city text, campaign text, referrer_host text, over_one_working_day boolean) to service_role;

create function public.submit_estimate_request(
  first_name text,
  last_name text,
  email text,
  phone text,
  service text,
  address text default null,
  message text default null,
  source_page text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  gclid text default null,
  website text default null,
  photo_count integer default 0,
  visit_window text default null,
  earliest_visit_date date default null
)
returns table (request_id uuid, photo_upload_key text, reference text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client text := private.request_client_address();
  photos integer := coalesce(submit_estimate_request.photo_count, 0);
  -- The day of the request as the office counts it, and the last day a visit may start from.
  today date := (now() at time zone 'America/Los_Angeles')::date;
  last_day date := (today + interval '6 months')::date;
  new_id uuid;
  new_reference text;
  upload_key text;
begin
  if photos not between 0 and 5 then
    raise exception 'photo_count must be between 0 and 5' using errcode = '22023';
  end if;
  if photos > 0 then
    -- 244 random bits from the server's strong random source, as 64 hex digits. Core functions
    -- only (gen_random_uuid, sha256), not pgcrypto's, which the embedded local Postgres can fail.
    upload_key := pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  end if;

  -- The honeypot: answered like a stored request, with an id, key and reference that open nothing.
  if coalesce(btrim(submit_estimate_request.website), '') <> '' then
    return query select gen_random_uuid(), upload_key, private.new_request_reference();
    return;
  end if;

  if submit_estimate_request.earliest_visit_date not between today and last_day then
    raise exception 'new row for relation "contact_submissions" violates check constraint "contact_submissions_earliest_visit_date_check"'
      using errcode = '23514', constraint = 'contact_submissions_earliest_visit_date_check',
        table = 'contact_submissions', schema = 'public',
        detail = pg_catalog.format(
          'The earliest visit date must be from %s (today in Sacramento) to %s (6 months later).',
          pg_catalog.to_char(today, 'YYYY-MM-DD'), pg_catalog.to_char(last_day, 'YYYY-MM-DD'));
  end if;

  if client is not null then
    -- Serialise one client's sends so parallel calls cannot slip past the count.
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('estimate request client ' || client, 0));
    if (
      select count(*) from public.contact_submissions cs
      where cs.client_address = client
        and cs.created_at > now() - interval '1 hour'
    ) >= 10 then
      raise exception 'Too many requests from this network. Please call us or try again later.'
        using errcode = 'PT429';
    end if;
  end if;

  insert into public.contact_submissions (
    first_name, last_name, email, phone, service, address, message,
    source_page, referrer, utm_source, utm_medium, utm_campaign, gclid, client_address,
    visit_window, earliest_visit_date
  ) values (
    btrim(submit_estimate_request.first_name),
    btrim(submit_estimate_request.last_name),
    btrim(submit_estimate_request.email),
    btrim(submit_estimate_request.phone),
    btrim(submit_estimate_request.service),
    nullif(btrim(submit_estimate_request.address), ''),
    nullif(btrim(submit_estimate_request.message), ''),
    case when submit_estimate_request.source_page ~ '^/'
      then left(submit_estimate_request.source_page, 2048) end,
    nullif(left(btrim(submit_estimate_request.referrer), 2048), ''),
    nullif(left(btrim(submit_estimate_request.utm_source), 200), ''),
    nullif(left(btrim(submit_estimate_request.utm_medium), 200), ''),
    nullif(left(btrim(submit_estimate_request.utm_campaign), 200), ''),
    nullif(left(btrim(submit_estimate_request.gclid), 200), ''),
    client,
    nullif(btrim(submit_estimate_request.visit_window), ''),
    submit_estimate_request.earliest_visit_date
  )
  returning id, contact_submissions.reference into new_id, new_reference;

  if photos > 0 then
    insert into private.request_photo_uploads (submission_id, key_hash, photo_count, expires_at)
    values (new_id, pg_catalog.sha256(pg_catalog.convert_to(upload_key, 'UTF8')), photos, now() + interval '30 minutes');
  end if;

  -- The office's alert waits up to 10 minutes for photos, the homeowner's receipt up to one.
  insert into private.mail_outbox (kind, submission_id, next_attempt_at)
  values ('alert', new_id, case when photos > 0 then now() + interval '10 minutes' else now() end);
  perform private.queue_acknowledgement(new_id,
    case when photos > 0 then interval '1 minute' else interval '0' end);

  return query select new_id, upload_key, new_reference;
end
$$;

comment on function public.submit_estimate_request(first_name text, last_name text, email text, phone text, service text, address text, message text, source_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, gclid text, website text, photo_count integer, visit_window text, earliest_visit_date date) is 'Sends one estimate request from the site: stores it with the preferred visit time if given, queues the admins'' alert and the sender''s acknowledgement, and returns its id, its reference and a photo upload key when photos follow.';

revoke all on function public.submit_estimate_request(first_name text, last_name text, email text, phone text, service text, address text, message text, source_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, gclid text, website text, photo_count integer, visit_window text, earliest_visit_date date) from public;
grant all on function public.submit_estimate_request(first_name text, last_name text, email text, phone text, service text, address text, message text, source_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, gclid text, website text, photo_count integer, visit_window text, earliest_visit_date date) to anon;
grant all on function public.submit_estimate_request(first_name text, last_name text, email text, phone text, service text, address text, message text, source_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, gclid text, website text, photo_count integer, visit_window text, earliest_visit_date date) to authenticated;
grant all on function public.submit_estimate_request(first_name text, last_name text, email text, phone text, service text, address text, message text, source_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, gclid text, website text, photo_count integer, visit_window text, earliest_visit_date date) to service_role;

-- A per-address throttle against spam: at most 3 requests from one e-mail address in 10 minutes.
-- Raised as PT429, which PostgREST answers with HTTP 429. Security definer: senders cannot read
-- the table, but the count must see every row.
create function public.throttle_contact_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialise requests for one address so parallel sends cannot slip past the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(lower(new.email), 0));
  if (
    select count(*) from public.contact_submissions cs
    where lower(cs.email) = lower(new.email)
      and cs.created_at > now() - interval '10 minutes'
  ) >= 3 then
    raise exception 'Too many requests from this email address. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;

comment on function public.throttle_contact_submissions() is 'Trigger: at most 3 requests per e-mail address in 10 minutes.';

revoke all on function public.throttle_contact_submissions() from public;

-- Triggers ------------------------------------------------------------------------------------

create trigger contact_submissions_check_email before insert or update of email on public.contact_submissions for each row execute function private.check_contact_submission_email();

create trigger contact_submissions_check_service before insert or update of service on public.contact_submissions for each row execute function private.check_contact_submission_service();

create trigger contact_submissions_forget_truncated after truncate on public.contact_submissions for each statement execute function private.forget_truncated_requests();

create trigger contact_submissions_record_history after delete or update on public.contact_submissions for each row execute function private.record_contact_submission_history();

create trigger contact_submissions_set_city before insert or update of address, source_page on public.contact_submissions for each row execute function private.set_contact_submission_city();

create trigger contact_submissions_stamp_changes before update on public.contact_submissions for each row execute function private.stamp_contact_submission_changes();

create trigger contact_submissions_throttle before insert on public.contact_submissions for each row execute function public.throttle_contact_submissions();

-- Policies ------------------------------------------------------------------------------------

create policy "The service role reads the served ZIP codes" on private.served_area_zips for select to service_role using (true);

create policy "The service role reads the served areas" on private.served_areas for select to service_role using (true);

create policy "The service role reads the services" on private.estimate_services for select to service_role using (true);

create policy "Admins can change requests" on public.contact_submissions for update to authenticated using (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role)) with check (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));

create policy "Admins can delete requests" on public.contact_submissions for delete to authenticated using (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));

create policy "Admins can read requests" on public.contact_submissions for select to authenticated using (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));
