-- Local development data: a local admin and a few sample estimate requests.
-- Runs once, after the migrations, on a fresh database (`supabase db reset` runs it too).
-- The admin's e-mail and password come from the settings app.local_admin_email and
-- app.local_admin_password when set (the local backend passes LOCAL_ADMIN_EMAIL/PASSWORD),
-- else admin@example.com / admin-password-123. The local backend also passes that password's
-- bcrypt hash, app.local_admin_password_hash (made in JavaScript, a quarter of the time pgcrypto
-- takes in PGlite's WebAssembly); without it, pgcrypto hashes it here. Never run this against
-- production.
do $$
declare
  admin_email text := lower(coalesce(
    nullif(current_setting('app.local_admin_email', true), ''), 'admin@example.com'));
  admin_password text := coalesce(
    nullif(current_setting('app.local_admin_password', true), ''), 'admin-password-123');
  admin_password_hash text := coalesce(
    nullif(current_setting('app.local_admin_password_hash', true), ''),
    extensions.crypt(admin_password, extensions.gen_salt('bf', 10)));
  admin_id uuid := gen_random_uuid();
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change
  ) values (
    '00000000-0000-0000-0000-000000000000', admin_id, 'authenticated', 'authenticated',
    admin_email, admin_password_hash, now(),
    '{"provider": "email", "providers": ["email"]}', '{}', now(), now(), '', '', '', ''
  );

  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (
    admin_id::text, admin_id,
    jsonb_build_object('sub', admin_id::text, 'email', admin_email,
      'email_verified', true, 'phone_verified', false),
    'email', now(), now()
  );

  -- The admin role needs a password its owner chose, bound to its hash
  -- (private.owner_chose_password, supabase/schemas/11_admin_accounts.sql): this one is the developer's own, from the settings above.
  insert into private.account_passwords (user_id, set_at, chosen_at, chosen_email, chosen_password_hash)
  select admin_id, now(), now(), admin_email, u.encrypted_password from auth.users u where u.id = admin_id;

  insert into public.user_roles (user_id, role) values (admin_id, 'admin');
end
$$;

-- Stored directly, as history: these queue no new-request alerts. A service is its catalogue key
-- (supabase/functions/_shared/service-catalogue.ts).
insert into public.contact_submissions
  (first_name, last_name, email, phone, service, address, message, source_page, referrer,
    utm_source, utm_medium, utm_campaign, created_at)
values
  ('Maria', 'Gonzalez', 'maria.gonzalez@example.com', '(916) 555-0142', 'lawn-maintenance',
    '2148 Oak Ridge Dr, Roseville, CA 95661',
    'Our front lawn has brown patches since the summer. Could you take a look?',
    '/roseville-lawn-care', 'https://www.google.com/', null, null, null,
    now() - interval '2 hours'),
  ('James', 'Whitfield', 'jwhitfield@example.net', '916-555-0187', 'drought-tolerant-landscaping',
    null, 'Thinking about replacing the back lawn with native plants. What would it cost?',
    '/sacramento-drought-tolerant-landscaping', null, 'google', 'cpc', 'water-wise-fall',
    now() - interval '1 day 3 hours'),
  ('Priya', 'Raman', 'priya.raman@example.org', '+1 916 555 0123', 'irrigation-sprinklers',
    '77 Granite Bay Ct, Folsom, CA 95630', null,
    '/services', null, null, null, null,
    now() - interval '3 days'),
  ('Tom', 'Nguyen', 'tom.nguyen@example.com', '9165550164', 'tree-trimming', null, null,
    null, null, null, null, null,
    now() - interval '6 days 5 hours'),
  ('Linda', 'Okafor', 'linda.okafor@example.com', '(530) 555-0199', 'hardscaping',
    '5 Serrano Pkwy, El Dorado Hills, CA 95762',
    'We would like a paver patio of about 300 sq ft and a short retaining wall.',
    '/gallery', 'https://www.facebook.com/', null, null, null,
    now() - interval '12 days');

-- A realistic inbox for development: 300 more requests over the last six months, in every
-- status, for every service and from many pages. Deterministic (no random()), so every fresh
-- database shows the same inbox. Older requests are mostly worked; the last few days are new.
insert into public.contact_submissions
  (first_name, last_name, email, phone, service, address, message, source_page, referrer,
    utm_source, utm_medium, utm_campaign, status, opened_at, note, note_updated_at, created_at)
