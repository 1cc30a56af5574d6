-- One outbox for every mail the product sends. The alert queue (private.estimate_request_alerts)
-- becomes private.mail_outbox, each row a mail of a kind: the office's 'alert' (as before, to the
-- admins, alone or in a digest) or the homeowner's 'acknowledgement' of their request (new: to the
-- address they gave, capped per address and per network, never for the honeypot). The alerts
-- queued so far keep their rows, ids and state. The sender's functions take the outbox's names
-- (claim_outbox_mails, complete_outbox_mails, fail_outbox_mails); the deliver-mail Edge Function
-- (formerly estimate-alerts) calls them.
--
-- Every request now has a short reference (7KQ4-2MZD): told to the homeowner on the thank-you
-- screen and in the acknowledgement, shown to the office, and found by the inbox search. Stored
-- requests get one each.

set check_function_bodies = off;

-- The outbox --------------------------------------------------------------------------------

alter table private.estimate_request_alerts rename to mail_outbox;
alter sequence private.estimate_request_alerts_id_seq rename to mail_outbox_id_seq;
alter table private.mail_outbox rename constraint estimate_request_alerts_pkey to mail_outbox_pkey;
alter table private.mail_outbox rename constraint estimate_request_alerts_attempts_check to mail_outbox_attempts_check;
alter table private.mail_outbox rename constraint estimate_request_alerts_last_error_check to mail_outbox_last_error_check;
alter table private.mail_outbox rename constraint estimate_request_alerts_submission_id_fkey to mail_outbox_submission_id_fkey;
alter index private.estimate_request_alerts_claimed_at_idx rename to mail_outbox_claimed_at_idx;
alter index private.estimate_request_alerts_digest_id_idx rename to mail_outbox_digest_id_idx;
alter index private.estimate_request_alerts_due_idx rename to mail_outbox_due_idx;
alter index private.estimate_request_alerts_submission_id_idx rename to mail_outbox_submission_id_idx;
alter policy "The alert sender manages alerts" on private.mail_outbox rename to "The mail sender manages the outbox";

alter table private.mail_outbox
  add column kind text not null default 'alert'
    constraint mail_outbox_kind_check check (kind = any (array['alert', 'acknowledgement'])),
  add column recipient text;

alter table private.mail_outbox
  add constraint mail_outbox_recipient_check check (
    (kind = 'alert' and recipient is null)
    or (kind <> 'alert' and recipient is not null and char_length(recipient) <= 320)),
  add constraint mail_outbox_digest_check check (digest_id is null or kind = 'alert');

create index mail_outbox_recipient_idx on private.mail_outbox using btree (lower(recipient), created_at) where (kind = 'acknowledgement');

comment on table private.mail_outbox is 'Outbox of every mail the product sends (kind): alerts to the admins and acknowledgements to the homeowner; one row per mail, marked when delivered.';
comment on column private.mail_outbox.kind is 'alert: a new request, to every admin who can sign in; acknowledgement: its receipt, to the address the visitor gave.';
comment on column private.mail_outbox.recipient is 'The address the mail goes to; null for an alert, which goes to the admins of the moment it is sent.';
comment on column private.mail_outbox.claimed_at is 'When a sender last claimed the mail; the burst window counts these for alerts.';
comment on column private.mail_outbox.digest_id is 'The digest mail an alert goes out in (the id of its first alert); null for a mail of its own.';

drop function public.claim_estimate_request_alerts(integer, integer, integer, integer, integer);
drop function public.complete_estimate_request_alert(bigint);
drop function public.complete_estimate_request_alerts(bigint[]);
drop function public.fail_estimate_request_alert(bigint, text, integer);
drop function public.fail_estimate_request_alerts(bigint[], text, integer);

create function private.queue_acknowledgement(request_id uuid, delay interval)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  request public.contact_submissions%rowtype;
begin
  select * into request from public.contact_submissions cs where cs.id = queue_acknowledgement.request_id;
  if not found then
    return false;
  end if;
  -- One count at a time per address: two sends racing cannot both see room for a third.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('acknowledgement ' || lower(request.email), 0));
  if (
    select count(*) from private.mail_outbox m
    where m.kind = 'acknowledgement'
      and lower(m.recipient) = lower(request.email)
      and m.created_at > now() - interval '1 day'
  ) >= 3 then
    return false;
  end if;
  if request.client_address is not null and (
    select count(*) from private.mail_outbox m
    join public.contact_submissions cs on cs.id = m.submission_id
    where m.kind = 'acknowledgement'
      and cs.client_address = request.client_address
      and m.created_at > now() - interval '1 day'
  ) >= 10 then
    return false;
  end if;
  insert into private.mail_outbox (kind, submission_id, recipient, next_attempt_at)
  values ('acknowledgement', request.id, request.email, now() + coalesce(queue_acknowledgement.delay, interval '0'));
  return true;
