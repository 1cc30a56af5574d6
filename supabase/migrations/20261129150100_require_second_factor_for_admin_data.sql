-- Admins see every customer's name, address and phone: the database gives admin data only to a
-- session that passed a second factor (TOTP), whose JWT carries `aal: aal2`. Every policy and
-- admin function asks has_admin_role about the caller (`has_admin_role(auth.uid())`), so the rule
-- lives there, once: about themselves, a caller at aal1 is no admin. Asked about someone else
-- (by an admin at aal2, or the service role), it answers about the account alone: the role on an
-- account that can sign in (private.is_active_admin, which also drops a banned admin at once).
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

comment on function public.has_admin_role(uuid) is 'True when the user holds the admin role and can sign in; about the caller, only in a session that passed a second factor (aal2). Signed-in users may ask only about themselves, unless they are admins.';