select
  first_name, last_name,
  lower(first_name || '.' || last_name || i) || '@example.' || (array['com', 'net', 'org'])[1 + i % 3],
  (array['(916) 555-', '916-555-', '(530) 555-', '+1 916 555 '])[1 + i % 4] || lpad((100 + i % 900)::text, 4, '0'),
  service,
  case when i % 3 = 0 then null
    else (100 + i * 7 % 9000)::text || ' ' || (array['Oak Ridge Dr', 'Fair Oaks Blvd', 'Sierra College Blvd',
      'Natoma St', 'Blue Ravine Rd', 'Serrano Pkwy', 'J St', 'Douglas Blvd'])[1 + i % 8]
      || ', ' || city || ', CA' end,
  case when i % 5 = 4 then null
    else (array[
      'Our front lawn has brown patches. Could you take a look this week?',
      'Looking for a quote to replace about 800 sq ft of lawn with drought-tolerant plants.',
      'Sprinkler zone 3 does not turn on anymore and one head is broken.',
      'Two large oaks overhang the roof. Can you trim them before the winter storms?',
      'We just bought the house and the backyard needs a full cleanup.',
      '- front yard only' || chr(10) || '- weekly mowing if possible',
      '+1 for the crew that did my neighbor''s yard on our street!',
      'Would like a paver patio, around 300 sq ft, with a seating wall.',
      'HOA asked us to fix the side yard by the end of the month.',
      'Monthly maintenance for a small office park, three buildings.'
    ])[1 + i % 10] end,
  (array[null, '/', '/services', '/contact', '/gallery', '/service-areas',
    '/' || city_slug || '-lawn-care', '/' || city_slug || '-tree-trimming',
    '/' || city_slug || '-irrigation-repair', '/' || city_slug || '-landscape-design'])[1 + i % 10],
  (array[null, 'https://www.google.com/', null, 'https://www.bing.com/', 'https://www.facebook.com/',
    'https://nextdoor.com/', null])[1 + i % 7],
  case when i % 6 = 0 then 'google' when i % 11 = 0 then 'nextdoor' end,
  case when i % 6 = 0 then 'cpc' when i % 11 = 0 then 'social' end,
  case when i % 6 = 0 then (array['spring-lawns', 'water-wise-fall', 'tree-care'])[1 + i % 3] end,
  status,
  case when status <> 'new' or i % 4 = 0 then created_at + interval '3 hours' end,
  case when status in ('contacted', 'scheduled') and i % 2 = 0
    then (array['Left a voicemail, will try again Thursday.', 'Visit booked for Tuesday 9am.',
      'Wants a price for weekly and biweekly service.'])[1 + i % 3] end,
  case when status in ('contacted', 'scheduled') and i % 2 = 0 then created_at + interval '1 day' end,
  created_at
from (
  select i,
    (array['Maria', 'James', 'Priya', 'Tom', 'Linda', 'Carlos', 'Emily', 'Dmitri', 'Grace', 'Luis',
      'Hannah', 'Kevin', 'Sofia', 'Marcus', 'Aisha', 'Brian', 'Mei', 'Robert', 'Olivia', 'Tyrone'])[1 + i % 20] as first_name,
    (array['Gonzalez', 'Whitfield', 'Raman', 'Nguyen', 'Okafor', 'Smith', 'Patel', 'Johnson',
      'Kim', 'Garcia', 'Brown', 'Lopez', 'Miller', 'Davis', 'Chen', 'Wilson', 'Singh'])[1 + i * 7 % 17] as last_name,
    (array['lawn-maintenance', 'sod-installation', 'artificial-turf', 'irrigation-sprinklers',
      'landscape-design', 'tree-trimming', 'cleanups-hauling', 'hardscaping',
      'commercial-landscaping', 'other'])[1 + i * 3 % 10] as service,
    (array['Sacramento', 'Roseville', 'Rocklin', 'Folsom', 'El Dorado Hills'])[1 + i % 5] as city,
    (array['sacramento', 'roseville', 'rocklin', 'folsom', 'eldoradohills'])[1 + i % 5] as city_slug,
    case
      when i <= 12 then 'new'
      else (array['new', 'contacted', 'scheduled', 'won', 'lost', 'archived', 'won', 'contacted'])[1 + i % 8]
    end::public.estimate_request_status as status,
    date_trunc('minute', now()) - interval '13 days' - (i * interval '14 hours 23 minutes') as created_at
  from generate_series(1, 300) as i
) sample;

