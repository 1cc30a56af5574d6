-- The history: an append-only record of what admins did to requests and roles
-- (public.history_events). Nobody may change or delete an entry; when a request is deleted, the
-- people in its entries are forgotten (names, addresses) while the fact of the change stays.

-- Tables --------------------------------------------------------------------------------------

create table public.history_events (
    id bigint not null,
    occurred_at timestamp with time zone default now() not null,
    kind text not null,
    actor_id uuid,
    actor_email text,
    request_id uuid,
    user_id uuid,
    user_email text,
    from_value text,
    to_value text,
    constraint history_events_kind_check check ((kind = any (array['request_status_changed'::text, 'request_note_changed'::text, 'request_deleted'::text, 'admin_role_granted'::text, 'admin_role_removed'::text, 'request_photos_received'::text, 'request_reply_sent'::text, 'request_review_asked'::text, 'request_visit_scheduled'::text, 'request_visit_rescheduled'::text, 'request_visit_cancelled'::text])))
);

alter table public.history_events alter column id add generated always as identity (
    sequence name public.history_events_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);

alter table only public.history_events
    add constraint history_events_pkey primary key (id);

create index history_events_occurred_at_idx on public.history_events using btree (occurred_at desc);

create index history_events_request_idx on public.history_events using btree (request_id, occurred_at desc) where (request_id is not null);

alter table public.history_events enable row level security;

comment on table public.history_events is 'Append-only history of admin actions, written by triggers; admins read it. A deleted request''s entries keep no personal data (private.forget_deleted_requests).';

grant select on table public.history_events to authenticated;
grant select on table public.history_events to service_role;

-- Functions -----------------------------------------------------------------------------------

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

comment on function private.forget_deleted_requests(request_id uuid) is 'Erases from the history of deleted requests (one, or all when null) everything but statuses, photo counts, who, when and ids.';

revoke all on function private.forget_deleted_requests(request_id uuid) from public;

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

revoke all on function private.forget_truncated_requests() from public;

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

comment on function private.forgotten_history_value(kind text, value text) is 'What a history value (from_value or to_value) of a deleted request keeps: statuses and photo counts; nothing else.';

revoke all on function private.forgotten_history_value(kind text, value text) from public;

-- A deletion records who deleted the request, when, and the status it had; then the request's
-- earlier entries are erased. Status and note changes are recorded as before.
create function private.record_contact_submission_history()
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

revoke all on function private.record_contact_submission_history() from public;

-- The history's guard, as before, except for that erasure: an update of a deleted request's entry
-- that changes nothing but from_value and to_value, to exactly what forgotten_history_value keeps.
-- Security definer: it must see every request, whatever the row security of whoever updates.
create function private.refuse_history_change()
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

revoke all on function private.refuse_history_change() from public;

-- Triggers ------------------------------------------------------------------------------------

create trigger history_events_refuse_truncate before truncate on public.history_events for each statement execute function private.refuse_history_change();

create trigger history_events_refuse_update_delete before delete or update on public.history_events for each row execute function private.refuse_history_change();

-- Policies ------------------------------------------------------------------------------------

create policy "Admins can read the history" on public.history_events for select to authenticated using (( select public.has_admin_role(( select auth.uid() as uid)) as has_admin_role));
