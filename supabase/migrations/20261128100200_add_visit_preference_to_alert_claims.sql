-- The claimed alerts also carry the visitor's preferred visit time (the mail states it). The
-- return type changes, so the function is dropped and created again, with its grants; the rest
-- is as in 20261127100500_add_photo_count_to_alert_claims.sql.
drop function public.claim_estimate_request_alerts(integer, integer, integer);

create function public.claim_estimate_request_alerts(
  max_alerts integer default 10,
  lease_seconds integer default 120,
  max_attempts integer default 12
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
  earliest_visit_date date
)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select a.id
    from private.estimate_request_alerts a
    where a.delivered_at is null
      and a.next_attempt_at <= now()
      and (a.locked_until is null or a.locked_until <= now())
      and a.attempts < max_attempts
    order by a.next_attempt_at, a.id
    limit least(greatest(max_alerts, 1), 100)
    for update skip locked
  ), claimed as (
    update private.estimate_request_alerts a
    set attempts = a.attempts + 1,
        locked_until = now() + make_interval(secs => greatest(lease_seconds, 1))
    from due
    where a.id = due.id
    returning a.id, a.attempts, a.submission_id
  )
  select c.id, c.attempts, s.id, s.first_name, s.last_name, s.email, s.phone, s.service,
    s.address, s.message, s.source_page, s.referrer, s.utm_source, s.utm_medium,
    s.utm_campaign, s.gclid, s.created_at,
    private.count_request_photos(s.id),
    s.visit_window, s.earliest_visit_date
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id
  order by c.id
$$;

comment on function public.claim_estimate_request_alerts(integer, integer, integer) is 'Alert sender: claims due new-request alerts with their requests, photo counts and preferred visit times.';

revoke execute on function public.claim_estimate_request_alerts(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_estimate_request_alerts(integer, integer, integer) to service_role;
