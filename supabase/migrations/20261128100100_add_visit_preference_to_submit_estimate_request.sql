-- submit_estimate_request takes the visitor's preferred visit time: `visit_window` and
-- `earliest_visit_date`, both optional (an empty or blank window is stored as null). Callers that
-- send neither store the same request as before. New parameters change the signature, so the old
-- function is dropped and the new one created with the same grants; everything else is as in
-- 20261127100200_return_photo_upload_key_from_submit.sql.
--
-- The earliest date must lie between the day of the request in Sacramento (America/Los_Angeles)
-- and 6 months after it. The table's check says so for every row; the function checks first and
-- refuses with the check's own SQLSTATE (23514) and constraint name, as the table would, so the
-- form marks the date field, plus a detail naming the dates it takes.
drop function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text, integer);

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
returns table (request_id uuid, photo_upload_key text)
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

  -- The honeypot: answered like a stored request, with an id and key that open nothing.
  if coalesce(btrim(submit_estimate_request.website), '') <> '' then
    return query select gen_random_uuid(), upload_key;
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
  returning id into new_id;

  if photos > 0 then
    insert into private.request_photo_uploads (submission_id, key_hash, photo_count, expires_at)
    values (new_id, pg_catalog.sha256(pg_catalog.convert_to(upload_key, 'UTF8')), photos, now() + interval '30 minutes');
  end if;

  insert into private.estimate_request_alerts (submission_id, next_attempt_at)
  values (new_id, case when photos > 0 then now() + interval '10 minutes' else now() end);

  return query select new_id, upload_key;
end
$$;

comment on function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text, integer, text, date) is 'Sends one estimate request from the site: stores it with the preferred visit time if given, queues the admins'' alert, and returns its id and a photo upload key when photos follow.';

revoke execute on function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text, integer, text, date) from public;
grant execute on function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text, integer, text, date) to anon, authenticated, service_role;
