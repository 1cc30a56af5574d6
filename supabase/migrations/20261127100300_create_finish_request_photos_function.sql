-- The sender's last word on their photos: the uploads are done (or given up). It closes the
-- upload window, releases the office's alert at once instead of after the hold, and records in
-- the request's history how many photos arrived. Only the holder of the upload key can call it
-- meaningfully; a wrong key or a second call changes nothing and answers null.
alter table public.history_events drop constraint history_events_kind_check;
alter table public.history_events add constraint history_events_kind_check check (kind in (
  'request_status_changed', 'request_note_changed', 'request_deleted',
  'admin_role_granted', 'admin_role_removed', 'request_photos_received'
));

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

comment on function private.count_request_photos(uuid) is 'Number of photos stored for a request.';

revoke execute on function private.count_request_photos(uuid) from public;

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

  update private.estimate_request_alerts a
  set next_attempt_at = now()
  where a.submission_id = finish_request_photos.request_id
    and a.delivered_at is null
    and a.attempts = 0;

  photos := private.count_request_photos(finish_request_photos.request_id);
  if photos > 0 then
    insert into public.history_events (kind, request_id, to_value)
    values ('request_photos_received', finish_request_photos.request_id, photos::text);
  end if;
  return photos;
end
$$;

comment on function public.finish_request_photos(uuid, text) is 'The sender ends the photo uploads of their request: closes the window, releases the alert, returns the photo count.';

revoke execute on function public.finish_request_photos(uuid, text) from public;
grant execute on function public.finish_request_photos(uuid, text) to anon, authenticated, service_role;
