-- An access token outlives its session by up to an hour (jwt_expiry): after a sign-out, a
-- password change that ended the other sessions, or `npm run admin -- reset-factors`, the token
-- still verifies at the API. Admin data now also needs the token's session to exist, at the
-- assurance level the token claims, so those end admin rights at once: a stolen laptop's tab
-- stops reading the moment its admin signs out everywhere. Tokens without a session_id claim
-- (the anon and service_role keys, which only the project's JWT secret can make) are not
-- sessions and are not asked.
create function private.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when claim.session_id is null then true
    when claim.session_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then false
    else exists (
      select 1 from auth.sessions s
      where s.id = claim.session_id::uuid
        and s.user_id = (select auth.uid())
        and (s.not_after is null or s.not_after > now())
        and (private.session_aal() <> 'aal2' or s.aal::text = 'aal2')
    )
  end
  from (select nullif((select auth.jwt()) ->> 'session_id', '') as session_id) claim
$$;

comment on function private.session_is_live() is 'False when the current JWT names a session that no longer exists (signed out, or ended by a password change or a factor reset), or one below the token''s aal.';

revoke execute on function private.session_is_live() from public;

create or replace function public.has_admin_role(user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  is_caller_admin boolean := caller is not null
    and private.session_aal() = 'aal2'
    and private.session_is_live()
    and private.is_active_admin(caller);
begin
  if has_admin_role.user_id is not distinct from caller then
    return is_caller_admin;
  end if;
  if coalesce((select auth.jwt() ->> 'role'), '') = 'authenticated' and not is_caller_admin then
    raise exception 'You can only check your own admin role.' using errcode = '42501';
  end if;
  return private.is_active_admin(has_admin_role.user_id);
end
$$;

comment on function public.has_admin_role(uuid) is 'True when the user holds the admin role and can sign in; about the caller, only in a live session that passed a second factor (aal2). Signed-in users may ask only about themselves, unless they are admins.';

create or replace function public.admin_access()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when caller.id is null or not private.session_is_live()
      or not private.is_active_admin(caller.id) then 'none'
    when private.session_aal() = 'aal2' then 'admin'
    else 'second_factor_required'
  end
  from (select (select auth.uid()) as id) caller
$$;
