-- Who is an admin, and the one check every admin-only path goes through.
--
-- An account is an admin when it holds the role in public.user_roles, can sign in (confirmed,
-- not banned, not deleted) and still uses the password its owner chose through an e-mail link
-- (private.is_active_admin). The admin's own session counts only when it is live and passed a
-- second factor (aal2): public.has_admin_role answers that for row-level security, and
-- public.admin_access tells the app which step a signed-in account is at (none,
-- second_factor_required, admin). The last admin who can sign in cannot be removed, banned or
-- deleted.

-- Tables --------------------------------------------------------------------------------------

create type public.app_role as enum (
    'admin'
);

comment on type public.app_role is 'Roles a user can hold; admin opens the admin area.';

create table public.user_roles (
    id uuid default gen_random_uuid() not null,
    user_id uuid not null,
    role public.app_role not null,
    created_at timestamp with time zone default now() not null
);

alter table only public.user_roles
    add constraint user_roles_pkey primary key (id);

alter table only public.user_roles
    add constraint user_roles_user_id_role_key unique (user_id, role);

alter table public.user_roles enable row level security;

comment on table public.user_roles is 'Roles held by users; one row per user and role. Only admins read or change it.';

grant select,insert,delete on table public.user_roles to authenticated;
grant select,insert,delete,update on table public.user_roles to service_role;

alter table only public.user_roles
    add constraint user_roles_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade;

-- Functions -----------------------------------------------------------------------------------

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

comment on function private.can_sign_in(user_id uuid) is 'True when the account is confirmed, not banned and not deleted.';

revoke all on function private.can_sign_in(user_id uuid) from public;

-- The admin role gives access only while the owner's chosen password is the one in use.
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
    and private.owner_chose_password(is_active_admin.user_id)
$$;

comment on function private.is_active_admin(user_id uuid) is 'True when the account holds the admin role, can sign in (confirmed, not banned, not deleted), and its password is still the one its owner chose.';

revoke all on function private.is_active_admin(user_id uuid) from public;

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

comment on function private.is_last_admin_who_can_sign_in(user_id uuid) is 'True when the account is an admin who can sign in and no other admin can. Takes the lock that serialises every change to who can administer.';

revoke all on function private.is_last_admin_who_can_sign_in(user_id uuid) from public;

-- Security definer: GoTrue writes auth.users as supabase_auth_admin, which cannot read user_roles.
create function private.keep_last_admin_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Lifting a ban, or any change that leaves the account able to sign in, takes nothing away.
  if tg_op = 'UPDATE' and new.deleted_at is null
    and (new.banned_until is null or new.banned_until <= now()) then
    return new;
  end if;
  if private.is_last_admin_who_can_sign_in(old.id) then
    if tg_op = 'UPDATE' and new.deleted_at is null then
      raise exception 'Cannot ban the last admin. Make another user an admin first.'
        using errcode = 'P0001';
    end if;
    raise exception 'Cannot delete the last admin. Make another user an admin first.'
      using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end
$$;

comment on function private.keep_last_admin_account() is 'Trigger: refuses to ban or delete the last admin who can sign in.';

revoke all on function private.keep_last_admin_account() from public;

