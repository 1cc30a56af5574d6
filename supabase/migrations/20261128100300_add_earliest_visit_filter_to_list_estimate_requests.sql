-- The inbox can list the requests whose earliest visit date falls in a range of days
-- (`earliest_visit_from` to `earliest_visit_to`, both included; the admin asks for the office's
-- today to 7 days later). It has to be an argument: the function pages with `limit`, so a filter
-- applied to its result would thin out each page instead of finding the next matches.
-- New parameters change the signature, so the function is dropped and created again with its
-- grants; everything else is as in 20261126110300_create_list_estimate_requests_function.sql.
drop function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer);

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
  earliest_visit_to date default null
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
  if list_estimate_requests.source_page is not null then
    conditions := conditions || 'cs.source_page = $4'::text;
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
    list_estimate_requests.earliest_visit_from, list_estimate_requests.earliest_visit_to;
end
$$;

comment on function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date) is 'Admin inbox: one page of estimate requests, filtered and searched, newest first.';

revoke execute on function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date) from public, anon;
grant execute on function public.list_estimate_requests(text, public.estimate_request_status, text, text, timestamptz, timestamptz, timestamptz, uuid, text, integer, date, date) to authenticated, service_role;
