-- The office's alert mails: one queued alert per request (private.estimate_request_alerts), which
-- the alert sender (an Edge Function with the service role) claims, delivers and marks, with
-- retries, a lease against two senders, and a digest when many arrive at once.

-- Tables --------------------------------------------------------------------------------------

create table private.estimate_request_alerts (
    id bigint not null,
    submission_id uuid not null,
    created_at timestamp with time zone default now() not null,
    attempts integer default 0 not null,
    next_attempt_at timestamp with time zone default now() not null,
    locked_until timestamp with time zone,
    delivered_at timestamp with time zone,
    last_error text,
    claimed_at timestamp with time zone,
    digest_id bigint,
    constraint estimate_request_alerts_attempts_check check ((attempts >= 0)),
    constraint estimate_request_alerts_last_error_check check (((last_error is null) or (char_length(last_error) <= 1000)))
);

alter table private.estimate_request_alerts alter column id add generated always as identity (
    sequence name private.estimate_request_alerts_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);

alter table only private.estimate_request_alerts
    add constraint estimate_request_alerts_pkey primary key (id);

create index estimate_request_alerts_claimed_at_idx on private.estimate_request_alerts using btree (claimed_at) where (claimed_at is not null);

create index estimate_request_alerts_digest_id_idx on private.estimate_request_alerts using btree (digest_id) where ((digest_id is not null) and (delivered_at is null));

create index estimate_request_alerts_due_idx on private.estimate_request_alerts using btree (next_attempt_at) where (delivered_at is null);

create index estimate_request_alerts_submission_id_idx on private.estimate_request_alerts using btree (submission_id);

alter table private.estimate_request_alerts enable row level security;

comment on table private.estimate_request_alerts is 'Outbox of new-request alerts to the admins; one row per request, marked when delivered.';

comment on column private.estimate_request_alerts.claimed_at is 'When a sender last claimed the alert; the burst window counts these.';

comment on column private.estimate_request_alerts.digest_id is 'The digest mail the alert goes out in (the id of its first alert); null for a mail of its own.';

grant select,insert,delete,update on table private.estimate_request_alerts to service_role;

alter table only private.estimate_request_alerts
    add constraint estimate_request_alerts_submission_id_fkey foreign key (submission_id) references public.contact_submissions(id) on delete cascade;

-- Functions -----------------------------------------------------------------------------------

create function public.claim_estimate_request_alerts(
  max_alerts integer default 10,
  lease_seconds integer default 120,
  max_attempts integer default 12,
  burst_limit integer default 5,
  burst_window_seconds integer default 600
)
returns table (
  alert_id bigint,
  attempts integer,
  submission_id uuid,
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
  earliest_visit_date date,
  digest_id bigint
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
  window_start timestamptz := now() - make_interval(secs => greatest(burst_window_seconds, 0));
  chosen bigint[];
  chosen_digest bigint;
  recent integer;
begin
  -- One claim at a time: the burst count must see the claim made just before this one.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('estimate request alert claim', 0));

  -- A digest that is not delivered goes out again with the same alerts.
  select pending.digest_id into chosen_digest
  from private.estimate_request_alerts pending
  where pending.digest_id is not null
    and pending.delivered_at is null
    and pending.next_attempt_at <= now()
    and (pending.locked_until is null or pending.locked_until <= now())
    and pending.attempts < max_attempts
  order by pending.digest_id
  limit 1;

  if chosen_digest is not null then
    chosen := array(
      select member.id from private.estimate_request_alerts member
      where member.digest_id = chosen_digest and member.delivered_at is null
      order by member.id);
  else
    chosen := array(
      select due.id from private.estimate_request_alerts due
      where due.delivered_at is null
        and due.digest_id is null
        and due.next_attempt_at <= now()
        and (due.locked_until is null or due.locked_until <= now())
        and due.attempts < max_attempts
      order by due.next_attempt_at, due.id
      limit digest_max);
    if cardinality(chosen) = 0 then
      return;
    end if;

    -- Mailed, or being mailed under a live claim, within the window; a failed try does not count.
    select count(*) into recent
    from private.estimate_request_alerts a
    where a.claimed_at > window_start
      and (a.delivered_at is not null or a.locked_until > now());

    if burst_limit is null or recent + cardinality(chosen) <= burst_limit then
      chosen := chosen[1:least(greatest(max_alerts, 1), digest_max)];
    elsif exists (
      select 1 from private.estimate_request_alerts d
      where d.digest_id is not null
        and d.claimed_at > window_start
        and (d.delivered_at is not null or d.locked_until > now())
    ) then
      -- This window's digest has gone: the due alerts wait for the next one.
      return;
    else
      select min(id) into chosen_digest from unnest(chosen) id;
    end if;
  end if;

  return query
  with claimed as (
    update private.estimate_request_alerts a
    set attempts = a.attempts + 1,
        locked_until = now() + make_interval(secs => greatest(lease_seconds, 1)),
        claimed_at = now(),
        digest_id = chosen_digest
    where a.id = any(chosen)
    returning a.id, a.attempts, a.submission_id, a.digest_id
  )
  select c.id, c.attempts, s.id, s.first_name, s.last_name, s.email, s.phone, s.service,
    s.address, s.message, s.source_page, s.referrer, s.utm_source, s.utm_medium,
    s.utm_campaign, s.gclid, s.created_at,
    private.count_request_photos(s.id),
    s.visit_window, s.earliest_visit_date, c.digest_id
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id
  order by c.id;
