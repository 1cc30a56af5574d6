-- Every mail the product sends leaves through this one outbox (private.mail_outbox): the office's
-- alerts of new requests (to the admins, mailed alone or, in a burst, together as one digest), and
-- the homeowner's acknowledgement, the office's replies, the visit's invitations and the request
-- for a review (35_request_visits.sql queues the visit mails). The mail sender (the deliver-mail Edge Function, with the
-- service role; locally the backend's own sender) claims due mails with what they need of their
-- request, composes and sends each, and marks it delivered or failed, with retries after a
-- back-off and a lease so two senders never mail the same one.

-- Tables --------------------------------------------------------------------------------------

create table private.mail_outbox (
    id bigint not null,
    kind text default 'alert'::text not null,
    submission_id uuid not null,
    recipient text,
    created_at timestamp with time zone default now() not null,
    attempts integer default 0 not null,
    next_attempt_at timestamp with time zone default now() not null,
    locked_until timestamp with time zone,
    delivered_at timestamp with time zone,
    last_error text,
    claimed_at timestamp with time zone,
    digest_id bigint,
    details jsonb,
    sent_by uuid,
    sent_by_email text,
    client_key text,
    constraint mail_outbox_attempts_check check ((attempts >= 0)),
    constraint mail_outbox_client_key_check check (((client_key is null) or (char_length(client_key) <= 100))),
    constraint mail_outbox_kind_check check ((kind = any (array['alert'::text, 'acknowledgement'::text, 'reply'::text, 'review'::text, 'visit'::text]))),
    constraint mail_outbox_reply_check check (((kind <> 'reply'::text) or ((details ? 'subject'::text) and (details ? 'body'::text)))),
    constraint mail_outbox_visit_check check (((kind <> 'visit'::text) or ((details ? 'visit_id'::text) and (details ? 'change'::text) and (details ? 'sequence'::text)))),
    constraint mail_outbox_last_error_check check (((last_error is null) or (char_length(last_error) <= 1000))),
    constraint mail_outbox_recipient_check check ((((kind = 'alert'::text) and (recipient is null)) or ((kind <> 'alert'::text) and (recipient is not null) and (char_length(recipient) <= 320)))),
    constraint mail_outbox_digest_check check (((digest_id is null) or (kind = 'alert'::text)))
);

alter table private.mail_outbox alter column id add generated always as identity (
    sequence name private.mail_outbox_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);

alter table only private.mail_outbox
    add constraint mail_outbox_pkey primary key (id);

create unique index mail_outbox_client_key_idx on private.mail_outbox using btree (client_key) where (client_key is not null);

create index mail_outbox_claimed_at_idx on private.mail_outbox using btree (claimed_at) where (claimed_at is not null);

create index mail_outbox_digest_id_idx on private.mail_outbox using btree (digest_id) where ((digest_id is not null) and (delivered_at is null));

create index mail_outbox_due_idx on private.mail_outbox using btree (next_attempt_at) where (delivered_at is null);

-- A request's review is asked once.
create unique index mail_outbox_one_review_idx on private.mail_outbox using btree (submission_id) where (kind = 'review'::text);

create index mail_outbox_recipient_idx on private.mail_outbox using btree (lower(recipient), created_at) where (kind = 'acknowledgement'::text);

create index mail_outbox_submission_id_idx on private.mail_outbox using btree (submission_id);

alter table private.mail_outbox enable row level security;

comment on table private.mail_outbox is 'Outbox of every mail the product sends (kind): alerts to the admins, and acknowledgements, replies and review requests to the homeowner; one row per mail, marked when delivered.';

comment on column private.mail_outbox.kind is 'alert: a new request, to every admin who can sign in; acknowledgement: its receipt, to the address the visitor gave; reply: an admin''s mail to the homeowner; review: the request for a review; visit: a visit''s invitation, update or cancellation (with its .ics).';

comment on column private.mail_outbox.details is 'What the mail says beyond its request: a reply''s subject and body, as the admin wrote them; a visit mail''s snapshot of the visit at that change (visit_id, sequence, change, visit_date, arrival_window, start_time, note, changed_at).';

comment on column private.mail_outbox.sent_by is 'The admin who sent the mail (a reply, a review request); null for the ones the product sends by itself.';

comment on column private.mail_outbox.client_key is 'The sending browser''s key for one mail: a retried send with the same key queues nothing more.';

comment on column private.mail_outbox.recipient is 'The address the mail goes to; null for an alert, which goes to the admins of the moment it is sent.';

comment on column private.mail_outbox.claimed_at is 'When a sender last claimed the mail; the burst window counts these for alerts.';

comment on column private.mail_outbox.digest_id is 'The digest mail an alert goes out in (the id of its first alert); null for a mail of its own.';

grant select,insert,delete,update on table private.mail_outbox to service_role;

alter table only private.mail_outbox
    add constraint mail_outbox_submission_id_fkey foreign key (submission_id) references public.contact_submissions(id) on delete cascade;

-- Functions -----------------------------------------------------------------------------------

-- The homeowner's receipt of a request, queued unless that address or network had its share
-- today: the form must not become a way to mail anyone, so at most 3 a day to one address and 10
-- a day for one network. The mail repeats none of the visitor's text (see the sender's
-- acknowledgement mail). Due at once, or after `delay` while photos are uploading
-- (finish_request_photos releases it as soon as they are in).
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
  details jsonb,
  sent_by_email text,
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
$$;

