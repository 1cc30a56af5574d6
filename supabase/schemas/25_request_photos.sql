-- Photos sent with a request: a private Storage bucket, the upload a request may fill (one key,
-- up to five photos, for a limited time), the Storage policies that hold the sender to it, and
-- the admin's ways to list them and clean up.

-- Tables --------------------------------------------------------------------------------------

create table private.request_photo_uploads (
    submission_id uuid not null,
    key_hash bytea not null,
    photo_count smallint not null,
    expires_at timestamp with time zone not null,
    finished_at timestamp with time zone,
    constraint request_photo_uploads_key_hash_check check ((octet_length(key_hash) = 32)),
    constraint request_photo_uploads_photo_count_check check (((photo_count >= 1) and (photo_count <= 5)))
);

alter table only private.request_photo_uploads
    add constraint request_photo_uploads_pkey primary key (submission_id);

alter table private.request_photo_uploads enable row level security;

comment on table private.request_photo_uploads is 'Upload keys (hashed) that let the sender of a request attach its photos for a short time.';

alter table only private.request_photo_uploads
    add constraint request_photo_uploads_submission_id_fkey foreign key (submission_id) references public.contact_submissions(id) on delete cascade;

-- Whether the current API request may store an object with this name in the photos bucket:
-- the path's request has an open upload window whose key hash matches the path's key, and the
-- slot is one the sender announced. Security definer: the visitor can read neither the upload
-- keys nor the objects. The key travels in the path because Storage checks a new object's row
-- (bucket, name, owner) against the policy and nothing else the browser sends.

-- A private Storage bucket for the photos sent with estimate requests. Object paths are
-- `{request id}/{upload key}/{slot}.jpg`: the browser scales every photo and re-encodes it as
-- JPEG, so one type suffices, and slots 1-5 cap a request at five photos by construction (names
-- are unique in a bucket, and an existing object is never overwritten: nobody may update).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('request-photos', 'request-photos', false, 5242880, array['image/jpeg']);

-- Functions -----------------------------------------------------------------------------------

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

comment on function private.can_attach_request_photo(object_name text) is 'Storage policy check: may this request''s sender store a photo under this path now?';

revoke all on function private.can_attach_request_photo(object_name text) from public;
grant all on function private.can_attach_request_photo(object_name text) to anon;
grant all on function private.can_attach_request_photo(object_name text) to authenticated;

-- How many photos a request has in the photos bucket. Security definer: the alert sender and the
-- sender's own call count objects that their roles cannot list.
create function private.count_request_photos(request_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from storage.objects o
  where o.bucket_id = 'request-photos'
    and o.name like count_request_photos.request_id::text || '/%'
$$;

comment on function private.count_request_photos(request_id uuid) is 'Number of photos stored for a request.';

revoke all on function private.count_request_photos(request_id uuid) from public;

-- What the insert policy cannot see: Storage checks an upload with a rolled-back insert before
-- it has the body, then stores the row as its own role, past every policy. So this trigger
-- guards that last step:
-- - A stored photo's body is never replaced. Two uploads to one slot can both pass the check
--   before either is stored; the second would overwrite the first (hosted Storage too). It gets
--   Storage's 409 'The resource already exists' instead, as a sequential second upload does.
-- - No empty photo: the body's size is known only here (metadata.size).
create function private.guard_request_photo()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version is distinct from old.version then
    raise exception 'request photo % is already stored', old.name using errcode = '23505';
  end if;
  if new.metadata -> 'size' = '0'::jsonb then
    raise exception 'a request photo may not be empty' using errcode = '42501';
  end if;
  return new;
end
$$;

comment on function private.guard_request_photo() is 'Trigger on storage.objects: a request photo is never replaced, nor stored empty.';

revoke all on function private.guard_request_photo() from public;

create function public.finish_request_photos(request_id uuid, photo_upload_key text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  photos integer;
begin
  update private.request_photo_uploads u
  set finished_at = now(), expires_at = least(u.expires_at, now())
  where u.submission_id = finish_request_photos.request_id
    and u.key_hash = pg_catalog.sha256(pg_catalog.convert_to(
      coalesce(finish_request_photos.photo_upload_key, ''), 'UTF8'))
    and u.finished_at is null;
  if not found then
    return null;
  end if;

  -- The alert and the acknowledgement waited for the photos: they can go now.
  update private.mail_outbox m
  set next_attempt_at = now()
  where m.submission_id = finish_request_photos.request_id
    and m.delivered_at is null
    and m.attempts = 0;

  photos := private.count_request_photos(finish_request_photos.request_id);
  if photos > 0 then
    insert into public.history_events (kind, request_id, to_value)
    values ('request_photos_received', finish_request_photos.request_id, photos::text);
  end if;
  return photos;
end
$$;

comment on function public.finish_request_photos(request_id uuid, photo_upload_key text) is 'The sender ends the photo uploads of their request: closes the window, releases the alert and the acknowledgement, returns the photo count.';

revoke all on function public.finish_request_photos(request_id uuid, photo_upload_key text) from public;
grant all on function public.finish_request_photos(request_id uuid, photo_upload_key text) to anon;
grant all on function public.finish_request_photos(request_id uuid, photo_upload_key text) to authenticated;
grant all on function public.finish_request_photos(request_id uuid, photo_upload_key text) to service_role;

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
  perform private.require_admin();
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

comment on function public.list_orphaned_request_photos(max_photos integer) is 'Photos (bucket request-photos) whose request no longer exists, to remove through the Storage API. Admins and the service role.';

revoke all on function public.list_orphaned_request_photos(max_photos integer) from public;
grant all on function public.list_orphaned_request_photos(max_photos integer) to authenticated;
grant all on function public.list_orphaned_request_photos(max_photos integer) to service_role;

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

comment on function public.list_request_photos(request_ids uuid[]) is 'Admin inbox: the stored photos (bucket request-photos) of the given requests.';

revoke all on function public.list_request_photos(request_ids uuid[]) from public;
grant all on function public.list_request_photos(request_ids uuid[]) to authenticated;
grant all on function public.list_request_photos(request_ids uuid[]) to service_role;

-- Triggers ------------------------------------------------------------------------------------

create trigger guard_request_photos before insert or update on storage.objects for each row when ((new.bucket_id = 'request-photos'::text)) execute function private.guard_request_photo();

-- Policies ------------------------------------------------------------------------------------

create policy "Admins can delete request photos" on storage.objects for delete to authenticated using (((bucket_id = 'request-photos'::text) and ( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role)));

create policy "Admins can see request photos" on storage.objects for select to authenticated using (((bucket_id = 'request-photos'::text) and ( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role)));

create policy "Senders can attach photos to their request" on storage.objects for insert to anon, authenticated with check (((bucket_id = 'request-photos'::text) and (( select storage.operation() as operation) = 'storage.object.upload'::text) and ((metadata ->> 'mimetype'::text) = 'image/jpeg'::text) and ( select private.can_attach_request_photo(objects.name) as can_attach_request_photo)));
