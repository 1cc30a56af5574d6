-- Invitations from User Management. The invite-admin Edge Function calls
-- create_admin_invitation with the admin's own token, so the database decides who may invite
-- (the same rules as every admin action), then asks GoTrue to mail the link.

create function public.create_admin_invitation(email text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  address text := lower(btrim(create_admin_invitation.email));
  account auth.users;
begin
  if caller is null or not public.has_admin_role(caller) then
    raise exception 'Only admins can invite admins.' using errcode = '42501';
  end if;
  if address is null or char_length(address) > 255
    or address !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
    raise exception 'Enter a valid e-mail address.' using errcode = '22023';
  end if;
  select u.* into account from auth.users u
  where lower(u.email) = address and u.deleted_at is null;
  if found and public.has_admin_role(account.id) then
    raise exception 'This user is already an admin.' using errcode = 'P0001';
  end if;
  -- An unconfirmed account may be someone else's pre-registration: the invitation goes ahead,
  -- and only a password chosen through the mailed link makes it an admin.
  if found and account.email_confirmed_at is not null then
    raise exception 'An account with this e-mail address already exists. They can be made an admin with ''Make Admin'' once they have chosen a new password (for example through ''Forgot password'').'
      using errcode = 'P0001';
  end if;
  insert into private.admin_invitations as i (email, invited_by, invited_at, expires_at)
  values (address, caller, now(), now() + interval '7 days')
  on conflict on constraint admin_invitations_pkey do update
    set invited_by = excluded.invited_by, invited_at = excluded.invited_at,
      expires_at = excluded.expires_at, accepted_at = null, accepted_by = null;
  return (select i.expires_at from private.admin_invitations i where i.email = address);
end
$$;

comment on function public.create_admin_invitation(text) is 'Admin only: records an invitation to become an admin and returns when it expires (7 days); refuses addresses of existing confirmed accounts.';

revoke execute on function public.create_admin_invitation(text) from public, anon;
grant execute on function public.create_admin_invitation(text) to authenticated;

create function public.list_admin_invitations()
returns table (email text, invited_by_email text, invited_at timestamptz, expires_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role'
    and not public.has_admin_role((select auth.uid())) then
    raise exception 'Only admins can list invitations.' using errcode = '42501';
  end if;
  return query
    select i.email, u.email::text, i.invited_at, i.expires_at
    from private.admin_invitations i
    left join auth.users u on u.id = i.invited_by
    where i.accepted_at is null and i.expires_at > now()
    order by i.invited_at desc;
end
$$;

comment on function public.list_admin_invitations() is 'Admin only: invitations not yet accepted and not expired, newest first.';

revoke execute on function public.list_admin_invitations() from public, anon;
grant execute on function public.list_admin_invitations() to authenticated, service_role;
