-- The roles a user can hold. 'admin' is the only one: it opens the admin area.
create type public.app_role as enum ('admin');

comment on type public.app_role is 'Roles a user can hold; admin opens the admin area.';
