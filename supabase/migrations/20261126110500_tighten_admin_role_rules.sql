-- Safer admin roles:
-- - the admin role goes only to an account whose e-mail is confirmed (else whoever signs up
--   first with someone else's address could hold admin rights once the owner confirms it);
-- - the last-admin guard counts only admins who can sign in (confirmed, not banned, not
--   deleted), and it also holds when an auth user's deletion cascades to their role;
-- - has_admin_role answers a signed-in user only about themselves, unless they are an admin.

-- Whether this account can sign in: confirmed, not banned, not (soft-)deleted.
create function private.can_sign_in(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where u.id = can_sign_in.user_id
      and u.email_confirmed_at is not null
      and u.deleted_at is null
      and (u.banned_until is null or u.banned_until <= now())
  )
$$;

comment on function private.can_sign_in(uuid) is 'True when the account is confirmed, not banned and not deleted.';

revoke execute on function private.can_sign_in(uuid) from public;

create function private.require_confirmed_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role = 'admin'::public.app_role and not exists (
    select 1 from auth.users u
    where u.id = new.user_id and u.email_confirmed_at is not null and u.deleted_at is null
  ) then
    raise exception 'This user has not confirmed their email address yet, so they cannot be made an admin.'
      using errcode = 'P0001';
  end if;
  return new;
end
$$;

comment on function private.require_confirmed_admin() is 'Trigger: the admin role only for accounts with a confirmed e-mail address.';

revoke execute on function private.require_confirmed_admin() from public;

create trigger user_roles_require_confirmed_admin
  before insert or update on public.user_roles
  for each row execute function private.require_confirmed_admin();

-- Removing an admin who can sign in needs another admin who can. Removing one who cannot (never
-- confirmed, banned) never locks anyone out, so it is always allowed.
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('public.user_roles admin', 0));
  -- An account missing here is being deleted right now (the cascade from auth.users): that
  -- removal must pass the same check, so only an account seen unable to sign in is let go.
  if (private.can_sign_in(old.user_id)
      or not exists (select 1 from auth.users u where u.id = old.user_id))
    and not exists (
    select 1 from public.user_roles ur
    where ur.role = 'admin'::public.app_role and ur.id <> old.id
      and private.can_sign_in(ur.user_id)
  ) then
    raise exception 'Cannot remove the last admin. Make another user an admin first.'
      using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end
$$;

comment on function public.prevent_last_admin_removal() is 'Trigger: refuses to remove the last admin role held by an account that can sign in.';

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
    and not exists (
      select 1 from public.user_roles ur
      where ur.user_id = caller and ur.role = 'admin'::public.app_role
    ) then
    raise exception 'You can only check your own admin role.' using errcode = '42501';
  end if;
  return exists (
    select 1
    from public.user_roles ur
    where ur.user_id = has_admin_role.user_id
      and ur.role = 'admin'::public.app_role
  );
end
$$;

comment on function public.has_admin_role(uuid) is 'True when the user holds the admin role. Signed-in users may ask only about themselves, unless they are admins.';