create function private.record_user_role_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected public.user_roles := case when tg_op = 'DELETE' then old else new end;
begin
  if affected.role <> 'admin'::public.app_role
    or (tg_op = 'UPDATE' and new.user_id = old.user_id and new.role = old.role) then
    return null;
  end if;
  if tg_op in ('DELETE', 'UPDATE') and old.role = 'admin'::public.app_role then
    insert into public.history_events (kind, actor_id, actor_email, user_id, user_email)
    select 'admin_role_removed', (select auth.uid()), (select auth.jwt() ->> 'email'),
      old.user_id, (select u.email::text from auth.users u where u.id = old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.role = 'admin'::public.app_role then
    insert into public.history_events (kind, actor_id, actor_email, user_id, user_email)
    select 'admin_role_granted', (select auth.uid()), (select auth.jwt() ->> 'email'),
      new.user_id, (select u.email::text from auth.users u where u.id = new.user_id);
  end if;
  return null;
end
$$;

comment on function private.record_user_role_history() is 'Trigger: records grants and removals of the admin role.';

revoke all on function private.record_user_role_history() from public;

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

revoke all on function private.refuse_role_changes_from_non_admins() from public;

create function private.require_confirmed_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role <> 'admin'::public.app_role then
    return new;
  end if;
  if not exists (
    select 1 from auth.users u
    where u.id = new.user_id and u.email_confirmed_at is not null and u.deleted_at is null
  ) then
    raise exception 'This user has not confirmed their email address yet, so they cannot be made an admin.'
      using errcode = 'P0001';
  end if;
  if not private.owner_chose_password(new.user_id) then
    raise exception 'This user must choose a new password (for example through ''Forgot password'') before they can be made an admin.'
      using errcode = 'P0001',
        hint = 'A password chosen through an e-mail link proves the account belongs to the owner of the address.';
  end if;
  return new;
end
$$;

comment on function private.require_confirmed_admin() is 'Trigger: the admin role only for confirmed accounts whose owner chose the current password through an e-mail link.';

revoke all on function private.require_confirmed_admin() from public;

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

revoke all on function private.session_aal() from public;

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

revoke all on function private.session_is_live() from public;

-- The one admin check: every admin-only function starts with `perform private.require_admin()`.
-- The service role (the operator's scripts, the Edge Functions) passes; anyone else must be an
-- admin in this very session (public.has_admin_role: live session, second factor). 42501 is a
-- privilege refusal, which the API answers with 403. Security invoker: `auth.jwt()` is the
-- caller's whoever owns the function that asks.
create function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role'
    and not coalesce(public.has_admin_role((select auth.uid())), false) then
    raise exception 'Only admins can do this.' using errcode = '42501';
  end if;
end
$$;

comment on function private.require_admin() is 'Refuses anyone but an admin (or the service role) with 42501: the admin check of every admin-only function.';

revoke all on function private.require_admin() from public;

create function public.admin_access()
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

comment on function public.admin_access() is 'What /admin may show the caller: admin, second_factor_required (admin role, session without a second factor) or none.';

revoke all on function public.admin_access() from public;
grant all on function public.admin_access() to authenticated;

create function public.has_admin_role(user_id uuid)
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

comment on function public.has_admin_role(user_id uuid) is 'True when the user holds the admin role and can sign in; about the caller, only in a live session that passed a second factor (aal2). Signed-in users may ask only about themselves, unless they are admins.';

revoke all on function public.has_admin_role(user_id uuid) from public;
grant all on function public.has_admin_role(user_id uuid) to authenticated;
grant all on function public.has_admin_role(user_id uuid) to service_role;

create function public.list_users()
returns table (
  id uuid,
  email text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  email_confirmed_at timestamptz,
  is_admin boolean,
  password_chosen boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

comment on function public.list_users() is 'Admin only: every registered user with sign-in dates, whether they are admin, and whether their owner chose their current password (which the admin role needs).';

revoke all on function public.list_users() from public;
grant all on function public.list_users() to authenticated;
grant all on function public.list_users() to service_role;

-- As in 20261126110500_tighten_admin_role_rules.sql, with the check above.
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
  if private.is_last_admin_who_can_sign_in(old.user_id) then
    raise exception 'Cannot remove the last admin. Make another user an admin first.'
      using errcode = 'P0001';
  end if;
  return coalesce(new, old);
end
$$;

comment on function public.prevent_last_admin_removal() is 'Trigger: refuses to remove the last admin role held by an account that can sign in.';

revoke all on function public.prevent_last_admin_removal() from public;

-- Triggers ------------------------------------------------------------------------------------

create trigger users_keep_last_admin before delete or update of banned_until, deleted_at on auth.users for each row execute function private.keep_last_admin_account();

create trigger user_roles_check_caller before insert or update on public.user_roles for each row execute function private.refuse_role_changes_from_non_admins();

create trigger user_roles_keep_last_admin before delete or update on public.user_roles for each row execute function public.prevent_last_admin_removal();

create trigger user_roles_record_history after insert or delete or update on public.user_roles for each row execute function private.record_user_role_history();

create trigger user_roles_require_confirmed_admin before insert or update on public.user_roles for each row execute function private.require_confirmed_admin();

-- Policies ------------------------------------------------------------------------------------

create policy "Admins can grant roles" on public.user_roles for insert to authenticated with check (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));

create policy "Admins can read roles" on public.user_roles for select to authenticated using (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));

create policy "Admins can remove roles" on public.user_roles for delete to authenticated using (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));
