-- User Management shows whether each user can be made an admin yet: a confirmed address
-- (email_confirmed_at) and a password its owner chose through an e-mail link (password_chosen),
-- so the admin can offer 'Send a password link' before trying 'Make Admin'.
drop function public.list_users();

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
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role'
    and not public.has_admin_role((select auth.uid())) then
    raise exception 'Only admins can list users' using errcode = '42501';
  end if;
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

revoke execute on function public.list_users() from public, anon;
grant execute on function public.list_users() to authenticated, service_role;
