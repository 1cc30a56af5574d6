-- Admins sign in with a second factor (TOTP): the database refuses admin data to a session
-- whose `aal` claim is not aal2 (the next migration). /admin still has to tell an admin who has
-- only typed a password ("enter your code", or "set up your authenticator") from a user who is
-- no admin at all; has_admin_role cannot, since it answers false to both. This function says
-- which, about the caller alone.

-- The assurance level of the current request's session, from its JWT ('aal1' without a claim).
create function private.session_aal()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif((select auth.jwt()) ->> 'aal', ''), 'aal1')
$$;

comment on function private.session_aal() is 'The aal claim of the current session''s JWT: aal2 after a second factor, else aal1.';

revoke execute on function private.session_aal() from public;

-- 'admin': the admin role, an account that can sign in, and a session at aal2.
-- 'second_factor_required': the same, but the session has not passed a second factor yet.
-- 'none': anything else (no role, banned, deleted, or anonymous).
create function public.admin_access()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when caller.id is null or not private.is_active_admin(caller.id) then 'none'
    when private.session_aal() = 'aal2' then 'admin'
    else 'second_factor_required'
  end
  from (select (select auth.uid()) as id) caller
$$;

comment on function public.admin_access() is 'What /admin may show the caller: admin, second_factor_required (admin role, session without a second factor) or none.';

revoke execute on function public.admin_access() from public, anon;
grant execute on function public.admin_access() to authenticated;
