-- A request's service is one of the site's services, not free text: it ends up in the admins'
-- alert mails and the inbox filter. The list is every value the estimate form can send: the nine
-- services of /services and 'Something else' (estimateServiceOptions in
-- src/content/estimate-request.ts), plus the landing pages' services, which their estimate
-- buttons fill in (landingServices in src/content/landing-catalog.ts). The test
-- supabase/tests/estimate-services.test.ts keeps this table and the content equal.
--
-- A trigger rather than a check or a foreign key, as for the e-mail rule (20261126110100):
-- requests stored before this rule keep the service their sender chose (history is not
-- rewritten, and a guessed mapping would lose what they asked for), while every new request and
-- every changed service is checked. A NOT VALID check would still refuse an admin's status or note
-- change on such a row. The error keeps the name and SQLSTATE of contact_submissions_service_check,
-- so the form marks the service field as it does for the other checks.
create table private.estimate_services (
  name text primary key check (name ~ '[^[:space:]]' and char_length(name) <= 100)
);

comment on table private.estimate_services is 'The services a request may name: what the site''s estimate form offers.';

insert into private.estimate_services (name) values
  ('Lawn Care & Maintenance'),
  ('Sod Installation'),
  ('Artificial Turf'),
  ('Irrigation & Sprinklers'),
  ('Landscape Design'),
  ('Tree Trimming'),
  ('Cleanups & Hauling'),
  ('Hardscaping'),
  ('Commercial Landscaping'),
  ('Something else'),
  ('Lawn Care'),
  ('Yard Cleanup'),
  ('Irrigation Repair'),
  ('Drought-Tolerant Landscaping'),
  ('Seasonal Yard Cleanup'),
  ('Garden Bed Installation'),
  ('Hedge Trimming');

-- Read only by the trigger's function (security definer); no API role reads it.
alter table private.estimate_services enable row level security;
revoke all on table private.estimate_services from public, anon, authenticated;
grant select on table private.estimate_services to service_role;

create policy "The service role reads the services"
  on private.estimate_services for select
  to service_role
  using (true);

-- Security definer: an admin changing a request's service (as authenticated) cannot read the
-- private schema.
create function private.check_contact_submission_service()
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
  if not exists (select 1 from private.estimate_services s where s.name = new.service) then
    raise exception 'new row for relation "contact_submissions" violates check constraint "contact_submissions_service_check"'
      using errcode = '23514', constraint = 'contact_submissions_service_check',
        table = 'contact_submissions', schema = 'public',
        detail = 'The service must be one of the services the estimate form offers.';
  end if;
  return new;
end
$$;

comment on function private.check_contact_submission_service() is 'Trigger: a new request, or a changed service, names one of the site''s services.';

revoke execute on function private.check_contact_submission_service() from public;

create trigger contact_submissions_check_service
  before insert or update of service on public.contact_submissions
  for each row execute function private.check_contact_submission_service();
