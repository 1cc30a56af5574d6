-- The inbox can show exactly the requests an Insights figure counts (issue 24): by city,
-- campaign and referrer host (the columns of 20261130100000), those with none of them ('none' for
-- city, campaign and source page, 'direct' for the referrer host), and the new requests that have
-- waited more than one working day (`over_one_working_day`, as insights_overdue_requests counts).
-- New parameters change the signature, so the function is dropped and created again with its
-- grants; everything else is as in 20261128100300_add_earliest_visit_filter_to_list_estimate_requests.sql.
drop function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date);

create function public.list_estimate_requests(
  search text default null,
  status public.estimate_request_status default null,
  service text default null,
  source_page text default null,
  received_from timestamptz default null,
  received_before timestamptz default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 25,
  earliest_visit_from date default null,
  earliest_visit_to date default null,
  city text default null,
  campaign text default null,
  referrer_host text default null,
  over_one_working_day boolean default null
)
returns setof public.contact_submissions
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := lower(btrim(coalesce(list_estimate_requests.search, '')));
  digits text := regexp_replace(term, '[^0-9]', '', 'g');
  pattern text;
  newer boolean := list_estimate_requests.direction = 'newer';
  conditions text[] := array['true'];
  statement text;
begin
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role'
    and not public.has_admin_role((select auth.uid())) then
    raise exception 'Only admins can list requests' using errcode = '42501';
  end if;
  if list_estimate_requests.direction not in ('older', 'newer') then
    raise exception 'direction must be older or newer' using errcode = '22023';
  end if;
  if list_estimate_requests.page_size is null
    or list_estimate_requests.page_size not between 1 and 1000 then
    raise exception 'page_size must be between 1 and 1000' using errcode = '22023';
  end if;
  if (list_estimate_requests.cursor_created_at is null) <> (list_estimate_requests.cursor_id is null) then
    raise exception 'cursor_created_at and cursor_id go together' using errcode = '22023';
  end if;

  if term <> '' then
    -- A phone number is searched by its digits, however it was typed or stored.
    if term ~ '^[0-9 ()+.-]+$' and char_length(digits) >= 3 then
      term := digits;
    end if;
    pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conditions := conditions || 'cs.search_text like $1'::text;
  end if;
  if list_estimate_requests.status is not null then
    conditions := conditions || 'cs.status = $2'::text;
  end if;
  if list_estimate_requests.service is not null then
    conditions := conditions || 'cs.service = $3'::text;
  end if;
  if list_estimate_requests.source_page = 'none' then
    conditions := conditions || 'cs.source_page is null'::text;
  elsif list_estimate_requests.source_page is not null then
    conditions := conditions || 'cs.source_page = $4'::text;
  end if;
  if list_estimate_requests.city = 'none' then
    conditions := conditions || 'cs.city is null'::text;
  elsif list_estimate_requests.city is not null then
    conditions := conditions || 'cs.city = $12'::text;
  end if;
  if list_estimate_requests.campaign = 'none' then
    conditions := conditions || 'cs.campaign is null'::text;
  elsif list_estimate_requests.campaign is not null then
    conditions := conditions || 'cs.campaign = $13'::text;
  end if;
  if list_estimate_requests.referrer_host = 'direct' then
    conditions := conditions || 'cs.referrer_host is null'::text;
  elsif list_estimate_requests.referrer_host is not null then
    conditions := conditions || 'cs.referrer_host = $14'::text;
  end if;
  if list_estimate_requests.over_one_working_day then
    conditions := conditions
      || 'cs.status = ''new'' and cs.created_at < private.one_working_day_before(now())'::text;
  end if;
  if list_estimate_requests.received_from is not null then
    conditions := conditions || 'cs.created_at >= $5'::text;
  end if;
  if list_estimate_requests.received_before is not null then
    conditions := conditions || 'cs.created_at < $6'::text;
  end if;
  if list_estimate_requests.earliest_visit_from is not null then
    conditions := conditions || 'cs.earliest_visit_date >= $10'::text;
  end if;
  if list_estimate_requests.earliest_visit_to is not null then
    conditions := conditions || 'cs.earliest_visit_date <= $11'::text;
  end if;
  if list_estimate_requests.cursor_created_at is not null then
    conditions := conditions || case when newer
      then '(cs.created_at, cs.id) > ($7, $8)' else '(cs.created_at, cs.id) < ($7, $8)' end;
  end if;

  statement := 'select cs.* from public.contact_submissions cs where '
    || array_to_string(conditions, ' and ')
    || case when newer then ' order by cs.created_at, cs.id' else ' order by cs.created_at desc, cs.id desc' end
    || ' limit $9';
  if newer then
    statement := 'select page.* from (' || statement || ') page order by page.created_at desc, page.id desc';
  end if;

  return query execute statement using
    pattern, list_estimate_requests.status, list_estimate_requests.service,
    list_estimate_requests.source_page, list_estimate_requests.received_from,
    list_estimate_requests.received_before, list_estimate_requests.cursor_created_at,
    list_estimate_requests.cursor_id, list_estimate_requests.page_size,
    list_estimate_requests.earliest_visit_from, list_estimate_requests.earliest_visit_to,
    list_estimate_requests.city, list_estimate_requests.campaign,
    list_estimate_requests.referrer_host;
end
$$;

comment on function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date, text, text, text, boolean) is 'Admin inbox: one page of estimate requests, filtered and searched, newest first.';

revoke execute on function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date, text, text, text, boolean) from public, anon;
grant execute on function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date, text, text, text, boolean) to authenticated, service_role;
