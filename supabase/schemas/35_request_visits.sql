-- The estimate visit an admin schedules from a request (private.request_visits): a day and an
-- arrival window or an exact time, and a note for the homeowner. Scheduling, rescheduling and
-- cancelling each queue a 'visit' mail in the outbox (30_mail_outbox.sql) with a snapshot of the
-- visit, which the sender mails with its iCalendar invitation (the same UID for a visit's every
-- mail, SEQUENCE raised on each change), write the history, and move the request's status. Admins
-- reach visits only through the functions below.

-- Tables --------------------------------------------------------------------------------------

create table private.request_visits (
    id uuid default gen_random_uuid() not null,
    request_id uuid not null,
    visit_date date not null,
    arrival_window text,
    start_time time without time zone,
    note text,
    sequence integer default 0 not null,
    status text default 'scheduled'::text not null,
    created_at timestamp with time zone default now() not null,
    created_by_email text,
    updated_at timestamp with time zone default now() not null,
    updated_by_email text,
    constraint request_visits_arrival_window_check check (((arrival_window is null) or (arrival_window = any (array['08-10'::text, '10-12'::text, '13-15'::text, '15-17'::text])))),
    constraint request_visits_one_time_check check (((arrival_window is null) <> (start_time is null))),
    constraint request_visits_start_time_check check (((start_time is null) or ((start_time >= '06:00:00'::time without time zone) and (start_time <= '20:00:00'::time without time zone) and (date_trunc('minute'::text, (start_time)::interval) = (start_time)::interval)))),
    constraint request_visits_note_check check (((note is null) or ((char_length(note) >= 1) and (char_length(note) <= 1000)))),
    constraint request_visits_sequence_check check ((sequence >= 0)),
    constraint request_visits_status_check check ((status = any (array['scheduled'::text, 'cancelled'::text])))
);

alter table only private.request_visits
    add constraint request_visits_pkey primary key (id);

-- A request has at most one visit to come: scheduling again moves it.
create unique index request_visits_one_scheduled_idx on private.request_visits using btree (request_id) where (status = 'scheduled'::text);

create index request_visits_date_idx on private.request_visits using btree (visit_date) where (status = 'scheduled'::text);

create index request_visits_request_id_idx on private.request_visits using btree (request_id);

alter table private.request_visits enable row level security;

comment on table private.request_visits is 'Estimate visits scheduled from requests: day, arrival window or exact time (office time), note for the homeowner; sequence counts the changes mailed as invitation updates.';

comment on column private.request_visits.arrival_window is 'The window the crew arrives in, office time: 08-10, 10-12, 13-15 or 15-17; null when the visit has an exact start_time.';

comment on column private.request_visits.sequence is 'The iCalendar SEQUENCE of the last mail about the visit: 0 when scheduled, raised by each reschedule and by the cancellation.';

grant select,insert,delete,update on table private.request_visits to service_role;

alter table only private.request_visits
    add constraint request_visits_request_id_fkey foreign key (request_id) references public.contact_submissions(id) on delete cascade;

-- Functions -----------------------------------------------------------------------------------

-- A visit's time as the history stores it: '2026-12-08 08-10' or '2026-12-08 09:30'.
create function private.visit_time_value(visit_date date, arrival_window text, start_time time)
returns text
language sql
immutable
set search_path = ''
as $$
  select visit_time_value.visit_date::text || ' '
    || coalesce(visit_time_value.arrival_window, pg_catalog.to_char(visit_time_value.start_time, 'HH24:MI'))
$$;

comment on function private.visit_time_value(visit_date date, arrival_window text, start_time time) is 'A visit''s day and window or time as one history value: 2026-12-08 08-10, or 2026-12-08 09:30.';

revoke all on function private.visit_time_value(visit_date date, arrival_window text, start_time time) from public;

-- Queues the homeowner's mail about a visit as it is now: what changed, and the visit's snapshot,
-- so the mail says what was true when the admin made the change (a later change mails again).
create function private.queue_visit_mail(visit private.request_visits, change text, recipient text, client_key text)
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
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
$$;

comment on function private.queue_visit_mail(visit private.request_visits, change text, recipient text, client_key text) is 'Queues the homeowner''s mail about a visit (scheduled, rescheduled or cancelled) with the visit''s snapshot.';

revoke all on function private.queue_visit_mail(visit private.request_visits, change text, recipient text, client_key text) from public;

-- 'Schedule visit' on a request's card, and 'Reschedule': the request's one visit to come is set
-- to this day and window (or exact time) and note, and the homeowner is mailed the invitation or
-- its update. The browser's key makes a retried click change and mail nothing more; the lock on
-- the request makes two admins' clicks one after the other (the second reschedules the first's
-- visit). A visit as it already is mails nothing. The request moves to scheduled, unless it is won.
create function public.schedule_visit(
  request_id uuid,
  visit_date date,
  client_key text,
  arrival_window text default null,
  start_time time default null,
  note text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time, note text) is 'Admin: schedules (or moves) a request''s visit, mails the homeowner the invitation or its update, records it in the history and moves the request to scheduled; once per client_key. Returns the visit''s id.';

revoke all on function public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time, note text) from public;
revoke all on function public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time, note text) from anon;
grant all on function public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time, note text) to authenticated;
grant all on function public.schedule_visit(request_id uuid, visit_date date, client_key text, arrival_window text, start_time time, note text) to service_role;

-- 'Cancel visit': the homeowner is mailed the cancellation (which removes the event from their
-- calendar), the history records it, and a scheduled request goes back to contacted. Cancelling a
-- visit already cancelled does nothing and answers false.
create function public.cancel_visit(visit_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.cancel_visit(visit_id uuid) is 'Admin: cancels a scheduled visit, mails the homeowner the cancellation, records it in the history and moves a scheduled request back to contacted; false when it was already cancelled.';

revoke all on function public.cancel_visit(visit_id uuid) from public;
revoke all on function public.cancel_visit(visit_id uuid) from anon;
grant all on function public.cancel_visit(visit_id uuid) to authenticated;
grant all on function public.cancel_visit(visit_id uuid) to service_role;

-- The visits to come, for the Visits tab (from a day on), a crew's day sheet (one day) or a
-- request's card (its visit): in the order of the day, with what the crew needs of the request.
create function public.list_visits(
  from_day date default null,
  to_day date default null,
  for_request uuid default null
)
returns table (
  visit_id uuid,
  request_id uuid,
  visit_date date,
  arrival_window text,
  start_time text,
  note text,
  sequence integer,
  updated_at timestamptz,
  updated_by_email text,
  reference text,
  first_name text,
  last_name text,
  email text,
  phone text,
  service text,
  address text,
  city text,
  message text,
  office_note text,
  request_status text,
  photo_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

comment on function public.list_visits(from_day date, to_day date, for_request uuid) is 'Admin: the scheduled visits from a day, to a day, or of one request, in the order of the day, with what the crew needs of the request: contact details, service, address, the visitor''s message, the office''s note, photo count.';

revoke all on function public.list_visits(from_day date, to_day date, for_request uuid) from public;
revoke all on function public.list_visits(from_day date, to_day date, for_request uuid) from anon;
grant all on function public.list_visits(from_day date, to_day date, for_request uuid) to authenticated;
grant all on function public.list_visits(from_day date, to_day date, for_request uuid) to service_role;

-- Policies ------------------------------------------------------------------------------------

create policy "The service role manages visits" on private.request_visits to service_role using (true) with check (true);
