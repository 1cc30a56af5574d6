-- The stricter e-mail check (20261126100200) was added NOT VALID, but Postgres checks a CHECK
-- constraint on every update of a row, so an admin could not change the status or note of a
-- request stored under the old rule. The rule now applies where it matters: when a request is
-- stored and when its address changes. The error keeps the constraint's name and SQLSTATE, so
-- clients map it to the e-mail field as before.
alter table public.contact_submissions drop constraint contact_submissions_email_check;

create function private.check_contact_submission_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.email is not distinct from old.email then
    return new;
  end if;
  if not (
    char_length(new.email) <= 254
    and new.email ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$'
  ) then
    raise exception 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"'
      using errcode = '23514', constraint = 'contact_submissions_email_check',
        table = 'contact_submissions', schema = 'public';
  end if;
  return new;
end
$$;

comment on function private.check_contact_submission_email() is 'Trigger: the e-mail rule of the form, for new rows and changed addresses.';

revoke execute on function private.check_contact_submission_email() from public;

create trigger contact_submissions_check_email
  before insert or update of email on public.contact_submissions
  for each row execute function private.check_contact_submission_email();
