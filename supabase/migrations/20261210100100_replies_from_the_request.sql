-- The office replies from a request: send_request_reply queues an admin's mail to the homeowner in
-- the outbox (kind 'reply', its subject and body in details, once per browser key), records it in
-- the history ('request_reply_sent') and moves a new request to contacted. list_request_mails shows
-- a request's mails and how each stands; retry_request_mail is 'Try again'. The outbox also takes
-- 'review' (one per request) for the review request; the claim returns details and the sender.

-- Written by `npm run db:diff -- replies_from_the_request` from supabase/schemas; read it before committing.
-- It drops something: check that nothing is lost that should be kept or moved.

alter table "private"."mail_outbox" drop constraint "mail_outbox_kind_check";

alter table "public"."history_events" drop constraint "history_events_kind_check";

drop function if exists "public"."claim_outbox_mails"(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer);

alter table "private"."mail_outbox" add column "client_key" text;

alter table "private"."mail_outbox" add column "details" jsonb;

alter table "private"."mail_outbox" add column "sent_by" uuid;

alter table "private"."mail_outbox" add column "sent_by_email" text;

CREATE UNIQUE INDEX mail_outbox_client_key_idx ON private.mail_outbox USING btree (client_key) WHERE (client_key IS NOT NULL);

CREATE UNIQUE INDEX mail_outbox_one_review_idx ON private.mail_outbox USING btree (submission_id) WHERE (kind = 'review'::text);

alter table "private"."mail_outbox" add constraint "mail_outbox_client_key_check" CHECK (((client_key IS NULL) OR (char_length(client_key) <= 100))) not valid;

alter table "private"."mail_outbox" validate constraint "mail_outbox_client_key_check";

alter table "private"."mail_outbox" add constraint "mail_outbox_reply_check" CHECK (((kind <> 'reply'::text) OR ((details ? 'subject'::text) AND (details ? 'body'::text)))) not valid;

alter table "private"."mail_outbox" validate constraint "mail_outbox_reply_check";

alter table "private"."mail_outbox" add constraint "mail_outbox_kind_check" CHECK ((kind = ANY (ARRAY['alert'::text, 'acknowledgement'::text, 'reply'::text, 'review'::text]))) not valid;

alter table "private"."mail_outbox" validate constraint "mail_outbox_kind_check";

alter table "public"."history_events" add constraint "history_events_kind_check" CHECK ((kind = ANY (ARRAY['request_status_changed'::text, 'request_note_changed'::text, 'request_deleted'::text, 'admin_role_granted'::text, 'admin_role_removed'::text, 'request_photos_received'::text, 'request_reply_sent'::text, 'request_review_asked'::text]))) not valid;