end
$$;

comment on function private.queue_acknowledgement(request_id uuid, delay interval) is 'Queues the homeowner''s acknowledgement of a request, at most 3 a day per address and 10 a day per network; returns whether it did.';
revoke all on function private.queue_acknowledgement(request_id uuid, delay interval) from public;

create function public.claim_outbox_mails(
  max_mails integer default 10,
  lease_seconds integer default 120,
  max_attempts integer default 12,
  burst_limit integer default 5,
  burst_window_seconds integer default 600
)
returns table (
  mail_id bigint,
  kind text,
  attempts integer,
  recipient text,
  digest_id bigint,
  submission_id uuid,
  reference text,
  first_name text,
  last_name text,
  email text,
  phone text,
  service text,
  address text,
  message text,
  source_page text,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  gclid text,
  submitted_at timestamptz,
  photo_count integer,
  visit_window text,
  earliest_visit_date date
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- A digest lists at most this many; more wait for the next one.
  digest_max constant integer := 100;
  batch integer := least(greatest(max_mails, 1), digest_max);
  window_start timestamptz := now() - make_interval(secs => greatest(burst_window_seconds, 0));
  chosen bigint[] := '{}';
  chosen_digest bigint;
  recent integer;
begin
  -- One claim at a time: the burst count must see the claim made just before this one.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('mail outbox claim', 0));

  -- Alerts first, by the burst rules. A digest that is not delivered goes out again with the
  -- same alerts.
  select pending.digest_id into chosen_digest
  from private.mail_outbox pending
  where pending.kind = 'alert'
    and pending.digest_id is not null
    and pending.delivered_at is null
    and pending.next_attempt_at <= now()
    and (pending.locked_until is null or pending.locked_until <= now())
    and pending.attempts < max_attempts
  order by pending.digest_id
  limit 1;

  if chosen_digest is not null then
    chosen := array(
      select member.id from private.mail_outbox member
      where member.digest_id = chosen_digest and member.delivered_at is null
      order by member.id);
  else
    chosen := array(
      select due.id from private.mail_outbox due
      where due.kind = 'alert'
        and due.delivered_at is null
        and due.digest_id is null
        and due.next_attempt_at <= now()
        and (due.locked_until is null or due.locked_until <= now())
        and due.attempts < max_attempts
      order by due.next_attempt_at, due.id
      limit digest_max);

    if cardinality(chosen) > 0 then
      -- Alerts mailed, or being mailed under a live claim, within the window; a failed try does
      -- not count.
      select count(*) into recent
      from private.mail_outbox a
      where a.kind = 'alert'
        and a.claimed_at > window_start
        and (a.delivered_at is not null or a.locked_until > now());

      if burst_limit is null or recent + cardinality(chosen) <= burst_limit then
        chosen := chosen[1:batch];
      elsif exists (
        select 1 from private.mail_outbox d
        where d.digest_id is not null
          and d.claimed_at > window_start
          and (d.delivered_at is not null or d.locked_until > now())
      ) then
        -- This window's digest has gone: the due alerts wait for the next one.
        chosen := '{}';
      else
        select min(id) into chosen_digest from unnest(chosen) id;
      end if;
    end if;
  end if;

  -- Then the homeowners' mails, each on its own, up to the batch.
  chosen := chosen || array(
    select due.id from private.mail_outbox due
    where due.kind <> 'alert'
      and due.delivered_at is null
      and due.next_attempt_at <= now()
      and (due.locked_until is null or due.locked_until <= now())
      and due.attempts < max_attempts
    order by due.next_attempt_at, due.id
    limit batch);

  if cardinality(chosen) = 0 then
    return;
  end if;

  return query
  with claimed as (
    update private.mail_outbox m
    set attempts = m.attempts + 1,
        locked_until = now() + make_interval(secs => greatest(lease_seconds, 1)),
        claimed_at = now(),
        digest_id = case when m.kind = 'alert' then chosen_digest end
    where m.id = any(chosen)
    returning m.id, m.kind, m.attempts, m.recipient, m.digest_id, m.submission_id
  )
  select c.id, c.kind, c.attempts, c.recipient, c.digest_id, s.id, s.reference, s.first_name,
    s.last_name, s.email, s.phone, s.service, s.address, s.message, s.source_page, s.referrer,
    s.utm_source, s.utm_medium, s.utm_campaign, s.gclid, s.created_at,
    private.count_request_photos(s.id),
    s.visit_window, s.earliest_visit_date
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id
  order by c.id;
