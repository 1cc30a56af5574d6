-- The right to attach photos to one request, handed to its sender once. The send returns a
-- random upload key; only its SHA-256 is kept here. Storage's insert policy on the photos bucket
-- accepts an object only when its path names a request and that request's key, within the
-- window, and in a slot the sender announced (see the bucket's migration).
create table private.request_photo_uploads (
  submission_id uuid primary key references public.contact_submissions (id) on delete cascade,
  key_hash bytea not null check (octet_length(key_hash) = 32),
  -- How many photos the visitor chose before sending (slots 1..photo_count may be filled).
  photo_count smallint not null check (photo_count between 1 and 5),
  -- The window closes 30 minutes after sending, or when the sender says the uploads are done.
  expires_at timestamptz not null,
  finished_at timestamptz
);

comment on table private.request_photo_uploads is 'Upload keys (hashed) that let the sender of a request attach its photos for a short time.';

-- Not reachable by the API (schema private); RLS as a second wall. Only security-definer
-- functions owned by the migration role read and write it.
alter table private.request_photo_uploads enable row level security;
revoke all on table private.request_photo_uploads from public, anon, authenticated, service_role;
