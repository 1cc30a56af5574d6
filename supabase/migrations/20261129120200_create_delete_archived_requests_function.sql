-- Optional retention: delete archived requests some time after they were archived, so personal
-- data is not kept longer than the office needs it. Off unless scheduled (pg_cron on hosted, see
-- README "Deleting a person's data"). It deletes through the ordinary delete, so the history
-- trigger records each deletion and forgets the person; the photos left behind are listed by
-- list_orphaned_request_photos.

-- Deletes the archived requests archived longer ago than `older_than` (the last change to
-- archived in the history, or the request's arrival when the history has none). Returns how many.
-- Security invoker and granted to nobody: the scheduler runs it as the database owner.
create function private.delete_archived_requests(older_than interval)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  deleted integer;
begin
  if delete_archived_requests.older_than is null
    or delete_archived_requests.older_than <= interval '0' then
    raise exception 'older_than must be a positive interval, e.g. ''18 months''' using errcode = '22023';
  end if;
  delete from public.contact_submissions cs
  where cs.status = 'archived'::public.estimate_request_status
    and coalesce(
      (select max(h.occurred_at) from public.history_events h
       where h.request_id = cs.id and h.kind = 'request_status_changed' and h.to_value = 'archived'),
      cs.created_at
    ) < now() - delete_archived_requests.older_than;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

comment on function private.delete_archived_requests(interval) is 'Retention: deletes requests archived longer ago than older_than (forgetting their people in the history); returns how many.';

revoke execute on function private.delete_archived_requests(interval) from public;
