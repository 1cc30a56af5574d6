-- The accounts behind the admin role: proof that the owner chose the password
-- (private.account_passwords, marked by public.record_chosen_password after an e-mail link),
-- invitations (private.admin_invitations), and the limit on wrong second-factor codes (the MFA
-- verification hook that GoTrue calls). Triggers on auth.users keep the marks honest when an
-- address or a password changes, and refuse sign-ups for an invited address.

-- Tables --------------------------------------------------------------------------------------

create table private.account_passwords (
    user_id uuid not null,
    set_at timestamp with time zone not null,
    chosen_at timestamp with time zone,
    chosen_email text,
    chosen_password_hash text,
    email_set_at timestamp with time zone,
    constraint account_passwords_chosen_check check (((chosen_at is null) = (chosen_email is null))),
    constraint account_passwords_chosen_hash_check check (((chosen_at is null) = (chosen_password_hash is null)))
);

alter table only private.account_passwords
    add constraint account_passwords_pkey primary key (user_id);

alter table private.account_passwords enable row level security;

comment on table private.account_passwords is 'When each account''s password last changed, and when its owner was proven to have chosen it.';

comment on column private.account_passwords.chosen_password_hash is 'auth.users.encrypted_password when the owner was proven to choose it; the mark holds only while the two are equal.';

comment on column private.account_passwords.email_set_at is 'When the account''s address last changed; a mark needs a link session opened after it.';

grant select on table private.account_passwords to service_role;

create table private.admin_invitations (
    email text not null,
    invited_by uuid,
    invited_at timestamp with time zone default now() not null,
    expires_at timestamp with time zone default (now() + '7 days'::interval) not null,
    accepted_at timestamp with time zone,
    accepted_by uuid,
    constraint admin_invitations_email_check check (((email = lower(email)) and (char_length(email) <= 255) and (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text))),
    constraint admin_invitations_expiry_check check ((expires_at > invited_at))
);

alter table only private.admin_invitations
    add constraint admin_invitations_pkey primary key (email);

create index admin_invitations_accepted_by_idx on private.admin_invitations using btree (accepted_by);

create index admin_invitations_invited_by_idx on private.admin_invitations using btree (invited_by);

alter table private.admin_invitations enable row level security;

comment on table private.admin_invitations is 'Pending and accepted invitations to become an admin, by e-mail address.';

comment on column private.admin_invitations.invited_by is 'The admin who sent the invitation; null when the operator sent it with the service role.';

grant select on table private.admin_invitations to service_role;

create table private.mfa_failed_verification_attempts (
    id bigint not null,
    user_id uuid not null,
    failed_at timestamp with time zone default now() not null
);

alter table private.mfa_failed_verification_attempts alter column id add generated always as identity (
    sequence name private.mfa_failed_verification_attempts_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);

alter table only private.mfa_failed_verification_attempts
    add constraint mfa_failed_verification_attempts_pkey primary key (id);

create index mfa_failed_verification_attempts_user_id_failed_at_idx on private.mfa_failed_verification_attempts using btree (user_id, failed_at);

alter table private.mfa_failed_verification_attempts enable row level security;

comment on table private.mfa_failed_verification_attempts is 'Wrong second-factor codes per account in the last 24 hours, counted by private.hook_mfa_verification_attempt.';

alter table only private.account_passwords
    add constraint account_passwords_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade;

alter table only private.admin_invitations
    add constraint admin_invitations_accepted_by_fkey foreign key (accepted_by) references auth.users(id) on delete set null;

alter table only private.admin_invitations
    add constraint admin_invitations_invited_by_fkey foreign key (invited_by) references auth.users(id) on delete cascade;

alter table only private.mfa_failed_verification_attempts
    add constraint mfa_failed_verification_attempts_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade;

-- Functions -----------------------------------------------------------------------------------

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

comment on function private.has_pending_invitation(email text) is 'True when the address has an admin invitation that is neither accepted nor expired.';

revoke all on function private.has_pending_invitation(email text) from public;

-- Security definer: the counts are nobody's to read or change but this hook's.
create function private.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid := (event ->> 'user_id')::uuid;
  refused_until timestamptz;
  minutes integer;