end
$$;

comment on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) is 'Mail sender: claims due mails with their requests; alerts to be mailed alone or, in a burst, together as one digest (same digest_id).';
revoke all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) from public;
-- Older projects grant every new function to the API roles: the sender's are the service role's only.
revoke all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) from anon, authenticated;
grant all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) to service_role;

create function public.complete_outbox_mails(mail_ids bigint[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox
  set delivered_at = now(), locked_until = null, last_error = null
  where id = any(complete_outbox_mails.mail_ids)
$$;

comment on function public.complete_outbox_mails(mail_ids bigint[]) is 'Mail sender: marks a mail (or the alerts of one digest) delivered.';
revoke all on function public.complete_outbox_mails(mail_ids bigint[]) from public;
revoke all on function public.complete_outbox_mails(mail_ids bigint[]) from anon, authenticated;
grant all on function public.complete_outbox_mails(mail_ids bigint[]) to service_role;

create function public.fail_outbox_mails(
  mail_ids bigint[],
  error text,
  retry_in_seconds integer
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox
  set locked_until = null,
      last_error = left(coalesce(fail_outbox_mails.error, 'unknown error'), 1000),
      next_attempt_at = now() + make_interval(secs => greatest(retry_in_seconds, 0))
  where id = any(fail_outbox_mails.mail_ids)
    and delivered_at is null
$$;

comment on function public.fail_outbox_mails(mail_ids bigint[], error text, retry_in_seconds integer) is 'Mail sender: records a failed delivery of a mail (or of a digest''s alerts) and when to try again.';
revoke all on function public.fail_outbox_mails(mail_ids bigint[], error text, retry_in_seconds integer) from public;
revoke all on function public.fail_outbox_mails(mail_ids bigint[], error text, retry_in_seconds integer) from anon, authenticated;
grant all on function public.fail_outbox_mails(mail_ids bigint[], error text, retry_in_seconds integer) to service_role;

comment on function public.list_estimate_alert_recipients() is 'Mail sender: the e-mail addresses of the admins who can sign in (confirmed, not banned, not deleted).';

-- The reference ----------------------------------------------------------------------------

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

-- A volatile default is computed for each stored row: every request gets its own reference.
alter table public.contact_submissions
  add column reference text not null default private.new_request_reference();

alter table only public.contact_submissions
    add constraint contact_submissions_reference_key unique (reference);

-- The search finds a request by its reference, with or without the dash.
drop index public.contact_submissions_search_idx;
alter table public.contact_submissions drop column search_text;
alter table public.contact_submissions add column search_text text generated always as (((((((lower(((((((first_name || ' '::text) || last_name) || ' '::text) || email) || ' '::text) || coalesce(message, ''::text))) || ' '::text) || regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) || ' '::text) || lower(reference)) || ' '::text) || lower(replace(reference, '-'::text, ''::text)))) stored;
create index contact_submissions_search_idx on public.contact_submissions using gin (search_text extensions.gin_trgm_ops);

comment on column public.contact_submissions.search_text is 'Generated: what the inbox search matches (names, e-mail, message, phone digits, reference).';
comment on column public.contact_submissions.reference is 'The request''s short reference (e.g. 7KQ4-2MZD), told to the homeowner and the office and found by the inbox search.';

-- Sending: the reference in the answer, the acknowledgement queued with the alert -----------

drop function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text, integer, text, date);

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

-- The photos in: the alert and the acknowledgement go at once.

create or replace function public.finish_request_photos(request_id uuid, photo_upload_key text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  photos integer;
begin
  update private.request_photo_uploads u
  set finished_at = now(), expires_at = least(u.expires_at, now())
  where u.submission_id = finish_request_photos.request_id
    and u.key_hash = pg_catalog.sha256(pg_catalog.convert_to(
      coalesce(finish_request_photos.photo_upload_key, ''), 'UTF8'))
    and u.finished_at is null;
  if not found then
    return null;
  end if;

  -- The alert and the acknowledgement waited for the photos: they can go now.
  update private.mail_outbox m
  set next_attempt_at = now()
  where m.submission_id = finish_request_photos.request_id
    and m.delivered_at is null
    and m.attempts = 0;

  photos := private.count_request_photos(finish_request_photos.request_id);
  if photos > 0 then
    insert into public.history_events (kind, request_id, to_value)
    values ('request_photos_received', finish_request_photos.request_id, photos::text);
  end if;
  return photos;
end
$$;

comment on function public.finish_request_photos(request_id uuid, photo_upload_key text) is 'The sender ends the photo uploads of their request: closes the window, releases the alert and the acknowledgement, returns the photo count.';
