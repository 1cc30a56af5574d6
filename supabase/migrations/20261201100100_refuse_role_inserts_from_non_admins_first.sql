-- A signed-in non-admin who tried to grant the admin role got the role trigger's answer ("has not
-- confirmed their email address", "must choose a new password") before row-level security
-- refused the row, since BEFORE triggers run before the policy's check. That told them whether
-- any user id is a confirmed account. This trigger fires first (triggers fire in name order:
-- "user_roles_check_caller" < "user_roles_require_confirmed_admin") and gives a caller who is no
-- admin the policy's own refusal, whatever the target.
--
-- Security invoker on purpose: `current_user` is then the role that wrote the row. The API roles
-- are asked; a trusted definer function (public.record_chosen_password), the service role and
-- the table owner are not, and the policies decide as before.
create function private.refuse_role_changes_from_non_admins()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
    and not coalesce(public.has_admin_role((select auth.uid())), false) then
    raise exception 'new row violates row-level security policy for table "user_roles"'
      using errcode = '42501';
  end if;
  return new;
end
$$;

comment on function private.refuse_role_changes_from_non_admins() is 'Trigger: a caller who is no admin gets the row-level security refusal before any other trigger can describe the target account.';

revoke execute on function private.refuse_role_changes_from_non_admins() from public;

create trigger user_roles_check_caller
  before insert or update on public.user_roles
  for each row execute function private.refuse_role_changes_from_non_admins();
