-- A private Storage bucket for the photos sent with estimate requests. Object paths are
-- `{request id}/{upload key}/{slot}.jpg`: the browser scales every photo and re-encodes it as
-- JPEG, so one type suffices, and slots 1-5 cap a request at five photos by construction (names
-- are unique in a bucket, and an existing object is never overwritten: nobody may update).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('request-photos', 'request-photos', false, 5242880, array['image/jpeg']);

-- Whether the current API request may store an object with this name in the photos bucket:
-- the path's request has an open upload window whose key hash matches the path's key, and the
-- slot is one the sender announced. Security definer: the visitor can read neither the upload
-- keys nor the objects. The key travels in the path because Storage checks a new object's row
-- (bucket, name, owner) against the policy and nothing else the browser sends.
create function private.can_attach_request_photo(object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := pg_catalog.string_to_array(object_name, '/');
  slot integer;
begin
  if pg_catalog.cardinality(parts) <> 3
    or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or parts[2] !~ '^[0-9a-f]{64}$'
    or parts[3] !~ '^[1-5]\.jpg$' then
    return false;
  end if;
  slot := pg_catalog.left(parts[3], 1)::integer;
  return exists (
    select 1 from private.request_photo_uploads u
    where u.submission_id = parts[1]::uuid
      and u.key_hash = pg_catalog.sha256(pg_catalog.convert_to(parts[2], 'UTF8'))
      and u.expires_at > now()
      and slot <= u.photo_count
  );
end
$$;

comment on function private.can_attach_request_photo(text) is 'Storage policy check: may this request''s sender store a photo under this path now?';

revoke execute on function private.can_attach_request_photo(text) from public;
-- Storage checks the policy as the visitor's role, which must reach this one function. So that
-- the schema's usage opens nothing else, functions created in it later are not executable by
-- public unless a migration grants them (tables there are granted to nobody already).
alter default privileges in schema private revoke execute on functions from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.can_attach_request_photo(text) to anon, authenticated;

-- Visitors (signed in or not) may add a photo to the request they just sent, and nothing else:
-- no policy lets them list, read, overwrite or delete any object, their own included.
create policy "Senders can attach photos to their request"
  on storage.objects for insert
  to anon, authenticated
  with check (
    bucket_id = 'request-photos'
    and (select private.can_attach_request_photo(name))
  );

create policy "Admins can see request photos"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'request-photos'
    and (select public.has_admin_role((select auth.uid())))
  );

create policy "Admins can delete request photos"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'request-photos'
    and (select public.has_admin_role((select auth.uid())))
  );
