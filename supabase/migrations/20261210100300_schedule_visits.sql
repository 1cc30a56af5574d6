-- Written by `npm run db:diff -- schedule_visits` from supabase/schemas; read it before committing.
-- It drops two kind checks to add the new kinds, and list_request_mails to add its visit column.

alter table "private"."mail_outbox" drop constraint "mail_outbox_kind_check";

alter table "public"."history_events" drop constraint "history_events_kind_check";

drop function if exists "public"."list_request_mails"(request_id uuid);


  create table "private"."request_visits" (
    "id" uuid not null default gen_random_uuid(),
    "request_id" uuid not null,
    "visit_date" date not null,
    "arrival_window" text,
    "start_time" time without time zone,
    "note" text,
    "sequence" integer not null default 0,
    "status" text not null default 'scheduled'::text,
    "created_at" timestamp with time zone not null default now(),
    "created_by_email" text,
    "updated_at" timestamp with time zone not null default now(),
    "updated_by_email" text
      );


alter table "private"."request_visits" enable row level security;

CREATE INDEX request_visits_date_idx ON private.request_visits USING btree (visit_date) WHERE (status = 'scheduled'::text);

CREATE UNIQUE INDEX request_visits_one_scheduled_idx ON private.request_visits USING btree (request_id) WHERE (status = 'scheduled'::text);

CREATE UNIQUE INDEX request_visits_pkey ON private.request_visits USING btree (id);

CREATE INDEX request_visits_request_id_idx ON private.request_visits USING btree (request_id);

alter table "private"."request_visits" add constraint "request_visits_pkey" PRIMARY KEY using index "request_visits_pkey";

alter table "private"."mail_outbox" add constraint "mail_outbox_visit_check" CHECK (((kind <> 'visit'::text) OR ((details ? 'visit_id'::text) AND (details ? 'change'::text) AND (details ? 'sequence'::text)))) not valid;

alter table "private"."mail_outbox" validate constraint "mail_outbox_visit_check";

alter table "private"."request_visits" add constraint "request_visits_arrival_window_check" CHECK (((arrival_window IS NULL) OR (arrival_window = ANY (ARRAY['08-10'::text, '10-12'::text, '13-15'::text, '15-17'::text])))) not valid;

alter table "private"."request_visits" validate constraint "request_visits_arrival_window_check";

alter table "private"."request_visits" add constraint "request_visits_note_check" CHECK (((note IS NULL) OR ((char_length(note) >= 1) AND (char_length(note) <= 1000)))) not valid;

alter table "private"."request_visits" validate constraint "request_visits_note_check";

alter table "private"."request_visits" add constraint "request_visits_one_time_check" CHECK (((arrival_window IS NULL) <> (start_time IS NULL))) not valid;

alter table "private"."request_visits" validate constraint "request_visits_one_time_check";

alter table "private"."request_visits" add constraint "request_visits_request_id_fkey" FOREIGN KEY (request_id) REFERENCES contact_submissions(id) ON DELETE CASCADE not valid;

alter table "private"."request_visits" validate constraint "request_visits_request_id_fkey";

alter table "private"."request_visits" add constraint "request_visits_sequence_check" CHECK ((sequence >= 0)) not valid;

alter table "private"."request_visits" validate constraint "request_visits_sequence_check";

alter table "private"."request_visits" add constraint "request_visits_start_time_check" CHECK (((start_time IS NULL) OR ((start_time >= '06:00:00'::time without time zone) AND (start_time <= '20:00:00'::time without time zone) AND (date_trunc('minute'::text, (start_time)::interval) = (start_time)::interval)))) not valid;

alter table "private"."request_visits" validate constraint "request_visits_start_time_check";

alter table "private"."request_visits" add constraint "request_visits_status_check" CHECK ((status = ANY (ARRAY['scheduled'::text, 'cancelled'::text]))) not valid;

alter table "private"."request_visits" validate constraint "request_visits_status_check";

alter table "private"."mail_outbox" add constraint "mail_outbox_kind_check" CHECK ((kind = ANY (ARRAY['alert'::text, 'acknowledgement'::text, 'reply'::text, 'review'::text, 'visit'::text]))) not valid;

alter table "private"."mail_outbox" validate constraint "mail_outbox_kind_check";

