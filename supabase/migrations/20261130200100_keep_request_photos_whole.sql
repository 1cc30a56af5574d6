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

revoke execute on function private.guard_request_photo() from public;

create trigger guard_request_photos
  before insert or update on storage.objects
  for each row
  when (new.bucket_id = 'request-photos')
  execute function private.guard_request_photo();
