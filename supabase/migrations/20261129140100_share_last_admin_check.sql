-- One answer to "is this the last admin who can sign in?", for the guard on user_roles and for the
-- guard on auth.users that follows (banning or deleting an admin locks /admin as surely as
-- removing their role). Both take the same lock, so a removal and a ban running at once cannot
-- each see the other admin still there.

-- Volatile: after the lock, its query takes a new snapshot and sees what a concurrent change
-- committed meanwhile. Security definer: it counts every admin past RLS.
create function private.is_last_admin_who_can_sign_in(user_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('public.user_roles admin', 0));
  return exists (
      select 1 from public.user_roles ur
      where ur.user_id = is_last_admin_who_can_sign_in.user_id
        and ur.role = 'admin'::public.app_role
    )
    -- An account missing here is being deleted right now (the cascade from auth.users): that
    -- removal must pass the same check, so only an account seen unable to sign in is let go.
    and (private.can_sign_in(is_last_admin_who_can_sign_in.user_id)
      or not exists (select 1 from auth.users u where u.id = is_last_admin_who_can_sign_in.user_id))
    and not exists (
      select 1 from public.user_roles ur
      where ur.role = 'admin'::public.app_role
        and ur.user_id <> is_last_admin_who_can_sign_in.user_id
        and private.can_sign_in(ur.user_id)
    );
end
$$;

comment on function private.is_last_admin_who_can_sign_in(uuid) is 'True when the account is an admin who can sign in and no other admin can. Takes the lock that serialises every change to who can administer.';

revoke execute on function private.is_last_admin_who_can_sign_in(uuid) from public;

-- As in 20261126110500_tighten_admin_role_rules.sql, with the check above.
create or replace function public.prevent_last_admin_removal()
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
  if private.is_last_admin_who_can_sign_in(old.user_id) then
    raise exception 'Cannot remove the last admin. Make another user an admin first.'
      using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end
$$;