alter table "public"."history_events" validate constraint "history_events_kind_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.list_request_mails(request_id uuid)
 RETURNS TABLE(mail_id bigint, kind text, recipient text, subject text, body text, sent_by_email text, created_at timestamp with time zone, delivered_at timestamp with time zone, attempts integer, last_error text, next_attempt_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return query
  select m.id, m.kind, m.recipient, m.details ->> 'subject', m.details ->> 'body', m.sent_by_email,
    m.created_at, m.delivered_at, m.attempts, m.last_error, m.next_attempt_at
  from private.mail_outbox m
  where m.submission_id = list_request_mails.request_id
    and m.kind <> 'alert'
  order by m.created_at desc, m.id desc;
end
$function$
;

CREATE OR REPLACE FUNCTION public.retry_request_mail(mail_id bigint)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  update private.mail_outbox m
  set attempts = 0, next_attempt_at = now(), locked_until = null
  where m.id = retry_request_mail.mail_id
    and m.kind <> 'alert'
    and m.delivered_at is null
    and m.last_error is not null
    and (m.locked_until is null or m.locked_until <= now());
  return found;
end
$function$
;

CREATE OR REPLACE FUNCTION public.send_request_reply(request_id uuid, subject text, body text, client_key text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  request public.contact_submissions%rowtype;
  clean_subject text := btrim(coalesce(send_request_reply.subject, ''));
  clean_body text := btrim(coalesce(send_request_reply.body, ''));
  mail_id bigint;
begin
  perform private.require_admin();
  if send_request_reply.client_key is null or char_length(send_request_reply.client_key) not between 8 and 100 then
    raise exception 'client_key must be 8 to 100 characters' using errcode = '22023';
  end if;
  select m.id into mail_id from private.mail_outbox m where m.client_key = send_request_reply.client_key;
  if mail_id is not null then
    return mail_id;
  end if;
  if clean_subject = '' or char_length(clean_subject) > 200 or clean_subject ~ '[[:cntrl:]]' then
    raise exception 'A reply needs a subject of one line, at most 200 characters.' using errcode = '22023';
  end if;
  if clean_body = '' or char_length(clean_body) > 10000 then
    raise exception 'A reply needs a message of at most 10,000 characters.' using errcode = '22023';
  end if;
  select * into request from public.contact_submissions cs
  where cs.id = send_request_reply.request_id
  for update;
  if not found then
    raise exception 'This request no longer exists.' using errcode = 'P0002';
  end if;

  insert into private.mail_outbox (kind, submission_id, recipient, details, sent_by, sent_by_email, client_key)
  values ('reply', request.id, request.email,
    pg_catalog.jsonb_build_object('subject', clean_subject, 'body', clean_body),
    (select auth.uid()), (select auth.jwt() ->> 'email'), send_request_reply.client_key)
  on conflict (client_key) where client_key is not null do nothing
  returning id into mail_id;
  if mail_id is null then
    -- The same key raced in from another call: that one queued it.
    select m.id into mail_id from private.mail_outbox m where m.client_key = send_request_reply.client_key;
    return mail_id;
  end if;

  insert into public.history_events (kind, actor_id, actor_email, request_id, to_value)
  values ('request_reply_sent', (select auth.uid()), (select auth.jwt() ->> 'email'), request.id, clean_subject);
  if request.status = 'new' then
    update public.contact_submissions set status = 'contacted' where id = request.id;
  end if;
  return mail_id;
end
$function$
;

CREATE OR REPLACE FUNCTION public.claim_outbox_mails(max_mails integer DEFAULT 10, lease_seconds integer DEFAULT 120, max_attempts integer DEFAULT 12, burst_limit integer DEFAULT 5, burst_window_seconds integer DEFAULT 600)
 RETURNS TABLE(mail_id bigint, kind text, attempts integer, recipient text, digest_id bigint, details jsonb, sent_by_email text, submission_id uuid, reference text, first_name text, last_name text, email text, phone text, service text, address text, message text, source_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, gclid text, submitted_at timestamp with time zone, photo_count integer, visit_window text, earliest_visit_date date)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    returning m.id, m.kind, m.attempts, m.recipient, m.digest_id, m.details, m.sent_by_email,
      m.submission_id
  )
  select c.id, c.kind, c.attempts, c.recipient, c.digest_id, c.details, c.sent_by_email, s.id,
    s.reference, s.first_name,
    s.last_name, s.email, s.phone, s.service, s.address, s.message, s.source_page, s.referrer,
    s.utm_source, s.utm_medium, s.utm_campaign, s.gclid, s.created_at,
    private.count_request_photos(s.id),
    s.visit_window, s.earliest_visit_date
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id
  order by c.id;
end
$function$
;

COMMENT ON TABLE private.mail_outbox IS 'Outbox of every mail the product sends (kind): alerts to the admins, and acknowledgements, replies and review requests to the homeowner; one row per mail, marked when delivered.';

COMMENT ON COLUMN private.mail_outbox.kind IS 'alert: a new request, to every admin who can sign in; acknowledgement: its receipt, to the address the visitor gave; reply: an admin''s mail to the homeowner; review: the request for a review.';

COMMENT ON FUNCTION public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) IS 'Mail sender: claims due mails with their requests; alerts to be mailed alone or, in a burst, together as one digest (same digest_id).';

COMMENT ON FUNCTION public.list_request_mails(request_id uuid) IS 'Admin: the mails to a request''s homeowner (acknowledgement, replies, review request) and how each stands.';

COMMENT ON FUNCTION public.retry_request_mail(mail_id bigint) IS 'Admin: makes an undelivered mail to a homeowner due again now; false when it was delivered, is being sent, or never failed.';

COMMENT ON FUNCTION public.send_request_reply(request_id uuid, subject text, body text, client_key text) IS 'Admin: mails the homeowner a reply through the outbox (once per client_key), records it in the history, and moves a new request to contacted.';

COMMENT ON COLUMN private.mail_outbox.details IS 'What the mail says beyond its request: a reply''s subject and body, as the admin wrote them.';

COMMENT ON COLUMN private.mail_outbox.sent_by IS 'The admin who sent the mail (a reply, a review request); null for the ones the product sends by itself.';

COMMENT ON COLUMN private.mail_outbox.client_key IS 'The sending browser''s key for one mail: a retried send with the same key queues nothing more.';

REVOKE ALL ON FUNCTION public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) TO service_role;

REVOKE ALL ON FUNCTION public.list_request_mails(request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_request_mails(request_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.list_request_mails(request_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.retry_request_mail(mail_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.retry_request_mail(mail_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.retry_request_mail(mail_id bigint) TO service_role;

REVOKE ALL ON FUNCTION public.send_request_reply(request_id uuid, subject text, body text, client_key text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_request_reply(request_id uuid, subject text, body text, client_key text) TO authenticated;
GRANT ALL ON FUNCTION public.send_request_reply(request_id uuid, subject text, body text, client_key text) TO service_role;

-- Older projects grant every new function to the API roles (auto_expose_new_tables): the
-- sender's claim is the service role's only, and no visitor may reply, list or retry.
revoke all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) from anon, authenticated;
revoke all on function public.send_request_reply(request_id uuid, subject text, body text, client_key text) from anon;
revoke all on function public.list_request_mails(request_id uuid) from anon;
revoke all on function public.retry_request_mail(mail_id bigint) from anon;
