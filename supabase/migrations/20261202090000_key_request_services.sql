-- A request's service is a stable key of the site's service catalogue, no longer a name. Until now
-- the database took every name the site used for a service (20261129110000), and the site used
-- several for one: 'Lawn Care' on the landing pages and 'Lawn Care & Maintenance' on /services,
-- 'Irrigation Repair' and 'Irrigation & Sprinklers', 'Yard Cleanup', 'Seasonal Yard Cleanup' and
-- 'Cleanups & Hauling'. So Insights' 'Requests by service' split one service over several rows,
-- and the inbox's Service filter could not reach a request sent from a landing page.
--
-- Now the catalogue (supabase/functions/_shared/service-catalogue.ts, read by the form, the landing
-- pages, the inbox, Insights and the alert mails) gives each service a key and its one name. A
-- request stores the key; the name is shown. private.estimate_services holds the catalogue, keys
-- and names (the test supabase/tests/estimate-services.test.ts keeps the two equal), the check
-- trigger takes keys only, and the requests stored so far get the key of the name they hold.
--
-- Nothing else stores a service: the history keeps no service since 20261129120000 (and kept it
-- only in deletions, whose entries are erased), the alert tables point at the request and read its
-- service when a mail goes out, and the Insights columns (20261130100000) are city, campaign and
-- referrer. The functions that filter or group by service (list_estimate_requests' service filter,
-- insights_request_breakdown) compare and group the stored value as it is, so they work on keys
-- unchanged once the rows hold keys: they are not redefined here.

-- The old table named services by their names; the catalogue has a key and a name for each.
drop table private.estimate_services;

create table private.estimate_services (
  key text primary key
    check (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(key) <= 100),
  name text not null unique
    check (name ~ '[^[:space:]]' and char_length(name) <= 100)
);

comment on table private.estimate_services is 'The site''s service catalogue: the keys a request may store, and the name each is shown by.';

insert into private.estimate_services (key, name) values
  ('lawn-maintenance', 'Lawn Care & Maintenance'),
  ('sod-installation', 'Sod Installation'),
  ('artificial-turf', 'Artificial Turf'),
  ('irrigation-sprinklers', 'Irrigation & Sprinklers'),
  ('landscape-design', 'Landscape Design'),
  ('tree-trimming', 'Tree Trimming'),
  ('cleanups-hauling', 'Cleanups & Hauling'),
  ('hardscaping', 'Hardscaping'),
  ('commercial-landscaping', 'Commercial Landscaping'),
  ('drought-tolerant-landscaping', 'Drought-Tolerant Landscaping'),
  ('garden-bed-installation', 'Garden Bed Installation'),
  ('hedge-trimming', 'Hedge Trimming'),
  ('other', 'Something else');

-- Read only by the trigger's function (security definer); no API role reads it.
alter table private.estimate_services enable row level security;
revoke all on table private.estimate_services from public, anon, authenticated;
grant select on table private.estimate_services to service_role;

create policy "The service role reads the services"
  on private.estimate_services for select
  to service_role
  using (true);

-- As before (a trigger, so requests stored before 20261129110000 with a service of their own
-- words keep it, and an admin's status or note change on them still works), but a new request or
-- a changed service must hold a key. The error keeps the name and SQLSTATE of
-- contact_submissions_service_check, so the form marks the service field as it does for the
-- other checks. Security definer: an admin changing a request (as authenticated) cannot read the
-- private schema.
create or replace function private.check_contact_submission_service()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- No service at all is the not-null constraint's to refuse (23502, naming the column).
  if new.service is null or (tg_op = 'UPDATE' and new.service is not distinct from old.service) then
    return new;
  end if;
  if not exists (select 1 from private.estimate_services s where s.key = new.service) then
    raise exception 'new row for relation "contact_submissions" violates check constraint "contact_submissions_service_check"'
      using errcode = '23514', constraint = 'contact_submissions_service_check',
        table = 'contact_submissions', schema = 'public',
        detail = 'The service must be the key of one of the site''s services (private.estimate_services).';
  end if;
  return new;
end
$$;

comment on function private.check_contact_submission_service() is 'Trigger: a new request, or a changed service, holds the key of one of the site''s services.';

revoke execute on function private.check_contact_submission_service() from public;

-- Every name a request could store maps to its key: the catalogue's names, and the landing
-- pages' own names for three of its services ('Lawn Care', 'Irrigation Repair', 'Yard Cleanup',
-- 'Seasonal Yard Cleanup'). Matched without regard to case or surrounding spaces, so a request
-- typed before the form had a list ('hardscaping ') is mapped too. Anything else (free text from
-- before 20261129110000) is left as its sender wrote it: the trigger lets it stand, and the site
-- shows it as it is. Only the service changes, so no history is written and no stamp moves.
update public.contact_submissions cs
set service = named.key
from (
  select s.name, s.key from private.estimate_services s
  union all
  values
    ('Lawn Care', 'lawn-maintenance'),
    ('Irrigation Repair', 'irrigation-sprinklers'),
    ('Yard Cleanup', 'cleanups-hauling'),
    ('Seasonal Yard Cleanup', 'cleanups-hauling')
) as named (name, key)
where lower(btrim(cs.service)) = lower(named.name)
  and cs.service is distinct from named.key;

comment on column public.contact_submissions.service is 'The key of the requested service in the site''s catalogue (private.estimate_services); older free-text services are kept as written.';
