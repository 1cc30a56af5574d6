-- Written by `npm run db:diff -- one_admin_check` from supabase/schemas; read it before committing.
-- It drops something: check that nothing is lost that should be kept or moved.

drop function if exists "private"."check_insights_caller"();

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.require_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role'
    and not coalesce(public.has_admin_role((select auth.uid())), false) then
    raise exception 'Only admins can do this.' using errcode = '42501';
  end if;
end
$function$
;

CREATE OR REPLACE FUNCTION private.check_insights_call(period_start date, period_end date)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  if check_insights_call.period_start is null or check_insights_call.period_end is null then
    raise exception 'A period needs a first and a last day' using errcode = '22023';
  end if;
  if check_insights_call.period_start > check_insights_call.period_end then
    raise exception 'The first day of a period must not be after its last day' using errcode = '22023';
  end if;
  if check_insights_call.period_end - check_insights_call.period_start + 1 > 800 then
    raise exception 'A period can be at most 800 days long' using errcode = '22023';
  end if;
end
$function$
;

CREATE OR REPLACE FUNCTION public.create_admin_invitation(email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := (select auth.uid());
  is_operator boolean := coalesce((select auth.jwt() ->> 'role'), '') = 'service_role';
  address text := lower(btrim(create_admin_invitation.email));
  account auth.users;
  removed boolean := false;
  expiry timestamptz;
begin
  perform private.require_admin();
  if address is null or char_length(address) > 255
    or address !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
    raise exception 'Enter a valid e-mail address.' using errcode = '22023';
  end if;
  -- Serialises invitations and sign-ups of one address (see private.refuse_sign_up_when_invited).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('admin invitation ' || address, 0));
  select u.* into account from auth.users u
  where lower(u.email) = address and u.deleted_at is null;
  if found and private.is_active_admin(account.id) then
    raise exception 'This user is already an admin.' using errcode = 'P0001';
  end if;
  if found and account.email_confirmed_at is not null then
    raise exception 'An account with this e-mail address already exists. They can be made an admin with ''Make Admin'' once they have chosen a new password (for example through ''Forgot password'').'
      using errcode = 'P0001';
  end if;
  -- Unconfirmed, and made by a sign-up (it has a password, or no invitation made it): whoever
  -- signed up may not own the address. Deleting the row as GoTrue's admin API does takes its
  -- identities, sessions, factors and links with it. An account an earlier invitation made has
  -- no password, so nothing in it can be someone else's; GoTrue invites it again.
  if found and (coalesce(account.encrypted_password, '') <> '' or account.invited_at is null) then
    delete from auth.users u where u.id = account.id;
    removed := true;
  end if;
  insert into private.admin_invitations as i (email, invited_by, invited_at, expires_at)
  values (address, case when is_operator then null else caller end, now(), now() + interval '7 days')
  on conflict on constraint admin_invitations_pkey do update
    set invited_by = excluded.invited_by, invited_at = excluded.invited_at,
      expires_at = excluded.expires_at, accepted_at = null, accepted_by = null
  returning i.expires_at into expiry;
  return pg_catalog.jsonb_build_object('expires_at', expiry, 'removed_unconfirmed_account', removed);
end
$function$
;