comment on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) is 'Mail sender: claims due mails with their requests; alerts to be mailed alone or, in a burst, together as one digest (same digest_id).';

revoke all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) from public;
-- Older projects grant every new function to the API roles: the sender's are the service role's only.
revoke all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) from anon, authenticated;
grant all on function public.claim_outbox_mails(max_mails integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) to service_role;

-- A digest is one mail: its alerts are marked delivered, or failed, together.
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

-- The admins' side: a reply or a review request from a request's card, the request's mails, and
-- 'Try again' ----------------------------------------------------------------------------------

-- An admin's reply to the homeowner, mailed through the outbox with Reply-To the office. The
-- browser's key makes a retried send queue nothing more (and answers the mail already queued).
-- The first reply moves a new request to contacted, as a status change recorded by the history
-- trigger, so Insights' speed of answer counts it.
create function public.send_request_reply(
  request_id uuid,
  subject text,
  body text,
  client_key text
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.send_request_reply(request_id uuid, subject text, body text, client_key text) is 'Admin: mails the homeowner a reply through the outbox (once per client_key), records it in the history, and moves a new request to contacted.';

revoke all on function public.send_request_reply(request_id uuid, subject text, body text, client_key text) from public;
revoke all on function public.send_request_reply(request_id uuid, subject text, body text, client_key text) from anon;
grant all on function public.send_request_reply(request_id uuid, subject text, body text, client_key text) to authenticated;
grant all on function public.send_request_reply(request_id uuid, subject text, body text, client_key text) to service_role;

-- 'Ask for a review' on a won request: the homeowner is mailed a thank-you with the link to the
-- company's Google review page (the sender words it; nothing of the visitor's text), once per
-- request and only on the admin's click. Asked again, it answers the review mail already queued
-- and records nothing more; the lock on the request and the one-review index keep two clicks at
-- once to one mail and one history entry.
create function public.ask_for_review(
  request_id uuid,
  client_key text
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.contact_submissions%rowtype;
  mail_id bigint;
begin
  perform private.require_admin();
  if ask_for_review.client_key is not null and char_length(ask_for_review.client_key) not between 8 and 100 then
    raise exception 'client_key must be 8 to 100 characters' using errcode = '22023';
  end if;
  select * into request from public.contact_submissions cs
  where cs.id = ask_for_review.request_id
  for update;
  if not found then
    raise exception 'This request no longer exists.' using errcode = 'P0002';
  end if;
  select m.id into mail_id from private.mail_outbox m
  where m.submission_id = request.id and m.kind = 'review';
  if mail_id is not null then
    return mail_id;
  end if;
  if request.status <> 'won' then
    raise exception 'A review can only be asked for a won request.' using errcode = '22023';
  end if;

  insert into private.mail_outbox (kind, submission_id, recipient, sent_by, sent_by_email, client_key)
  values ('review', request.id, request.email,
    (select auth.uid()), (select auth.jwt() ->> 'email'), ask_for_review.client_key)
  on conflict do nothing
  returning id into mail_id;
  if mail_id is null then
    -- Another call queued it first, or the key is another mail's.
    select m.id into mail_id from private.mail_outbox m
    where m.submission_id = request.id and m.kind = 'review';
    if mail_id is null then
      raise exception 'client_key is already used by another mail' using errcode = '22023';
    end if;
    return mail_id;
  end if;

  insert into public.history_events (kind, actor_id, actor_email, request_id)
  values ('request_review_asked', (select auth.uid()), (select auth.jwt() ->> 'email'), request.id);
  return mail_id;
end
$$;

comment on function public.ask_for_review(request_id uuid, client_key text) is 'Admin: mails a won request''s homeowner the request for a review through the outbox, once per request, and records it in the history; returns the review mail''s id.';

revoke all on function public.ask_for_review(request_id uuid, client_key text) from public;
revoke all on function public.ask_for_review(request_id uuid, client_key text) from anon;
grant all on function public.ask_for_review(request_id uuid, client_key text) to authenticated;
grant all on function public.ask_for_review(request_id uuid, client_key text) to service_role;

-- The mails a request's homeowner was sent or will be (not the office's alerts), newest first,
-- with how each stands: delivered, waiting for its next try (and why the last failed), or given up.
create function public.list_request_mails(request_id uuid)
returns table (
  mail_id bigint,
  kind text,
  recipient text,
  subject text,
  body text,
  sent_by_email text,
  created_at timestamptz,
  delivered_at timestamptz,
  attempts integer,
  last_error text,
  next_attempt_at timestamptz,
  visit jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select m.id, m.kind, m.recipient, m.details ->> 'subject', m.details ->> 'body', m.sent_by_email,
    m.created_at, m.delivered_at, m.attempts, m.last_error, m.next_attempt_at,
    case when m.kind = 'visit' then m.details end
  from private.mail_outbox m
  where m.submission_id = list_request_mails.request_id
    and m.kind <> 'alert'
  order by m.created_at desc, m.id desc;
end
$$;

comment on function public.list_request_mails(request_id uuid) is 'Admin: the mails to a request''s homeowner (acknowledgement, replies, visit mails with the visit as mailed, review request) and how each stands.';

revoke all on function public.list_request_mails(request_id uuid) from public;
revoke all on function public.list_request_mails(request_id uuid) from anon;
grant all on function public.list_request_mails(request_id uuid) to authenticated;
grant all on function public.list_request_mails(request_id uuid) to service_role;

-- 'Try again' on a mail that could not be delivered: due now, with its tries counted afresh.
create function public.retry_request_mail(mail_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.retry_request_mail(mail_id bigint) is 'Admin: makes an undelivered mail to a homeowner due again now; false when it was delivered, is being sent, or never failed.';

revoke all on function public.retry_request_mail(mail_id bigint) from public;
revoke all on function public.retry_request_mail(mail_id bigint) from anon;
grant all on function public.retry_request_mail(mail_id bigint) to authenticated;
grant all on function public.retry_request_mail(mail_id bigint) to service_role;

-- New-request alerts carry a visitor's name and contact details: they go only to admins who can
-- sign in (confirmed, not banned, not deleted).
create function public.list_estimate_alert_recipients()
returns table (email text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct u.email::text
  from public.user_roles ur
  join auth.users u on u.id = ur.user_id
  where ur.role = 'admin'::public.app_role
    and u.email is not null
    and private.can_sign_in(u.id)
  order by 1
$$;

comment on function public.list_estimate_alert_recipients() is 'Mail sender: the e-mail addresses of the admins who can sign in (confirmed, not banned, not deleted).';

revoke all on function public.list_estimate_alert_recipients() from public;
grant all on function public.list_estimate_alert_recipients() to service_role;

-- Policies ------------------------------------------------------------------------------------

create policy "The mail sender manages the outbox" on private.mail_outbox to service_role using (true) with check (true);