alter table "public"."history_events" add constraint "history_events_kind_check" CHECK ((kind = ANY (ARRAY['request_status_changed'::text, 'request_note_changed'::text, 'request_deleted'::text, 'admin_role_granted'::text, 'admin_role_removed'::text, 'request_photos_received'::text, 'request_reply_sent'::text, 'request_review_asked'::text, 'request_visit_scheduled'::text, 'request_visit_rescheduled'::text, 'request_visit_cancelled'::text]))) not valid;

alter table "public"."history_events" validate constraint "history_events_kind_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.queue_visit_mail(visit private.request_visits, change text, recipient text, client_key text)
 RETURNS bigint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  mail_id bigint;
begin
  insert into private.mail_outbox (kind, submission_id, recipient, details, sent_by, sent_by_email, client_key)
  values ('visit', visit.request_id, queue_visit_mail.recipient,
    pg_catalog.jsonb_build_object(
      'visit_id', visit.id,
      'sequence', visit.sequence,
      'change', queue_visit_mail.change,
      'visit_date', visit.visit_date,
      'arrival_window', visit.arrival_window,
      'start_time', pg_catalog.to_char(visit.start_time, 'HH24:MI'),
      'note', visit.note,
      'changed_at', now()),
    (select auth.uid()), (select auth.jwt() ->> 'email'), queue_visit_mail.client_key)
  returning id into mail_id;
  return mail_id;
end
$function$
;

