-- A per-address throttle against spam: at most 3 requests from one e-mail address in 10 minutes.
-- Raised as PT429, which PostgREST answers with HTTP 429. Security definer: senders cannot read
-- the table, but the count must see every row.
create function public.throttle_contact_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialise requests for one address so parallel sends cannot slip past the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(lower(new.email), 0));
  if (
    select count(*) from public.contact_submissions cs
    where lower(cs.email) = lower(new.email)
      and cs.created_at > now() - interval '10 minutes'
  ) >= 3 then
    raise exception 'Too many requests from this email address. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;

comment on function public.throttle_contact_submissions() is 'Trigger: at most 3 requests per e-mail address in 10 minutes.';

revoke execute on function public.throttle_contact_submissions() from public, anon, authenticated;

create trigger contact_submissions_throttle
  before insert on public.contact_submissions
  for each row execute function public.throttle_contact_submissions();
