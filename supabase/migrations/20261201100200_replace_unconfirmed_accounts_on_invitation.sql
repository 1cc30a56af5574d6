-- Invitations that nobody can pre-empt (issue "No way into an admin account", finding 1):
-- - an invitation to an address with an unconfirmed account made by a sign-up removes that
--   account first, so no password or factor that someone registered ahead of the owner survives
--   it (GoTrue's invite would keep the account and its password, and only confirm it);
-- - while an invitation is pending, nobody can sign up with its address (or have the sign-up
--   mail sent again): that sign-up would replace the invitation's link with a confirmation link
--   and leave the invitee without a way in;
-- - the operator can invite too (the service role, `npm run admin -- invite EMAIL`), which is how
--   a new project gets its first admin. Such an invitation has no inviting admin.

alter table private.admin_invitations alter column invited_by drop not null;

comment on column private.admin_invitations.invited_by is 'The admin who sent the invitation; null when the operator sent it with the service role.';

-- The address has an invitation that is neither accepted nor expired.
create function private.has_pending_invitation(email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.admin_invitations i
    where i.email = lower(has_pending_invitation.email)
      and i.accepted_at is null and i.expires_at > now()
  )
$$;

comment on function private.has_pending_invitation(text) is 'True when the address has an admin invitation that is neither accepted nor expired.';

revoke execute on function private.has_pending_invitation(text) from public;

drop function public.create_admin_invitation(text);

create function public.create_admin_invitation(email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  is_operator boolean := coalesce((select auth.jwt() ->> 'role'), '') = 'service_role';
  address text := lower(btrim(create_admin_invitation.email));
  account auth.users;
  removed boolean := false;
  expiry timestamptz;
begin
  if not is_operator and (caller is null or not public.has_admin_role(caller)) then
    raise exception 'Only admins can invite admins.' using errcode = '42501';
  end if;
  if address is null or char_length(address) > 255
    or address !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
    raise exception 'Enter a valid e-mail address.' using errcode = '22023';
  end if;
  -- Serialises invitations and sign-ups of one address (see private.refuse_sign_up_when_invited).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('admin invitation ' || address, 0));
  select u.* into account from auth.users u
  where lower(u.email) = address and u.deleted_at is null;
  if found and private.is_active_admin(account.id) then
    raise exception 'This user is already an admin.' using errcode = 'P0001';
  end if;
  if found and account.email_confirmed_at is not null then
    raise exception 'An account with this e-mail address already exists. They can be made an admin with ''Make Admin'' once they have chosen a new password (for example through ''Forgot password'').'
      using errcode = 'P0001';
  end if;
  -- Unconfirmed, and made by a sign-up (it has a password, or no invitation made it): whoever
  -- signed up may not own the address. Deleting the row as GoTrue's admin API does takes its
  -- identities, sessions, factors and links with it. An account an earlier invitation made has
  -- no password, so nothing in it can be someone else's; GoTrue invites it again.
  if found and (coalesce(account.encrypted_password, '') <> '' or account.invited_at is null) then
    delete from auth.users u where u.id = account.id;
    removed := true;
  end if;
  insert into private.admin_invitations as i (email, invited_by, invited_at, expires_at)
  values (address, case when is_operator then null else caller end, now(), now() + interval '7 days')
  on conflict on constraint admin_invitations_pkey do update
    set invited_by = excluded.invited_by, invited_at = excluded.invited_at,
      expires_at = excluded.expires_at, accepted_at = null, accepted_by = null
  returning i.expires_at into expiry;
  return pg_catalog.jsonb_build_object('expires_at', expiry, 'removed_unconfirmed_account', removed);
end
$$;

comment on function public.create_admin_invitation(text) is 'Admin or service role: records an invitation to become an admin (7 days), first removing an unconfirmed account with the address; returns {expires_at, removed_unconfirmed_account}. Refuses addresses of confirmed accounts.';

revoke execute on function public.create_admin_invitation(text) from public, anon;
grant execute on function public.create_admin_invitation(text) to authenticated, service_role;

-- GoTrue creates an invited account without a password (the INSERT), then stamps
-- confirmation_sent_at and invited_at in one UPDATE (api/mail.go, sendInvite). A sign-up inserts
-- an account with a password; a sign-up (or resend) on an existing unconfirmed account stamps
-- confirmation_sent_at alone (sendConfirmation). So, for an address with a pending invitation:
-- an INSERT with a password, or a new confirmation mail that is not an invitation, is a sign-up,
-- and is refused. GoTrue answers it with a 500 (hosted GoTrue may have mailed a 'Confirm your
-- signup' link first, which does not work: its token was rolled back); the invitation's link
-- works on.
create function private.refuse_sign_up_when_invited()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null or new.email_confirmed_at is not null then
    return new;
  end if;
  if tg_op = 'INSERT' and coalesce(new.encrypted_password, '') = '' then
    return new;
  end if;
  if tg_op = 'UPDATE' and (
    new.confirmation_sent_at is null
    or new.confirmation_sent_at is not distinct from old.confirmation_sent_at
    or new.invited_at is distinct from old.invited_at
  ) then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('admin invitation ' || lower(new.email), 0));
  if private.has_pending_invitation(new.email) then
    raise exception 'This e-mail address has a pending admin invitation: use the link in the invitation e-mail.'
      using errcode = 'P0001';
  end if;
  return new;
end
$$;

comment on function private.refuse_sign_up_when_invited() is 'Trigger: no sign-up, and no new sign-up mail, for an address with a pending admin invitation.';

revoke execute on function private.refuse_sign_up_when_invited() from public;

create trigger users_refuse_sign_up_when_invited
  before insert or update of confirmation_sent_at on auth.users
  for each row execute function private.refuse_sign_up_when_invited();
