-- Whether a user holds the admin role. Security definer so that it can read user_roles past RLS
-- (the policies on user_roles call it themselves).
create function public.has_admin_role(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = has_admin_role.user_id
      and ur.role = 'admin'::public.app_role
  )
$$;

comment on function public.has_admin_role(uuid) is 'True when the user holds the admin role.';

revoke execute on function public.has_admin_role(uuid) from public, anon;
grant execute on function public.has_admin_role(uuid) to authenticated, service_role;
