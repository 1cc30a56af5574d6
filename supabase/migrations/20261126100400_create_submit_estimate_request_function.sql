-- The one way visitors send an estimate request: one call, one row. Direct inserts into the
-- table are withdrawn from the API roles, because an insert takes a JSON array of any length
-- and so sidestepped the per-address throttle.

-- The network address of the API client. Hosted projects sit behind Cloudflare, which sets
-- cf-connecting-ip itself; the local backend sets x-real-ip from the socket, as a gateway does.
-- The first x-forwarded-for entry (client-controlled) is only a last resort. PostgREST hands the
-- headers over in request.headers; outside a request there is none, and the result is null.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(left(btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    split_part(headers ->> 'x-forwarded-for', ',', 1)
  )), 100), '')
  from (
    select nullif(pg_catalog.current_setting('request.headers', true), '')::json as headers
  ) request
$$;

comment on function private.request_client_address() is 'Client network address of the current API request, or null.';

revoke execute on function private.request_client_address() from public;

-- Stores one request and queues its alert in the same transaction. Security definer because the
-- API roles may no longer insert into the table themselves; it checks what they cannot skip:
-- - the honeypot: `website` is a field people never see; a request that fills it is dropped and
--   answered like any other, so a bot learns nothing;
-- - the per-client ceiling: at most 10 requests from one network address an hour (the
--   per-address throttle, 3 per e-mail address in 10 minutes, stays a trigger on the table);
-- - the table's checks: lengths and formats, the same as the form's schema.
-- Attribution never costs a request: a value that breaks its limit is cut or left out.
create function public.submit_estimate_request(
  first_name text,
  last_name text,
  email text,
  phone text,
  service text,
  address text default null,
  message text default null,
  source_page text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  gclid text default null,
  website text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client text := private.request_client_address();
  new_id uuid;
begin
  if coalesce(btrim(submit_estimate_request.website), '') <> '' then
    return;
  end if;

  if client is not null then
    -- Serialise one client's sends so parallel calls cannot slip past the count.
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('estimate request client ' || client, 0));
    if (
      select count(*) from public.contact_submissions cs
      where cs.client_address = client
        and cs.created_at > now() - interval '1 hour'
    ) >= 10 then
      raise exception 'Too many requests from this network. Please call us or try again later.'
        using errcode = 'PT429';
    end if;
  end if;

  insert into public.contact_submissions (
    first_name, last_name, email, phone, service, address, message,
    source_page, referrer, utm_source, utm_medium, utm_campaign, gclid, client_address
  ) values (
    btrim(submit_estimate_request.first_name),
    btrim(submit_estimate_request.last_name),
    btrim(submit_estimate_request.email),
    btrim(submit_estimate_request.phone),
    btrim(submit_estimate_request.service),
    nullif(btrim(submit_estimate_request.address), ''),
    nullif(btrim(submit_estimate_request.message), ''),
    case when submit_estimate_request.source_page ~ '^/'
      then left(submit_estimate_request.source_page, 2048) end,
    nullif(left(btrim(submit_estimate_request.referrer), 2048), ''),
    nullif(left(btrim(submit_estimate_request.utm_source), 200), ''),
    nullif(left(btrim(submit_estimate_request.utm_medium), 200), ''),
    nullif(left(btrim(submit_estimate_request.utm_campaign), 200), ''),
    nullif(left(btrim(submit_estimate_request.gclid), 200), ''),
    client
  )
  returning id into new_id;

  insert into private.estimate_request_alerts (submission_id) values (new_id);
end
$$;

comment on function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text) is 'Sends one estimate request from the site: stores it and queues the admins'' alert.';

revoke execute on function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_estimate_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text) to anon, authenticated, service_role;

-- Withdraw the direct insert path.
drop policy "Visitors can send a request" on public.contact_submissions;
drop policy "Signed-in users can send a request" on public.contact_submissions;
revoke insert on table public.contact_submissions from anon, authenticated;
