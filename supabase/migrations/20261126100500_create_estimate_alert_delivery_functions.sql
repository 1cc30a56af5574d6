-- What an alert sender calls, as service_role only: claim the due alerts with their requests,
-- read who to mail, then mark each alert delivered or failed. The sender decides the back-off.

-- Due alerts, oldest first, each held for `lease_seconds` so a parallel sender skips it. An alert
-- that failed `max_attempts` times is no longer claimed (its last_error says why).
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
  submitted_at timestamptz
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
    s.utm_campaign, s.gclid, s.created_at
  from claimed c
  join public.contact_submissions s on s.id = c.submission_id
  order by c.id
$$;

comment on function public.claim_estimate_request_alerts(integer, integer, integer) is 'Alert sender: claims due new-request alerts with their requests.';

-- The admins an alert goes to: every admin whose e-mail address is confirmed.
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
    and u.email_confirmed_at is not null
    and u.deleted_at is null
  order by 1
$$;

comment on function public.list_estimate_alert_recipients() is 'Alert sender: the confirmed e-mail addresses of the admins.';

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

comment on function public.complete_estimate_request_alert(bigint) is 'Alert sender: marks an alert delivered.';

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

comment on function public.fail_estimate_request_alert(bigint, text, integer) is 'Alert sender: records a failed delivery and when to try again.';

revoke execute on function public.claim_estimate_request_alerts(integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.list_estimate_alert_recipients() from public, anon, authenticated;
revoke execute on function public.complete_estimate_request_alert(bigint) from public, anon, authenticated;
revoke execute on function public.fail_estimate_request_alert(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.claim_estimate_request_alerts(integer, integer, integer) to service_role;
grant execute on function public.list_estimate_alert_recipients() to service_role;
grant execute on function public.complete_estimate_request_alert(bigint) to service_role;
grant execute on function public.fail_estimate_request_alert(bigint, text, integer) to service_role;
