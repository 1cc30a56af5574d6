-- Photos whose request is gone. The app deletes a request's photos through the Storage API before
-- the request, but a failed or skipped removal, an upload that lands during the deletion, or a
-- request deleted in SQL (the retention job, the SQL editor) leaves them behind. The database
-- cannot remove them itself: hosted Storage refuses SQL deletes of its rows
-- (storage.protect_delete), and a row deleted that way would leave its file in the object store.
-- So it names them, derived from what exists rather than kept in a queue that could drift, and
-- whoever holds Storage rights (an admin's app, a job with the service role) removes them through
-- the Storage API. Their paths name nobody ({request id}/{upload key}/{slot}.jpg); their pixels may.

-- Security definer, to compare every object with every request whatever the caller's row security
-- shows (a caller who saw the photos but not the requests would find every photo orphaned); so
-- it checks the caller itself.
create function public.list_orphaned_request_photos(max_photos integer default 1000)
returns table (name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role'
    and not public.has_admin_role((select auth.uid())) then
    raise exception 'Only admins can list orphaned photos' using errcode = '42501';
  end if;
  return query
    select o.name
    from storage.objects o
    left join public.contact_submissions cs
      on cs.id = case
        when pg_catalog.split_part(o.name, '/', 1)
          ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then pg_catalog.split_part(o.name, '/', 1)::uuid
      end
    where o.bucket_id = 'request-photos' and cs.id is null
    order by o.name
    -- Storage's remove takes at most 1000 names a call.
    limit least(greatest(coalesce(list_orphaned_request_photos.max_photos, 1000), 1), 1000);
end
$$;

comment on function public.list_orphaned_request_photos(integer) is 'Photos (bucket request-photos) whose request no longer exists, to remove through the Storage API. Admins and the service role.';

revoke execute on function public.list_orphaned_request_photos(integer) from public, anon;
grant execute on function public.list_orphaned_request_photos(integer) to authenticated, service_role;
