-- Estimate requests sent from the site's form. The checks repeat the form's rules so that a
-- client skipping them is refused too. Names and service need a character other than white
-- space (tabs and newlines included, which btrim would keep); a phone uses only digits, spaces
-- and + ( ) . - and holds at least 7 digits.
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  service text not null,
  address text,
  message text,
  created_at timestamptz not null default now(),
  constraint contact_submissions_first_name_check
    check (first_name ~ '[^[:space:]]' and char_length(first_name) <= 100),
  constraint contact_submissions_last_name_check
    check (last_name ~ '[^[:space:]]' and char_length(last_name) <= 100),
  constraint contact_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_submissions_phone_check
    check (
      phone ~ '^[0-9 +().-]{7,30}$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7
    ),
  constraint contact_submissions_service_check
    check (service ~ '[^[:space:]]' and char_length(service) <= 100),
  constraint contact_submissions_address_check
    check (address is null or char_length(address) <= 300),
  constraint contact_submissions_message_check
    check (message is null or char_length(message) <= 5000)
);

comment on table public.contact_submissions is 'Estimate requests from the site. Anyone may send one; only admins read, change or delete them.';

-- The admin inbox lists newest first; the throttle counts recent rows per address.
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);
create index contact_submissions_email_created_at_idx
  on public.contact_submissions (lower(email), created_at);

alter table public.contact_submissions enable row level security;

-- Grant explicitly. Senders may set only the form's fields: id and created_at stay the server's.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (first_name, last_name, email, phone, service, address, message)
  on table public.contact_submissions to anon, authenticated;
grant select, delete on table public.contact_submissions to authenticated;
grant update (first_name, last_name, email, phone, service, address, message)
  on table public.contact_submissions to authenticated;
grant select, insert, update, delete on table public.contact_submissions to service_role;
