-- The photos' insert policy, tightened (it replaces the one of 20261127100100):
-- - Only Storage's plain upload (`storage.operation()` is 'storage.object.upload'). Hosted
--   Storage checks a signed upload URL when it is signed and then takes its upload, for up to
--   2 hours, as its own role; TUS and S3 multipart uploads are checked once, at their start. Any
--   of them would let the upload key add photos after the window or after
--   finish_request_photos. Refused here, supabase-js's createSignedUploadUrl answers 403.
-- - Exactly `image/jpeg`. The bucket's `allowed_mime_types` compares only `type/sub`, so
--   `image/jpeg/html` passes it, and Storage serves the file back with that type. The policy sees
--   the type the upload declares (metadata.mimetype), before the body is stored.
drop policy "Senders can attach photos to their request" on storage.objects;

create policy "Senders can attach photos to their request"
  on storage.objects for insert
  to anon, authenticated
  with check (
    bucket_id = 'request-photos'
    and (select storage.operation()) = 'storage.object.upload'
    and metadata ->> 'mimetype' = 'image/jpeg'
    and (select private.can_attach_request_photo(name))
  );
