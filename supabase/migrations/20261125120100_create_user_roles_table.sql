-- Which users hold which role. Policies follow once has_admin_role exists.
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is 'Roles held by users; one row per user and role. Only admins read or change it.';

alter table public.user_roles enable row level security;

-- Grant explicitly: new projects no longer expose new tables to the API roles by default.
revoke all on table public.user_roles from anon, authenticated;
grant select, insert, delete on table public.user_roles to authenticated;
grant select, insert, update, delete on table public.user_roles to service_role;