CREATE OR REPLACE FUNCTION public.insights_overdue_requests()
 RETURNS TABLE(requests integer, received_before timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  cutoff timestamptz := private.one_working_day_before(now());
begin
  perform private.require_admin();
  return query
  select count(*)::integer, cutoff
  from public.contact_submissions cs
  where cs.status = 'new' and cs.created_at < cutoff;
end
$function$
;

CREATE OR REPLACE FUNCTION public.list_admin_invitations()
 RETURNS TABLE(email text, invited_by_email text, invited_at timestamp with time zone, expires_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return query
    select i.email, u.email::text, i.invited_at, i.expires_at
    from private.admin_invitations i
    left join auth.users u on u.id = i.invited_by
    where i.accepted_at is null and i.expires_at > now()
    order by i.invited_at desc;
end
$function$
;

CREATE OR REPLACE FUNCTION public.list_estimate_requests(search text DEFAULT NULL::text, status estimate_request_status DEFAULT NULL::estimate_request_status, service text DEFAULT NULL::text, source_page text DEFAULT NULL::text, received_from timestamp with time zone DEFAULT NULL::timestamp with time zone, received_before timestamp with time zone DEFAULT NULL::timestamp with time zone, cursor_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, cursor_id uuid DEFAULT NULL::uuid, direction text DEFAULT 'older'::text, page_size integer DEFAULT 25, earliest_visit_from date DEFAULT NULL::date, earliest_visit_to date DEFAULT NULL::date, city text DEFAULT NULL::text, campaign text DEFAULT NULL::text, referrer_host text DEFAULT NULL::text, over_one_working_day boolean DEFAULT NULL::boolean)
 RETURNS SETOF contact_submissions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  term text := lower(btrim(coalesce(list_estimate_requests.search, '')));
  digits text := regexp_replace(term, '[^0-9]', '', 'g');
  pattern text;
  newer boolean := list_estimate_requests.direction = 'newer';
  conditions text[] := array['true'];
  statement text;
begin
  perform private.require_admin();
  if list_estimate_requests.direction not in ('older', 'newer') then
    raise exception 'direction must be older or newer' using errcode = '22023';
  end if;
  if list_estimate_requests.page_size is null
    or list_estimate_requests.page_size not between 1 and 1000 then
    raise exception 'page_size must be between 1 and 1000' using errcode = '22023';
  end if;
  if (list_estimate_requests.cursor_created_at is null) <> (list_estimate_requests.cursor_id is null) then
    raise exception 'cursor_created_at and cursor_id go together' using errcode = '22023';
  end if;

  if term <> '' then
    -- A phone number is searched by its digits, however it was typed or stored.
    if term ~ '^[0-9 ()+.-]+$' and char_length(digits) >= 3 then
      term := digits;
    end if;
    pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conditions := conditions || 'cs.search_text like $1'::text;
  end if;
  if list_estimate_requests.status is not null then
    conditions := conditions || 'cs.status = $2'::text;
  end if;
  if list_estimate_requests.service is not null then
    conditions := conditions || 'cs.service = $3'::text;
  end if;
  if list_estimate_requests.source_page = 'none' then
    conditions := conditions || 'cs.source_page is null'::text;
  elsif list_estimate_requests.source_page is not null then
    conditions := conditions || 'cs.source_page = $4'::text;
  end if;
  if list_estimate_requests.city = 'none' then
    conditions := conditions || 'cs.city is null'::text;
  elsif list_estimate_requests.city is not null then
    conditions := conditions || 'cs.city = $12'::text;
  end if;
  if list_estimate_requests.campaign = 'none' then
    conditions := conditions || 'cs.campaign is null'::text;
  elsif list_estimate_requests.campaign is not null then
    conditions := conditions || 'cs.campaign = $13'::text;
  end if;
  if list_estimate_requests.referrer_host = 'direct' then
    conditions := conditions || 'cs.referrer_host is null'::text;
  elsif list_estimate_requests.referrer_host is not null then
    conditions := conditions || 'cs.referrer_host = $14'::text;
  end if;
  if list_estimate_requests.over_one_working_day then
    conditions := conditions
      || 'cs.status = ''new'' and cs.created_at < private.one_working_day_before(now())'::text;
  end if;
  if list_estimate_requests.received_from is not null then
    conditions := conditions || 'cs.created_at >= $5'::text;
  end if;
  if list_estimate_requests.received_before is not null then
    conditions := conditions || 'cs.created_at < $6'::text;
  end if;
  if list_estimate_requests.earliest_visit_from is not null then
    conditions := conditions || 'cs.earliest_visit_date >= $10'::text;
  end if;
  if list_estimate_requests.earliest_visit_to is not null then
    conditions := conditions || 'cs.earliest_visit_date <= $11'::text;
  end if;
  if list_estimate_requests.cursor_created_at is not null then
    conditions := conditions || case when newer
      then '(cs.created_at, cs.id) > ($7, $8)' else '(cs.created_at, cs.id) < ($7, $8)' end;
  end if;

  statement := 'select cs.* from public.contact_submissions cs where '
    || array_to_string(conditions, ' and ')
    || case when newer then ' order by cs.created_at, cs.id' else ' order by cs.created_at desc, cs.id desc' end
    || ' limit $9';
  if newer then
    statement := 'select page.* from (' || statement || ') page order by page.created_at desc, page.id desc';
  end if;

  return query execute statement using
    pattern, list_estimate_requests.status, list_estimate_requests.service,
    list_estimate_requests.source_page, list_estimate_requests.received_from,
    list_estimate_requests.received_before, list_estimate_requests.cursor_created_at,
    list_estimate_requests.cursor_id, list_estimate_requests.page_size,
    list_estimate_requests.earliest_visit_from, list_estimate_requests.earliest_visit_to,
    list_estimate_requests.city, list_estimate_requests.campaign,
    list_estimate_requests.referrer_host;
end
$function$
;

CREATE OR REPLACE FUNCTION public.list_orphaned_request_photos(max_photos integer DEFAULT 1000)
 RETURNS TABLE(name text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return query
    select o.name
    from storage.objects o
    left join public.contact_submissions cs
      on cs.id = case
        when pg_catalog.split_part(o.name, '/', 1)
          ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then pg_catalog.split_part(o.name, '/', 1)::uuid
      end
    where o.bucket_id = 'request-photos' and cs.id is null
    order by o.name
    -- Storage's remove takes at most 1000 names a call.
    limit least(greatest(coalesce(list_orphaned_request_photos.max_photos, 1000), 1), 1000);
end
$function$
;

CREATE OR REPLACE FUNCTION public.list_users()
 RETURNS TABLE(id uuid, email text, created_at timestamp with time zone, last_sign_in_at timestamp with time zone, email_confirmed_at timestamp with time zone, is_admin boolean, password_chosen boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return query
    select u.id, u.email::text, u.created_at, u.last_sign_in_at, u.email_confirmed_at,
      exists (
        select 1 from public.user_roles ur
        where ur.user_id = u.id and ur.role = 'admin'::public.app_role
      ),
      private.owner_chose_password(u.id)
    from auth.users u
    where u.deleted_at is null
    order by u.created_at;
end
$function$
;

COMMENT ON FUNCTION private.require_admin() IS 'Refuses anyone but an admin (or the service role) with 42501: the admin check of every admin-only function.';

REVOKE ALL ON FUNCTION private.require_admin() FROM PUBLIC;
