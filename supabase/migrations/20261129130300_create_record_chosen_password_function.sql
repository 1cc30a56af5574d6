-- Called by the app right after a password is set from an e-mail link (recovery, invitation,
-- confirmation). It records that the owner of the address chose the current password, which the
-- admin role requires, and accepts a pending admin invitation for the address.
--
-- Why the caller's session and not the auth.users trigger alone: after the owner confirms a
-- pre-registered account, whoever registered it can sign in with their old password and change
-- it, so "changed after confirming" proves nothing. What proves it is the session that changed
-- it: opened by a link mailed to the address (its JWT `amr` says otp, recovery, invite, ...),
-- still alive (a later password change elsewhere ends every other session, as GoTrue's
-- UpdatePassword does), and older than the current password.
create function public.record_chosen_password()
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
  account auth.users;
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
    select u.* into account from auth.users u
    where u.id = caller and u.email_confirmed_at is not null and u.deleted_at is null;
    update private.account_passwords p
    set chosen_at = now(), chosen_email = lower(account.email)
    where p.user_id = caller and account.id is not null
      and p.set_at > (
        select s.created_at from auth.sessions s
        where s.id = session_text::uuid and s.user_id = caller
      );
    if found then
      -- A pending invitation stands only while the admin who sent it can sign in and is one.
      select i.* into invitation from private.admin_invitations i
      where i.email = lower(account.email) and i.accepted_at is null and i.expires_at > now()
        and private.can_sign_in(i.invited_by)
        and exists (
          select 1 from public.user_roles ur
          where ur.user_id = i.invited_by and ur.role = 'admin'::public.app_role
        )
      for update;
    end if;
  end if;

  if invitation.email is not null then
    -- The history names who granted the role: the admin who invited, not the invitee.
    perform pg_catalog.set_config('request.jwt.claims', pg_catalog.jsonb_build_object(
      'sub', invitation.invited_by, 'role', 'authenticated',
      'email', (select u.email from auth.users u where u.id = invitation.invited_by))::text, true);
    insert into public.user_roles (user_id, role) values (caller, 'admin')
    on conflict (user_id, role) do nothing;
    perform pg_catalog.set_config('request.jwt.claims', caller_claims, true);
    update private.admin_invitations i
    set accepted_at = now(), accepted_by = caller
    where i.email = invitation.email;
  end if;
  -- The role itself, not has_admin_role: that one also wants a session past a second factor.
  return exists (
    select 1 from public.user_roles ur
    where ur.user_id = caller and ur.role = 'admin'::public.app_role
  );
end
$$;

comment on function public.record_chosen_password() is 'After a password change from an e-mail link session: records that the owner chose it, and accepts a pending admin invitation. Returns whether the caller holds the admin role.';

revoke execute on function public.record_chosen_password() from public, anon;
grant execute on function public.record_chosen_password() to authenticated;
