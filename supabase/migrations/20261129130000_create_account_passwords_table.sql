-- Account pre-registration (issue finding 1): whoever signs up first with someone else's address
-- keeps that account's password after the owner confirms it. So the admin role needs proof that
-- the password in use was chosen by the owner of the address, and this table holds what proves it:
-- - `set_at`: when the password last changed, written by a trigger on auth.users (hosted
--   Supabase allows triggers on auth.users: changelog 34270, "Restricting Access on Auth, Storage
--   and Realtime Schemas", keeps triggers on auth.users and needs their functions outside auth);
-- - `chosen_at`/`chosen_email`: when a session opened by an e-mail link to this address set the
--   current password (public.record_chosen_password, a later migration).
create table private.account_passwords (
  user_id uuid primary key references auth.users (id) on delete cascade,
  set_at timestamptz not null,
  chosen_at timestamptz,
  chosen_email text,
  constraint account_passwords_chosen_check check ((chosen_at is null) = (chosen_email is null))
);

comment on table private.account_passwords is 'When each account''s password last changed, and when its owner was proven to have chosen it.';

alter table private.account_passwords enable row level security;

revoke all on table private.account_passwords from public, anon, authenticated, service_role;
grant select on table private.account_passwords to service_role;

-- Security definer: GoTrue updates auth.users as supabase_auth_admin, which cannot write here.
-- It must never fail, or the password change it runs in would fail with it.
create function private.record_password_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.account_passwords as p (user_id, set_at)
  values (new.id, now())
  on conflict (user_id) do update set set_at = excluded.set_at;
  return null;
end
$$;

comment on function private.record_password_change() is 'Trigger: stamps private.account_passwords.set_at when an account''s password changes.';

revoke execute on function private.record_password_change() from public;

create trigger users_record_password_change
  after update of encrypted_password on auth.users
  for each row
  when (old.encrypted_password is distinct from new.encrypted_password)
  execute function private.record_password_change();
