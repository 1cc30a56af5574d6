-- The per-client ceiling of submit_estimate_request (10 an hour) keyed on the exact address,
-- and its last resort was the first x-forwarded-for entry, which the client writes itself.
-- - An IPv6 client counts by its /64: a subscriber is usually given a whole /64 and can take a
--   new address from it for every request. IPv4 stays the exact address, and so does an
--   IPv4-mapped IPv6 address (::ffff:a.b.c.d), which is an IPv4 client.
-- - Precedence: cf-connecting-ip (Cloudflare sets it in front of hosted projects, replacing a
--   client's own), x-real-ip (the gateway sets it from the socket; so does the local backend),
--   then the rightmost x-forwarded-for entry: each proxy appends the peer it saw, so the
--   rightmost entry is the one the nearest proxy appended; those left of it are the client's.
-- - A value that is not an address is kept as sent (cut to the column's 100 characters):
--   counted as its own client rather than failing a visitor's request.
-- The name stays: it is still the network address the request came from (for IPv6 a /64
-- network), which is what contact_submissions.client_address holds and the callers compare.
create or replace function private.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  sent text := left(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', -1)), '')
  ), 100);
  address inet;
begin
  if sent is null then
    return null;
  end if;
  begin
    address := sent::inet;
  exception when invalid_text_representation then
    return sent;
  end;
  if pg_catalog.family(address) = 4 then
    return pg_catalog.host(address);
  end if;
  if address <<= inet '::ffff:0.0.0.0/96' then
    return pg_catalog.host(inet '0.0.0.0' + (address - inet '::ffff:0.0.0.0'));
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
end
$$;

comment on function private.request_client_address() is 'Client network address of the current API request (IPv4 exact, IPv6 as its /64), or null.';

revoke execute on function private.request_client_address() from public;

comment on column public.contact_submissions.client_address is 'Network address the request came from, an IPv6 client as its /64 (per-client ceiling).';
