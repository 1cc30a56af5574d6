-- Anyone may send a request; only admins read, change or delete them. Clients cannot set
-- created_at at all (the column grants leave it out), so it is always the server's now(). The
-- insert check only keeps the policy from being a bare `true`: it holds for every row the
-- grants allow, and would still refuse a backdated row if created_at were ever granted.
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