end
$$;

comment on function public.claim_estimate_request_alerts(max_alerts integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) is 'Alert sender: claims due new-request alerts with their requests, each to be mailed alone or, in a burst, together as one digest (same digest_id).';

revoke all on function public.claim_estimate_request_alerts(max_alerts integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) from public;
grant all on function public.claim_estimate_request_alerts(max_alerts integer, lease_seconds integer, max_attempts integer, burst_limit integer, burst_window_seconds integer) to service_role;

create function public.complete_estimate_request_alert(alert_id bigint)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.estimate_request_alerts
  set delivered_at = now(), locked_until = null, last_error = null
  where id = complete_estimate_request_alert.alert_id
$$;

comment on function public.complete_estimate_request_alert(alert_id bigint) is 'Alert sender: marks an alert delivered.';

revoke all on function public.complete_estimate_request_alert(alert_id bigint) from public;
grant all on function public.complete_estimate_request_alert(alert_id bigint) to service_role;

-- A digest is one mail: its alerts are marked delivered, or failed, together.
create function public.complete_estimate_request_alerts(alert_ids bigint[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.estimate_request_alerts
  set delivered_at = now(), locked_until = null, last_error = null
  where id = any(complete_estimate_request_alerts.alert_ids)
$$;

comment on function public.complete_estimate_request_alerts(alert_ids bigint[]) is 'Alert sender: marks the alerts of one digest delivered.';

revoke all on function public.complete_estimate_request_alerts(alert_ids bigint[]) from public;
grant all on function public.complete_estimate_request_alerts(alert_ids bigint[]) to service_role;

create function public.fail_estimate_request_alert(
  alert_id bigint,
  error text,
  retry_in_seconds integer
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.estimate_request_alerts
  set locked_until = null,
      last_error = left(coalesce(fail_estimate_request_alert.error, 'unknown error'), 1000),
      next_attempt_at = now() + make_interval(secs => greatest(retry_in_seconds, 0))
  where id = fail_estimate_request_alert.alert_id
    and delivered_at is null
$$;

comment on function public.fail_estimate_request_alert(alert_id bigint, error text, retry_in_seconds integer) is 'Alert sender: records a failed delivery and when to try again.';

revoke all on function public.fail_estimate_request_alert(alert_id bigint, error text, retry_in_seconds integer) from public;
grant all on function public.fail_estimate_request_alert(alert_id bigint, error text, retry_in_seconds integer) to service_role;

create function public.fail_estimate_request_alerts(
  alert_ids bigint[],
  error text,
  retry_in_seconds integer
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.estimate_request_alerts
  set locked_until = null,
      last_error = left(coalesce(fail_estimate_request_alerts.error, 'unknown error'), 1000),
      next_attempt_at = now() + make_interval(secs => greatest(retry_in_seconds, 0))
  where id = any(fail_estimate_request_alerts.alert_ids)
    and delivered_at is null
$$;

comment on function public.fail_estimate_request_alerts(alert_ids bigint[], error text, retry_in_seconds integer) is 'Alert sender: records a failed digest and when to try its alerts again.';

revoke all on function public.fail_estimate_request_alerts(alert_ids bigint[], error text, retry_in_seconds integer) from public;
grant all on function public.fail_estimate_request_alerts(alert_ids bigint[], error text, retry_in_seconds integer) to service_role;

-- New-request alerts carry a visitor's name and contact details: they go to admins who can sign
-- in, so no longer to a banned one (issue finding 2). Otherwise as in
-- 20261126100500_create_estimate_alert_delivery_functions.sql.
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

comment on function public.list_estimate_alert_recipients() is 'Alert sender: the e-mail addresses of the admins who can sign in (confirmed, not banned, not deleted).';

revoke all on function public.list_estimate_alert_recipients() from public;
grant all on function public.list_estimate_alert_recipients() to service_role;

-- Policies ------------------------------------------------------------------------------------

create policy "The alert sender manages alerts" on private.estimate_request_alerts to service_role using (true) with check (true);
