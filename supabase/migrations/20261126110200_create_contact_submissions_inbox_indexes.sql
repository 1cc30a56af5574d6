-- The admin inbox: newest first in pages (keyset on created_at, id), filtered by status, service
-- or source page, and searched by name, e-mail, phone or message. Each filter has an index that
-- keeps its order; the search uses trigrams over one lower-cased text (phone as digits only).
create extension if not exists pg_trgm with schema extensions;

alter table public.contact_submissions
  add column search_text text generated always as (
    lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(message, ''))
    || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')
  ) stored;

comment on column public.contact_submissions.search_text is 'Generated: what the inbox search matches (names, e-mail, message, phone digits).';

create index contact_submissions_inbox_idx
  on public.contact_submissions (created_at desc, id desc);
create index contact_submissions_status_inbox_idx
  on public.contact_submissions (status, created_at desc, id desc);
create index contact_submissions_service_inbox_idx
  on public.contact_submissions (service, created_at desc, id desc);
create index contact_submissions_source_page_inbox_idx
  on public.contact_submissions (source_page, created_at desc, id desc);
create index contact_submissions_search_idx
  on public.contact_submissions using gin (search_text extensions.gin_trgm_ops);

-- The keyset index covers what the old one did.
drop index public.contact_submissions_created_at_idx;
