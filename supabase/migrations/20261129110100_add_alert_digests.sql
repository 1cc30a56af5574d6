-- A flood of requests must not become a flood of mails. The claim decides, in one place for every
-- sender: while more than `burst_limit` alerts (5) fall within `burst_window_seconds` (10 minutes),
-- counting those mailed or being mailed in the window and those due now, the due alerts go out
-- together as one digest, and at most one digest per window (later ones wait for the next). Below
-- that, each alert is mailed on its own as before. So the admins get at most 5 single mails and
-- one digest in any 10 minutes, and every alert still reaches them.
--
-- A digest's alerts carry its id (its first alert's id) once claimed: a digest that was mailed but
-- whose 'delivered' mark was lost, or that failed, is claimed again with the same alerts, so the
-- sender sends the same mail under the same idempotency key instead of a different digest.
-- `claimed_at` is when an alert was last claimed, what the window counts.
alter table private.estimate_request_alerts
  add column claimed_at timestamptz,
  add column digest_id bigint;

comment on column private.estimate_request_alerts.claimed_at is 'When a sender last claimed the alert; the burst window counts these.';
comment on column private.estimate_request_alerts.digest_id is 'The digest mail the alert goes out in (the id of its first alert); null for a mail of its own.';

create index estimate_request_alerts_claimed_at_idx
  on private.estimate_request_alerts (claimed_at)
  where claimed_at is not null;
create index estimate_request_alerts_digest_id_idx
  on private.estimate_request_alerts (digest_id)
  where digest_id is not null and delivered_at is null;

-- The return type changes (digest_id), so the function is dropped and created again, with its
-- grants; the columns before digest_id are as in 20261128100200_add_visit_preference_to_alert_claims.sql.
drop function public.claim_estimate_request_alerts(integer, integer, integer);

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

comment on function public.claim_estimate_request_alerts(integer, integer, integer, integer, integer) is 'Alert sender: claims due new-request alerts with their requests, each to be mailed alone or, in a burst, together as one digest (same digest_id).';

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

comment on function public.complete_estimate_request_alerts(bigint[]) is 'Alert sender: marks the alerts of one digest delivered.';

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

comment on function public.fail_estimate_request_alerts(bigint[], text, integer) is 'Alert sender: records a failed digest and when to try its alerts again.';

revoke execute on function public.claim_estimate_request_alerts(integer, integer, integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_estimate_request_alerts(bigint[]) from public, anon, authenticated;
revoke execute on function public.fail_estimate_request_alerts(bigint[], text, integer) from public, anon, authenticated;
grant execute on function public.claim_estimate_request_alerts(integer, integer, integer, integer, integer) to service_role;
grant execute on function public.complete_estimate_request_alerts(bigint[]) to service_role;
grant execute on function public.fail_estimate_request_alerts(bigint[], text, integer) to service_role;
