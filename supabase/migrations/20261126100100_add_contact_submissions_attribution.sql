-- Where a request came from, so the owner sees which pages and campaigns bring work: the page it
-- was sent from, the referrer, the visit's campaign parameters, and the client's network address
-- (for the per-client ceiling; shown to admins to spot floods). Every column has a length limit.
alter table public.contact_submissions
  add column source_page text,
  add column referrer text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column gclid text,
  add column client_address text,
  add constraint contact_submissions_source_page_check
    check (source_page is null or (source_page ~ '^/' and char_length(source_page) <= 2048)),
  add constraint contact_submissions_referrer_check
    check (referrer is null or char_length(referrer) <= 2048),
  add constraint contact_submissions_utm_source_check
    check (utm_source is null or char_length(utm_source) <= 200),
  add constraint contact_submissions_utm_medium_check
    check (utm_medium is null or char_length(utm_medium) <= 200),
  add constraint contact_submissions_utm_campaign_check
    check (utm_campaign is null or char_length(utm_campaign) <= 200),
  add constraint contact_submissions_gclid_check
    check (gclid is null or char_length(gclid) <= 200),
  add constraint contact_submissions_client_address_check
    check (client_address is null or char_length(client_address) <= 100);

comment on column public.contact_submissions.source_page is 'Path of the page the request was sent from.';
comment on column public.contact_submissions.referrer is 'The referrer of the visit, as the browser reported it.';
comment on column public.contact_submissions.client_address is 'Network address the request came from (per-client ceiling).';

-- The per-client ceiling counts one address's recent rows.
create index contact_submissions_client_address_created_at_idx
  on public.contact_submissions (client_address, created_at)
  where client_address is not null;