CREATE OR REPLACE FUNCTION private.visit_time_value(visit_date date, arrival_window text, start_time time without time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select visit_time_value.visit_date::text || ' '
    || coalesce(visit_time_value.arrival_window, pg_catalog.to_char(visit_time_value.start_time, 'HH24:MI'))
$function$
;

CREATE OR REPLACE FUNCTION public.cancel_visit(visit_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.contact_submissions%rowtype;
  visit private.request_visits%rowtype;
begin
  perform private.require_admin();
  -- The request's lock first, as schedule_visit takes it: a cancel and a reschedule run in turn.
  select cs.* into request from public.contact_submissions cs
  where cs.id = (select v.request_id from private.request_visits v where v.id = cancel_visit.visit_id)
  for update;
  if not found then
    raise exception 'This visit no longer exists.' using errcode = 'P0002';
  end if;
  update private.request_visits v
  set status = 'cancelled',
      sequence = v.sequence + 1,
      updated_at = now(),
      updated_by_email = (select auth.jwt() ->> 'email')
  where v.id = cancel_visit.visit_id and v.status = 'scheduled'
  returning * into visit;
  if not found then
    return false;
  end if;

  perform private.queue_visit_mail(visit, 'cancelled', request.email, null);
  insert into public.history_events (kind, actor_id, actor_email, request_id, from_value)
  values ('request_visit_cancelled', (select auth.uid()), (select auth.jwt() ->> 'email'), request.id,
    private.visit_time_value(visit.visit_date, visit.arrival_window, visit.start_time));
  if request.status = 'scheduled' then
    update public.contact_submissions set status = 'contacted' where id = request.id;
  end if;
  return true;
end
$function$
;

CREATE OR REPLACE FUNCTION public.list_visits(from_day date DEFAULT NULL::date, to_day date DEFAULT NULL::date, for_request uuid DEFAULT NULL::uuid)
 RETURNS TABLE(visit_id uuid, request_id uuid, visit_date date, arrival_window text, start_time text, note text, sequence integer, updated_at timestamp with time zone, updated_by_email text, reference text, first_name text, last_name text, email text, phone text, service text, address text, city text, message text, office_note text, request_status text, photo_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return query
  select v.id, s.id, v.visit_date, v.arrival_window, pg_catalog.to_char(v.start_time, 'HH24:MI'),
    v.note, v.sequence, v.updated_at, v.updated_by_email, s.reference, s.first_name, s.last_name,
    s.email, s.phone, s.service, s.address, s.city, s.message, s.note, s.status::text,
    private.count_request_photos(s.id)
  from private.request_visits v
  join public.contact_submissions s on s.id = v.request_id
  where v.status = 'scheduled'
    and (list_visits.from_day is null or v.visit_date >= list_visits.from_day)
    and (list_visits.to_day is null or v.visit_date <= list_visits.to_day)
    and (list_visits.for_request is null or v.request_id = list_visits.for_request)
  order by v.visit_date, coalesce(v.start_time, (left(v.arrival_window, 2) || ':00')::time), s.created_at;
end
$function$
;

CREATE OR REPLACE FUNCTION public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text DEFAULT NULL::text, start_time time without time zone DEFAULT NULL::time without time zone, note text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.contact_submissions%rowtype;
  visit private.request_visits%rowtype;
  clean_note text := nullif(btrim(coalesce(schedule_visit.note, '')), '');
  window_value text := nullif(schedule_visit.arrival_window, '');
  today date := private.office_day(now());
  before text;
  known_visit_id uuid;
begin
  perform private.require_admin();
  if schedule_visit.client_key is null or char_length(schedule_visit.client_key) not between 8 and 100 then
    raise exception 'client_key must be 8 to 100 characters' using errcode = '22023';
  end if;
  if schedule_visit.visit_date is null
    or schedule_visit.visit_date < today
    or schedule_visit.visit_date > today + 366 then
    raise exception 'Choose a visit day from today to a year ahead.' using errcode = '22023';
  end if;
  if (window_value is null) = (schedule_visit.start_time is null) then
    raise exception 'Choose an arrival window or a time.' using errcode = '22023';
  end if;
  if window_value is not null and window_value <> all (array['08-10', '10-12', '13-15', '15-17']) then
    raise exception 'Choose one of the arrival windows.' using errcode = '22023';
  end if;
  if schedule_visit.start_time is not null and (
    schedule_visit.start_time not between time '06:00' and time '20:00'
    or date_trunc('minute', schedule_visit.start_time::interval) <> schedule_visit.start_time::interval) then
    raise exception 'Choose a time between 6:00 am and 8:00 pm.' using errcode = '22023';
  end if;
  if char_length(clean_note) > 1000 then
    raise exception 'The note for the homeowner can be at most 1,000 characters.' using errcode = '22023';
  end if;

  select * into request from public.contact_submissions cs
  where cs.id = schedule_visit.request_id
  for update;
  if not found then
    raise exception 'This request no longer exists.' using errcode = 'P0002';
  end if;
  -- Checked under the lock: a retry of the same click waited for the first to commit.
  select (m.details ->> 'visit_id')::uuid into known_visit_id from private.mail_outbox m
  where m.client_key = schedule_visit.client_key;
  if found then
    return known_visit_id;
  end if;

  select * into visit from private.request_visits v
  where v.request_id = request.id and v.status = 'scheduled';
  if found then
    if visit.visit_date = schedule_visit.visit_date
      and visit.arrival_window is not distinct from window_value
      and visit.start_time is not distinct from schedule_visit.start_time
      and visit.note is not distinct from clean_note then
      return visit.id;
    end if;
    before := private.visit_time_value(visit.visit_date, visit.arrival_window, visit.start_time);
    update private.request_visits v
    set visit_date = schedule_visit.visit_date,
        arrival_window = window_value,
        start_time = schedule_visit.start_time,
        note = clean_note,
        sequence = v.sequence + 1,
        updated_at = now(),
        updated_by_email = (select auth.jwt() ->> 'email')
    where v.id = visit.id
    returning * into visit;
  else
    insert into private.request_visits (request_id, visit_date, arrival_window, start_time, note,
      created_by_email, updated_by_email)
    values (request.id, schedule_visit.visit_date, window_value, schedule_visit.start_time, clean_note,
      (select auth.jwt() ->> 'email'), (select auth.jwt() ->> 'email'))
    returning * into visit;
  end if;

  perform private.queue_visit_mail(visit, case when before is null then 'scheduled' else 'rescheduled' end,
    request.email, schedule_visit.client_key);
  insert into public.history_events (kind, actor_id, actor_email, request_id, from_value, to_value)
  values (case when before is null then 'request_visit_scheduled' else 'request_visit_rescheduled' end,
    (select auth.uid()), (select auth.jwt() ->> 'email'), request.id, before,
    private.visit_time_value(visit.visit_date, visit.arrival_window, visit.start_time));
  if request.status not in ('scheduled', 'won') then
    update public.contact_submissions set status = 'scheduled' where id = request.id;
  end if;
  return visit.id;
end
$function$
;

CREATE OR REPLACE FUNCTION public.list_request_mails(request_id uuid)
 RETURNS TABLE(mail_id bigint, kind text, recipient text, subject text, body text, sent_by_email text, created_at timestamp with time zone, delivered_at timestamp with time zone, attempts integer, last_error text, next_attempt_at timestamp with time zone, visit jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

grant delete on table "private"."request_visits" to "service_role";

grant insert on table "private"."request_visits" to "service_role";

grant select on table "private"."request_visits" to "service_role";

grant update on table "private"."request_visits" to "service_role";


  create policy "The service role manages visits"
  on "private"."request_visits"
  as permissive
  for all
  to service_role
using (true)
with check (true);

COMMENT ON COLUMN private.mail_outbox.kind IS 'alert: a new request, to every admin who can sign in; acknowledgement: its receipt, to the address the visitor gave; reply: an admin''s mail to the homeowner; review: the request for a review; visit: a visit''s invitation, update or cancellation (with its .ics).';

COMMENT ON COLUMN private.mail_outbox.details IS 'What the mail says beyond its request: a reply''s subject and body, as the admin wrote them; a visit mail''s snapshot of the visit at that change (visit_id, sequence, change, visit_date, arrival_window, start_time, note, changed_at).';

COMMENT ON TABLE private.request_visits IS 'Estimate visits scheduled from requests: day, arrival window or exact time (office time), note for the homeowner; sequence counts the changes mailed as invitation updates.';

COMMENT ON COLUMN private.request_visits.arrival_window IS 'The window the crew arrives in, office time: 08-10, 10-12, 13-15 or 15-17; null when the visit has an exact start_time.';

COMMENT ON COLUMN private.request_visits.sequence IS 'The iCalendar SEQUENCE of the last mail about the visit: 0 when scheduled, raised by each reschedule and by the cancellation.';

COMMENT ON FUNCTION private.queue_visit_mail(visit private.request_visits, change text, recipient text, client_key text) IS 'Queues the homeowner''s mail about a visit (scheduled, rescheduled or cancelled) with the visit''s snapshot.';

COMMENT ON FUNCTION private.visit_time_value(visit_date date, arrival_window text, start_time time without time zone) IS 'A visit''s day and window or time as one history value: 2026-12-08 08-10, or 2026-12-08 09:30.';

COMMENT ON FUNCTION public.cancel_visit(visit_id uuid) IS 'Admin: cancels a scheduled visit, mails the homeowner the cancellation, records it in the history and moves a scheduled request back to contacted; false when it was already cancelled.';

COMMENT ON FUNCTION public.list_request_mails(request_id uuid) IS 'Admin: the mails to a request''s homeowner (acknowledgement, replies, visit mails with the visit as mailed, review request) and how each stands.';

COMMENT ON FUNCTION public.list_visits(from_day date, to_day date, for_request uuid) IS 'Admin: the scheduled visits from a day, to a day, or of one request, in the order of the day, with what the crew needs of the request: contact details, service, address, the visitor''s message, the office''s note, photo count.';

COMMENT ON FUNCTION public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time without time zone, note text) IS 'Admin: schedules (or moves) a request''s visit, mails the homeowner the invitation or its update, records it in the history and moves the request to scheduled; once per client_key. Returns the visit''s id.';

REVOKE ALL ON FUNCTION private.queue_visit_mail(visit private.request_visits, change text, recipient text, client_key text) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.visit_time_value(visit_date date, arrival_window text, start_time time without time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION public.cancel_visit(visit_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_visit(visit_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.cancel_visit(visit_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.list_request_mails(request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_request_mails(request_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.list_request_mails(request_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.list_visits(from_day date, to_day date, for_request uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_visits(from_day date, to_day date, for_request uuid) TO authenticated;
GRANT ALL ON FUNCTION public.list_visits(from_day date, to_day date, for_request uuid) TO service_role;

REVOKE ALL ON FUNCTION public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time without time zone, note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time without time zone, note text) TO authenticated;
GRANT ALL ON FUNCTION public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time without time zone, note text) TO service_role;

-- Written by hand (db:diff sees no grant to take back on a fresh database): older projects grant
-- every new function to anon.
revoke all on function public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time without time zone, note text) from anon;
revoke all on function public.cancel_visit(visit_id uuid) from anon;
revoke all on function public.list_visits(from_day date, to_day date, for_request uuid) from anon;
revoke all on function public.list_request_mails(request_id uuid) from anon;
