-- Deleting a request forgets the person (California residents may ask a business to delete their
-- personal data). Until now the history kept a deleted request's name, service and e-mail in the
-- deletion's entry, and the note texts in its note changes, for good. Now the history of a deleted
-- request keeps only what names nobody: what happened, the status from and to, the photo count,
-- the admin who acted, when, and the request's id. The deletion trigger erases the rest, so every
-- way of deleting (the API, SQL, the retention job) forgets, and no client can skip it. The history
-- stays append-only otherwise: its guard lets through this erasure alone, and only once the request
-- is gone. Requests deleted before this migration are erased at its end.

-- What a value of a deleted request's history may keep. Statuses and photo counts name nobody; a
-- deletion keeps the status the request had (entries written before this migration held
-- 'name, service, e-mail, status', whose last part is the status). Notes, and any kind added
-- later, are erased: a new kind has to say here what of it may stay.
create function private.forgotten_history_value(kind text, value text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when forgotten_history_value.kind in ('request_status_changed', 'request_photos_received')
      then forgotten_history_value.value
    when forgotten_history_value.kind = 'request_deleted'
      and pg_catalog.regexp_replace(forgotten_history_value.value, '^.*, ', '')
        = any (pg_catalog.enum_range(null::public.estimate_request_status)::text[])
      then pg_catalog.regexp_replace(forgotten_history_value.value, '^.*, ', '')
  end
$$;

comment on function private.forgotten_history_value(text, text) is 'What a history value (from_value or to_value) of a deleted request keeps: statuses and photo counts; nothing else.';

-- Erases the history of one deleted request, or of every deleted request when request_id is null
-- (after a restore, say). Returns how many entries it changed; a request that still exists is
-- left alone.
create function private.forget_deleted_requests(request_id uuid default null)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  erased integer;
begin
  update public.history_events h
  set from_value = private.forgotten_history_value(h.kind, h.from_value),
      to_value = private.forgotten_history_value(h.kind, h.to_value)
  where h.request_id is not null
    and (forget_deleted_requests.request_id is null or h.request_id = forget_deleted_requests.request_id)
    and not exists (select 1 from public.contact_submissions cs where cs.id = h.request_id)
    and (h.from_value is distinct from private.forgotten_history_value(h.kind, h.from_value)
      or h.to_value is distinct from private.forgotten_history_value(h.kind, h.to_value));
  get diagnostics erased = row_count;
  return erased;
end
$$;

comment on function private.forget_deleted_requests(uuid) is 'Erases from the history of deleted requests (one, or all when null) everything but statuses, photo counts, who, when and ids.';

-- The history's guard, as before, except for that erasure: an update of a deleted request's entry
-- that changes nothing but from_value and to_value, to exactly what forgotten_history_value keeps.
-- Security definer: it must see every request, whatever the row security of whoever updates.
create or replace function private.refuse_history_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if old.request_id is not null
      and not exists (select 1 from public.contact_submissions cs where cs.id = old.request_id)
      and pg_catalog.to_jsonb(new) - 'from_value' - 'to_value'
        = pg_catalog.to_jsonb(old) - 'from_value' - 'to_value'
      and new.from_value is not distinct from private.forgotten_history_value(old.kind, old.from_value)
      and new.to_value is not distinct from private.forgotten_history_value(old.kind, old.to_value)
    then
      return new;
    end if;
  end if;
  raise exception 'The history cannot be changed or deleted.' using errcode = '42501';
end
$$;

comment on function private.refuse_history_change() is 'Trigger: history rows are never deleted, truncated or updated, except to erase a deleted request''s entries of what names a person.';

-- A deletion records who deleted the request, when, and the status it had; then the request's
-- earlier entries are erased. Status and note changes are recorded as before.
create or replace function private.record_contact_submission_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_email text := (select auth.jwt() ->> 'email');
begin
  if tg_op = 'DELETE' then
    insert into public.history_events (kind, actor_id, actor_email, request_id, from_value)
    values ('request_deleted', actor, actor_email, old.id, old.status::text);
    perform private.forget_deleted_requests(old.id);
    return old;
  end if;
  if new.status is distinct from old.status then
    insert into public.history_events (kind, actor_id, actor_email, request_id, from_value, to_value)
    values ('request_status_changed', actor, actor_email, new.id, old.status::text, new.status::text);
  end if;
  if new.note is distinct from old.note then
    insert into public.history_events (kind, actor_id, actor_email, request_id, from_value, to_value)
    values ('request_note_changed', actor, actor_email, new.id, old.note, new.note);
  end if;
  return new;
end
$$;

comment on function private.record_contact_submission_history() is 'Trigger: records status changes, note changes and deletions of requests; a deletion erases the request''s history of what names a person.';

-- A truncate skips row triggers: erase whatever history it left naming someone.
create function private.forget_truncated_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.forget_deleted_requests();
  return null;
end
$$;

comment on function private.forget_truncated_requests() is 'Trigger: after a truncate of the requests, erases their history of what names a person.';

revoke execute on function private.forgotten_history_value(text, text) from public;
revoke execute on function private.forget_deleted_requests(uuid) from public;
revoke execute on function private.forget_truncated_requests() from public;

create trigger contact_submissions_forget_truncated
  after truncate on public.contact_submissions
  for each statement execute function private.forget_truncated_requests();

comment on table public.history_events is 'Append-only history of admin actions, written by triggers; admins read it. A deleted request''s entries keep no personal data (private.forget_deleted_requests).';

select private.forget_deleted_requests();
