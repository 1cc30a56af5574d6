-- Banning, soft-deleting or deleting the account of the last admin who can sign in is refused,
-- as removing their role is (issue finding 2): any of them would lock everyone out of /admin.
-- Hosted Supabase allows triggers on auth.users (changelog 34270, "Restricting Access on Auth,
-- Storage and Realtime Schemas": triggers stay allowed, their functions live outside auth).
-- GoTrue runs the admin API's update in a transaction, so a refusal here leaves the user as it
-- was and the API answers 500 "Error updating user" (delete: "Database error deleting user").

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

revoke execute on function private.keep_last_admin_account() from public;

create trigger users_keep_last_admin
  before update of banned_until, deleted_at or delete on auth.users
  for each row execute function private.keep_last_admin_account();
