-- Refuse to remove (or move away) the last admin role, so the admin area can never be locked.
-- Security definer: the check must count every admin, and the lock serialises concurrent
-- removals so two admins removing each other cannot both succeed.
create function public.prevent_last_admin_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin'::public.app_role
    or (tg_op = 'UPDATE' and new.role = old.role and new.user_id = old.user_id) then
    return coalesce(new, old);
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('public.user_roles admin', 0));
  if not exists (
    select 1 from public.user_roles ur
    where ur.role = 'admin'::public.app_role and ur.id <> old.id
  ) then
    raise exception 'Cannot remove the last admin. Make another user an admin first.'
      using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end
$$;

comment on function public.prevent_last_admin_removal() is 'Trigger: refuses to remove the last admin role.';

revoke execute on function public.prevent_last_admin_removal() from public, anon, authenticated;

create trigger user_roles_keep_last_admin
  before update or delete on public.user_roles
  for each row execute function public.prevent_last_admin_removal();