-- Their history, as the inbox and Insights read it: each request that is no longer new was moved
-- there step by step by the local admin, answered (contacted) 3 to 11 hours after it arrived,
-- scheduled 1 to 4 days later, won or lost 2 to 7 days after that; an archived one was either
-- set aside at once (a duplicate) or lost first. Written here rather than by updating the
-- requests as the admin: the history trigger dates an entry now(), and no entry can be changed
-- afterwards. The numbers vary by request, from a hash of its e-mail address (deterministic).
insert into public.history_events
  (occurred_at, kind, actor_id, actor_email, request_id, from_value, to_value)
select
  cs.created_at + interval '3 hours' + (v.n % 480) * interval '1 minute'
    + case when step.k >= 3 then (1 + v.n % 4) * interval '1 day' + (v.n % 7) * interval '1 hour'
        else interval '0' end
    + case when step.k >= 4 then (2 + v.n % 6) * interval '1 day' else interval '0' end,
  'request_status_changed', admin.id, admin.email, cs.id, p.path[step.k - 1], p.path[step.k]
from public.contact_submissions cs
cross join (
  select u.id, u.email from auth.users u
  where u.email = lower(coalesce(
    nullif(current_setting('app.local_admin_email', true), ''), 'admin@example.com'))
) admin
cross join lateral (select abs(hashtext(cs.email)) as n) v
cross join lateral (
  select case cs.status
    when 'contacted' then array['new', 'contacted']
    when 'scheduled' then array['new', 'contacted', 'scheduled']
    when 'won' then array['new', 'contacted', 'scheduled', 'won']
    when 'lost' then case when v.n % 2 = 0 then array['new', 'contacted', 'scheduled', 'lost']
      else array['new', 'contacted', 'lost'] end
    when 'archived' then case when v.n % 3 = 0 then array['new', 'archived']
      else array['new', 'contacted', 'lost', 'archived'] end
  end as path
) p
cross join lateral generate_series(2, cardinality(p.path)) as step (k)
where cs.status <> 'new'
order by cs.created_at, step.k;

-- The visits of the newest scheduled requests, on the coming days, so a fresh install's Visits tab
-- and day sheet show a working week: windows and a few set times, some with a note for the
-- homeowner. Stored as the admin's, with their history entry; no mail is queued for them.
with upcoming as (
  select cs.id, cs.created_at, row_number() over (order by cs.created_at desc) as n
  from public.contact_submissions cs
  where cs.status = 'scheduled'
  order by cs.created_at desc
  limit 8
), visits as (
  insert into private.request_visits
    (request_id, visit_date, arrival_window, start_time, note, created_by_email, updated_by_email)
  select u.id,
    private.office_day(now()) + (u.n / 2)::integer,
    case when u.n % 3 = 0 then null else (array['08-10', '10-12', '13-15', '15-17'])[1 + u.n % 4] end,
    case when u.n % 3 = 0 then time '09:30' + (u.n % 4) * interval '90 minutes' end,
    case when u.n % 2 = 0 then 'Please leave the side gate unlocked; we will walk the whole yard.' end,
    admin.email, admin.email
  from upcoming u
  cross join (
    select au.email from auth.users au
    where au.email = lower(coalesce(
      nullif(current_setting('app.local_admin_email', true), ''), 'admin@example.com'))
  ) admin
  returning request_id, visit_date, arrival_window, start_time, created_by_email
)
insert into public.history_events (occurred_at, kind, actor_id, actor_email, request_id, to_value)
select
  (select max(h.occurred_at) from public.history_events h where h.request_id = v.request_id),
  'request_visit_scheduled', au.id, v.created_by_email, v.request_id,
  private.visit_time_value(v.visit_date, v.arrival_window, v.start_time)
from visits v
join auth.users au on au.email = v.created_by_email;
