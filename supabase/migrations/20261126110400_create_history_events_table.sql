-- What admins did, recorded by the database itself: every status change, note change and
-- deletion of an estimate request, and every grant or removal of the admin role, with who, when,
-- and from what to what. Written only by the triggers below; admins read it; nobody (service
-- role and table owner included) changes or deletes a row. No foreign keys: the history
-- outlives the requests and users it names.
create table public.history_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  kind text not null,
  -- The signed-in user whose request made the change; null for the service role or the database.
  actor_id uuid,
  actor_email text,
  request_id uuid,
  user_id uuid,
  user_email text,
  from_value text,
  to_value text,
  constraint history_events_kind_check check (kind in (
    'request_status_changed', 'request_note_changed', 'request_deleted',
    'admin_role_granted', 'admin_role_removed'
  ))
);

comment on table public.history_events is 'Append-only history of admin actions, written by triggers; admins read it.';

create index history_events_request_idx on public.history_events (request_id, occurred_at desc)
  where request_id is not null;
create index history_events_occurred_at_idx on public.history_events (occurred_at desc);

alter table public.history_events enable row level security;

revoke all on table public.history_events from public, anon, authenticated, service_role;
grant select on table public.history_events to authenticated, service_role;
revoke all on sequence public.history_events_id_seq from public, anon, authenticated, service_role;

create policy "Admins can read the history"
  on public.history_events for select
  to authenticated
  using ((select public.has_admin_role((select auth.uid()))));

-- Refuses every change to a history row, whoever asks (grants can be given back; this holds).
create function private.refuse_history_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The history cannot be changed or deleted.' using errcode = '42501';
end
$$;

comment on function private.refuse_history_change() is 'Trigger: history rows are never updated, deleted or truncated.';

revoke execute on function private.refuse_history_change() from public;

create trigger history_events_refuse_update_delete
  before update or delete on public.history_events
  for each row execute function private.refuse_history_change();

create trigger history_events_refuse_truncate
  before truncate on public.history_events
  for each statement execute function private.refuse_history_change();

-- Security definer: the API roles cannot insert into the history themselves.
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
    values ('request_deleted', actor, actor_email, old.id,
      old.first_name || ' ' || old.last_name || ', ' || old.service || ', '
        || old.email || ', ' || old.status::text);
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

comment on function private.record_contact_submission_history() is 'Trigger: records status changes, note changes and deletions of requests.';

revoke execute on function private.record_contact_submission_history() from public;

create trigger contact_submissions_record_history
  after update or delete on public.contact_submissions
  for each row execute function private.record_contact_submission_history();

create function private.record_user_role_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected public.user_roles := case when tg_op = 'DELETE' then old else new end;
begin
  if affected.role <> 'admin'::public.app_role
    or (tg_op = 'UPDATE' and new.user_id = old.user_id and new.role = old.role) then
    return null;
  end if;
  if tg_op in ('DELETE', 'UPDATE') and old.role = 'admin'::public.app_role then
    insert into public.history_events (kind, actor_id, actor_email, user_id, user_email)
    select 'admin_role_removed', (select auth.uid()), (select auth.jwt() ->> 'email'),
      old.user_id, (select u.email::text from auth.users u where u.id = old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.role = 'admin'::public.app_role then
    insert into public.history_events (kind, actor_id, actor_email, user_id, user_email)
    select 'admin_role_granted', (select auth.uid()), (select auth.jwt() ->> 'email'),
      new.user_id, (select u.email::text from auth.users u where u.id = new.user_id);
  end if;
  return null;
end
$$;

comment on function private.record_user_role_history() is 'Trigger: records grants and removals of the admin role.';

revoke execute on function private.record_user_role_history() from public;

create trigger user_roles_record_history
  after insert or update or delete on public.user_roles
  for each row execute function private.record_user_role_history();