begin
  -- One attempt per account at a time, so parallel guesses from many addresses all count.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('mfa_verification_attempt ' || account::text, 0));
  delete from private.mfa_failed_verification_attempts a
   where a.user_id = account and a.failed_at <= now() - interval '24 hours';

  refused_until := private.mfa_verification_refused_until(account);
  if refused_until is null or refused_until <= now() then
    if (event ->> 'valid')::boolean then
      delete from private.mfa_failed_verification_attempts a where a.user_id = account;
      return jsonb_build_object('decision', 'continue');
    end if;
    insert into private.mfa_failed_verification_attempts (user_id) values (account);
    refused_until := private.mfa_verification_refused_until(account);
    if refused_until is null or refused_until <= now() then
      return jsonb_build_object('decision', 'continue');
    end if;
  end if;

  minutes := ceil(extract(epoch from refused_until - now()) / 60);
  return jsonb_build_object(
    'decision', 'reject',
    'message', 'Too many wrong codes. Try again in ' || case
      when minutes = 1 then '1 minute'
      when minutes <= 90 then minutes || ' minutes'
      else ceil(minutes / 60.0) || ' hours'
    end || '.');
end
$$;

comment on function private.hook_mfa_verification_attempt(event jsonb) is 'Auth hook (MFA verification attempt): refuses an account''s codes after 5 wrong ones in 15 minutes or 20 in 24 hours.';

revoke all on function private.hook_mfa_verification_attempt(event jsonb) from public;
grant all on function private.hook_mfa_verification_attempt(event jsonb) to supabase_auth_admin;

-- When the account's codes are taken again: each rule's oldest counted failure plus its period.
create function private.mfa_verification_refused_until(account uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select max(oldest.failed_at + rule.period)
    from (values (5, interval '15 minutes'), (20, interval '24 hours')) as rule (failures, period)
    cross join lateral (
      select a.failed_at
        from private.mfa_failed_verification_attempts a
       where a.user_id = account
       order by a.failed_at desc
      offset rule.failures - 1
       limit 1
    ) oldest
$$;

comment on function private.mfa_verification_refused_until(account uuid) is 'Until when the account''s second-factor codes are refused (null or past: taken).';

revoke all on function private.mfa_verification_refused_until(account uuid) from public;

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

comment on function private.owner_chose_password(user_id uuid) is 'True when the account''s current password (by its hash) and address are the ones its owner chose through an e-mail link.';

revoke all on function private.owner_chose_password(user_id uuid) from public;

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

revoke all on function private.record_email_change() from public;

-- A new password voids the mark at once, whoever set it. The hash check above is what makes a
-- change that commits after a mark void it too; this keeps the table saying the same.
create function private.record_password_change()
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

revoke all on function private.record_password_change() from public;

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

revoke all on function private.refuse_sign_up_when_invited() from public;

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
  perform private.require_admin();
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

comment on function public.create_admin_invitation(email text) is 'Admin or service role: records an invitation to become an admin (7 days), first removing an unconfirmed account with the address; returns {expires_at, removed_unconfirmed_account}. Refuses addresses of confirmed accounts.';

revoke all on function public.create_admin_invitation(email text) from public;
grant all on function public.create_admin_invitation(email text) to authenticated;
grant all on function public.create_admin_invitation(email text) to service_role;

create function public.list_admin_invitations()
returns table (email text, invited_by_email text, invited_at timestamptz, expires_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select i.email, u.email::text, i.invited_at, i.expires_at
    from private.admin_invitations i
    left join auth.users u on u.id = i.invited_by
    where i.accepted_at is null and i.expires_at > now()
    order by i.invited_at desc;
end
$$;

comment on function public.list_admin_invitations() is 'Admin only: invitations not yet accepted and not expired, newest first.';

revoke all on function public.list_admin_invitations() from public;
grant all on function public.list_admin_invitations() to authenticated;
grant all on function public.list_admin_invitations() to service_role;

-- One statement reads the account's address and hash, the session and the password's and the
-- address's age, so they come from one snapshot, and the mark stores the hash it vouches for: the
-- link session is older than the password and newer than the address. An invitation sent by
-- the operator (`npm run admin -- invite`) has no inviting admin.
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

comment on function public.record_chosen_password() is 'After a password change from an e-mail link session: records that the owner chose it, and accepts a pending admin invitation. Returns whether the caller holds the admin role.';

revoke all on function public.record_chosen_password() from public;
grant all on function public.record_chosen_password() to authenticated;

-- Triggers ------------------------------------------------------------------------------------

create trigger users_record_email_change after update of email on auth.users for each row when (((old.email)::text is distinct from (new.email)::text)) execute function private.record_email_change();

create trigger users_record_password_change after update of encrypted_password on auth.users for each row when (((old.encrypted_password)::text is distinct from (new.encrypted_password)::text)) execute function private.record_password_change();

create trigger users_refuse_sign_up_when_invited before insert or update of confirmation_sent_at on auth.users for each row execute function private.refuse_sign_up_when_invited();
