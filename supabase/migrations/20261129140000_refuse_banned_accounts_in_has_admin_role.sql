-- A banned or deleted admin loses admin rights at once (issue finding 2). has_admin_role looked at
-- user_roles alone, so a banned admin's access token (valid up to an hour) still read every
-- request; every policy and admin function asks has_admin_role, so they all refuse now.
-- GoTrue ends such a user's session only at its next refresh.

-- The admin role on an account that can sign in. Security definer: it reads user_roles past its
-- own policies, which call has_admin_role.
create function private.is_active_admin(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = is_active_admin.user_id and ur.role = 'admin'::public.app_role
  ) and private.can_sign_in(is_active_admin.user_id)
$$;

comment on function private.is_active_admin(uuid) is 'True when the account holds the admin role and can sign in (confirmed, not banned, not deleted).';

revoke execute on function private.is_active_admin(uuid) from public;

create or replace function public.has_admin_role(user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if coalesce((select auth.jwt() ->> 'role'), '') = 'authenticated'
    and has_admin_role.user_id is distinct from caller
    and not private.is_active_admin(caller) then
    raise exception 'You can only check your own admin role.' using errcode = '42501';
  end if;
  return private.is_active_admin(has_admin_role.user_id);
end
$$;

comment on function public.has_admin_role(uuid) is 'True when the user holds the admin role and can sign in (not banned or deleted). Signed-in users may ask only about themselves, unless they are admins.';
