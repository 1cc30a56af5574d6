-- The photos of some requests, for the admin inbox and its export: one call per page instead of
-- a Storage listing per request (whose paths hold an upload key the admin does not know).
-- Security invoker: storage.objects' own policies decide, so only admins see any rows.
create function public.list_request_photos(request_ids uuid[])
returns table (request_id uuid, name text, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, o.name, o.created_at
  from pg_catalog.unnest(list_request_photos.request_ids) as r (id)
  -- A folder is a name prefix; request ids hold no LIKE wildcards.
  join storage.objects o
    on o.bucket_id = 'request-photos' and o.name like r.id::text || '/%'
  order by r.id, o.name
$$;

comment on function public.list_request_photos(uuid[]) is 'Admin inbox: the stored photos (bucket request-photos) of the given requests.';

revoke execute on function public.list_request_photos(uuid[]) from public, anon;
grant execute on function public.list_request_photos(uuid[]) to authenticated, service_role;
