-- New-request alerts carry a visitor's name and contact details: they go to admins who can sign
-- in, so no longer to a banned one (issue finding 2). Otherwise as in
-- 20261126100500_create_estimate_alert_delivery_functions.sql.
create or replace function public.list_estimate_alert_recipients()
returns table (email text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct u.email::text
  from public.user_roles ur
  join auth.users u on u.id = ur.user_id
  where ur.role = 'admin'::public.app_role
    and u.email is not null
    and private.can_sign_in(u.id)
  order by 1
$$;

comment on function public.list_estimate_alert_recipients() is 'Alert sender: the e-mail addresses of the admins who can sign in (confirmed, not banned, not deleted).';
