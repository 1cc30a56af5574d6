-- The admin role only for an account whose owner chose its password (issue finding 1): a
-- confirmed address is not enough, since whoever signed up first with it set the password.
-- Applies to every path (the app, the service role, `npm run admin`, the table owner), so the
-- operator gets the same message and the same way out.
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
  if not exists (
    select 1 from auth.users u
    join private.account_passwords p on p.user_id = u.id
    where u.id = new.user_id and p.chosen_email = lower(u.email)
  ) then
    raise exception 'This user must choose a new password (for example through ''Forgot password'') before they can be made an admin.'
      using errcode = 'P0001',
        hint = 'A password chosen through an e-mail link proves the account belongs to the owner of the address.';
  end if;
  return new;
end
$$;

comment on function private.require_confirmed_admin() is 'Trigger: the admin role only for confirmed accounts whose owner chose the password through an e-mail link.';
