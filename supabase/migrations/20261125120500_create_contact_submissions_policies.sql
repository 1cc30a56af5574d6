-- Anyone may send a request; only admins read, change or delete them. The insert check keeps
-- requests timestamped by the server (a client cannot backdate one past the throttle).
create policy "Visitors can send a request"
  on public.contact_submissions for insert
  to anon
  with check (created_at >= now() - interval '1 minute');

create policy "Signed-in users can send a request"
  on public.contact_submissions for insert
  to authenticated
  with check (created_at >= now() - interval '1 minute');

create policy "Admins can read requests"
  on public.contact_submissions for select
  to authenticated
  using ((select public.has_admin_role((select auth.uid()))));

create policy "Admins can change requests"
  on public.contact_submissions for update
  to authenticated
  using ((select public.has_admin_role((select auth.uid()))))
  with check ((select public.has_admin_role((select auth.uid()))));

create policy "Admins can delete requests"
  on public.contact_submissions for delete
  to authenticated
  using ((select public.has_admin_role((select auth.uid()))));
