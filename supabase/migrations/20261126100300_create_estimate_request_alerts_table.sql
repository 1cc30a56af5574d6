-- A transactional outbox: the transaction that stores a request queues its alert here, so an
-- alert exists exactly when the request does, and a failing mail service can delay an alert but
-- never fail or lose the request. A sender (the local backend, or the estimate-alerts Edge
-- Function in production) claims due alerts, mails the admins and marks each one.
create table private.estimate_request_alerts (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Delivery tries so far; a failed try sets the next one after a back-off.
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- A claim holds the alert until then, so two senders never mail it twice at once.
  locked_until timestamptz,
  delivered_at timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 1000)
);

comment on table private.estimate_request_alerts is 'Outbox of new-request alerts to the admins; one row per request, marked when delivered.';

create index estimate_request_alerts_due_idx
  on private.estimate_request_alerts (next_attempt_at)
  where delivered_at is null;
create index estimate_request_alerts_submission_id_idx
  on private.estimate_request_alerts (submission_id);

-- Not reachable by the API at all (schema private); RLS as a second wall.
alter table private.estimate_request_alerts enable row level security;
revoke all on table private.estimate_request_alerts from public, anon, authenticated;
grant select, insert, update, delete on table private.estimate_request_alerts to service_role;

create policy "The alert sender manages alerts"
  on private.estimate_request_alerts for all
  to service_role
  using (true)
  with check (true);
