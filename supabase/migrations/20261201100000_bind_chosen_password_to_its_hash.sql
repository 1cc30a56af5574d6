-- The chosen-password race (issue "No way into an admin account", finding 1). Whoever signed up
-- first with a future admin's address could still win the account: their password change passes
-- GoTrue's session check, spends two bcrypt hashes, then commits without checking again, so it
-- can land just after the owner's public.record_chosen_password. The mark said "the owner chose
-- the password" while the password in use was the attacker's.
--
-- Now the mark names the password it was made for (its bcrypt hash), and every check that reads
-- it (private.owner_chose_password) wants that hash to still be the account's and the address
-- to be unchanged. Any later password change, from anywhere and in any order, voids it; the
-- admin role then gives no access until the owner chooses a password through a link again.
--
-- An address change voids it too, and only a link session opened after the change can record a
-- new one. GoTrue's e-mail change (once the new address's owner clicks its link) ends no
-- session, so someone could otherwise choose a password through a link to their own address,
-- move the account to a future admin's address, and record the mark from that old session.

alter table private.account_passwords add column chosen_password_hash text;

comment on column private.account_passwords.chosen_password_hash is 'auth.users.encrypted_password when the owner was proven to choose it; the mark holds only while the two are equal.';

-- Admins granted before marks existed keep their access: they are trusted as they are today.
insert into private.account_passwords as p (user_id, set_at, chosen_at, chosen_email)
select u.id, coalesce(u.updated_at, now()), now(), lower(u.email)
from auth.users u
join public.user_roles ur on ur.user_id = u.id and ur.role = 'admin'::public.app_role
where u.email is not null
on conflict (user_id) do update
  set chosen_at = excluded.chosen_at, chosen_email = excluded.chosen_email
  where p.chosen_at is null;

-- A mark stands for the current password when no password change came after it. A change that
-- raced the mark (the attack above) cannot be told apart here, as the trigger stamps set_at with
-- its transaction's start; from now on the hash decides.
update private.account_passwords p
set chosen_password_hash = u.encrypted_password
from auth.users u
where u.id = p.user_id and p.chosen_at is not null and p.set_at <= p.chosen_at;

update private.account_passwords
set chosen_at = null, chosen_email = null
where chosen_at is not null and chosen_password_hash is null;

alter table private.account_passwords
  add constraint account_passwords_chosen_hash_check
    check ((chosen_at is null) = (chosen_password_hash is null));

alter table private.account_passwords add column email_set_at timestamptz;

comment on column private.account_passwords.email_set_at is 'When the account''s address last changed; a mark needs a link session opened after it.';

-- Whether the account's current password and address are the ones its owner chose through a
-- link. The one place that reads the mark.
create function private.owner_chose_password(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    join private.account_passwords p on p.user_id = u.id
    where u.id = owner_chose_password.user_id
      and p.chosen_password_hash = u.encrypted_password
      and p.chosen_email = lower(u.email)
  )
$$;

comment on function private.owner_chose_password(uuid) is 'True when the account''s current password (by its hash) and address are the ones its owner chose through an e-mail link.';

revoke execute on function private.owner_chose_password(uuid) from public;

-- A new password voids the mark at once, whoever set it. The hash check above is what makes a
-- change that commits after a mark void it too; this keeps the table saying the same.
create or replace function private.record_password_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.account_passwords as p (user_id, set_at)
  values (new.id, now())
  on conflict (user_id) do update
    set set_at = excluded.set_at, chosen_at = null, chosen_email = null, chosen_password_hash = null;
  return null;
end
$$;

comment on function private.record_password_change() is 'Trigger: stamps private.account_passwords.set_at when an account''s password changes, and voids the mark that its owner chose the old one.';

create function private.record_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- set_at for a new row: the account's creation, which no session predates.
  insert into private.account_passwords as p (user_id, set_at, email_set_at)
  values (new.id, coalesce(new.created_at, now()), now())
  on conflict (user_id) do update
    set email_set_at = excluded.email_set_at,
      chosen_at = null, chosen_email = null, chosen_password_hash = null;
  return null;
end
$$;

comment on function private.record_email_change() is 'Trigger: stamps private.account_passwords.email_set_at when an account''s address changes, and voids the mark that its owner chose the password.';

revoke execute on function private.record_email_change() from public;

create trigger users_record_email_change
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.record_email_change();

-- The admin role gives access only while the owner's chosen password is the one in use.
create or replace function private.is_active_admin(user_id uuid)
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

comment on function private.is_active_admin(uuid) is 'True when the account holds the admin role, can sign in (confirmed, not banned, not deleted), and its password is still the one its owner chose.';

create or replace function private.require_confirmed_admin()
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

-- One statement reads the account's address and hash, the session and the password's and the
-- address's age, so they come from one snapshot, and the mark stores the hash it vouches for: the
-- link session is older than the password and newer than the address. An invitation sent by
-- the operator (`npm run admin -- invite`) has no inviting admin.
create or replace function public.record_chosen_password()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  claims jsonb := (select auth.jwt());
  session_text text := claims ->> 'session_id';
  caller_claims text := pg_catalog.current_setting('request.jwt.claims', true);
  address text;
  invitation private.admin_invitations;
begin
  if caller is not null and coalesce(claims ->> 'role', '') = 'authenticated'
    and session_text ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
    and exists (
      select 1 from pg_catalog.jsonb_array_elements(
        case when pg_catalog.jsonb_typeof(claims -> 'amr') = 'array' then claims -> 'amr' else '[]' end
      ) m
      where m ->> 'method' in ('otp', 'recovery', 'invite', 'magiclink', 'email/signup')
    ) then
    update private.account_passwords p
    set chosen_at = now(), chosen_email = lower(u.email),
      chosen_password_hash = u.encrypted_password
    from auth.users u, auth.sessions s
    where p.user_id = caller and u.id = caller
      and u.email_confirmed_at is not null and u.deleted_at is null
      and u.encrypted_password is not null and u.encrypted_password <> ''
      and s.id = session_text::uuid and s.user_id = caller
      and p.set_at > s.created_at
      and (p.email_set_at is null or s.created_at > p.email_set_at)
    returning p.chosen_email into address;
    if address is not null then
      -- A pending invitation stands only while the admin who sent it can sign in and is one.
      select i.* into invitation from private.admin_invitations i
      where i.email = address and i.accepted_at is null and i.expires_at > now()
        and (i.invited_by is null or private.is_active_admin(i.invited_by))
      for update;
    end if;
  end if;

  if invitation.email is not null then
    -- The history names who granted the role: the admin who invited (or the operator), not the
    -- invitee.
    perform pg_catalog.set_config('request.jwt.claims', case
      when invitation.invited_by is null then pg_catalog.jsonb_build_object('role', 'service_role')
      else pg_catalog.jsonb_build_object(
        'sub', invitation.invited_by, 'role', 'authenticated',
        'email', (select u.email from auth.users u where u.id = invitation.invited_by))
      end::text, true);
    insert into public.user_roles (user_id, role) values (caller, 'admin')
    on conflict (user_id, role) do nothing;
    perform pg_catalog.set_config('request.jwt.claims', caller_claims, true);
    update private.admin_invitations i
    set accepted_at = now(), accepted_by = caller
    where i.email = invitation.email;
  end if;
  -- The role on an account whose chosen password is in use, not has_admin_role: that one also
  -- wants a session past a second factor.
  return private.is_active_admin(caller);
end
$$;
