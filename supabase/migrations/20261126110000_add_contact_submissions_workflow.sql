-- The office works each estimate request through a status, reads it once (unread until an admin
-- opens it) and keeps an internal note on it. Admins set status, note and opened_at through the
-- API; who saved the note and when, and when the request was first opened, are always the
-- database's own values (the stamp trigger below), never the client's.
create type public.estimate_request_status as enum (
  'new', 'contacted', 'scheduled', 'won', 'lost', 'archived'
);

comment on type public.estimate_request_status is 'Where an estimate request stands in the office''s work.';

alter table public.contact_submissions
  add column status public.estimate_request_status not null default 'new',
  add column opened_at timestamptz,
  add column note text,
  add column note_updated_at timestamptz,
  add column note_updated_by uuid references auth.users (id) on delete set null,
  add column note_updated_by_email text,
  add constraint contact_submissions_note_check
    check (note is null or char_length(note) <= 5000);

comment on column public.contact_submissions.status is 'Where the request stands; new until an admin moves it.';
comment on column public.contact_submissions.opened_at is 'When an admin first opened the request; null while unread.';
comment on column public.contact_submissions.note is 'Internal note for the office; never shown to visitors.';

create index contact_submissions_note_updated_by_idx
  on public.contact_submissions (note_updated_by);

grant update (status, note, opened_at) on table public.contact_submissions to authenticated;

-- Stamps what clients may not choose: the note's author and time when the note changes, and the
-- first opening's time (a request once opened stays opened, whatever a client sends).
create function private.stamp_contact_submission_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.note is distinct from old.note then
    new.note := nullif(btrim(new.note), '');
  end if;
  if new.note is distinct from old.note then
    new.note_updated_at := now();
    new.note_updated_by := (select auth.uid());
    new.note_updated_by_email := (select auth.jwt() ->> 'email');
  else
    new.note_updated_at := old.note_updated_at;
    new.note_updated_by := old.note_updated_by;
    new.note_updated_by_email := old.note_updated_by_email;
  end if;
  if old.opened_at is not null then
    new.opened_at := old.opened_at;
  elsif new.opened_at is not null then
    new.opened_at := now();
  end if;
  return new;
end
$$;

comment on function private.stamp_contact_submission_changes() is 'Trigger: server-side note author/time and first-opened time.';

revoke execute on function private.stamp_contact_submission_changes() from public;

create trigger contact_submissions_stamp_changes
  before update on public.contact_submissions
  for each row execute function private.stamp_contact_submission_changes();
