-- Admins read, grant and remove roles; nobody else sees or changes them. No update policy:
-- a role is changed by removing it and granting another.
create policy "Admins can read roles"
  on public.user_roles for select
  to authenticated
  using ((select public.has_admin_role((select auth.uid()))));

create policy "Admins can grant roles"
  on public.user_roles for insert
  to authenticated
  with check ((select public.has_admin_role((select auth.uid()))));

create policy "Admins can remove roles"
  on public.user_roles for delete
  to authenticated
  using ((select public.has_admin_role((select auth.uid()))));
