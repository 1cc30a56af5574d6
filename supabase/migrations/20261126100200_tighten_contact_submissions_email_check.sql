-- The old check let `x@y.co?subject=..&body=..` through, which a mailto: link turns into extra
-- parameters. An address is now the form's shape: a local part of letters, digits and . _ + ' -
-- (no ? & = # % / that a URL would read), and a domain of dot-separated letter/digit/hyphen labels ending in a name of at
-- least two letters. The same pattern is `emailPattern` in src/features/estimate-request/schema.ts.
-- NOT VALID: rows stored under the old check stay readable; every new or changed row is checked.
alter table public.contact_submissions
  drop constraint contact_submissions_email_check,
  add constraint contact_submissions_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$'
    ) not valid;
