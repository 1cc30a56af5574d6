-- Written by `npm run db:diff -- ask_for_a_review` from supabase/schemas; read it before committing.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.ask_for_review(request_id uuid, client_key text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.contact_submissions%rowtype;
  mail_id bigint;
begin
  perform private.require_admin();
  if ask_for_review.client_key is not null and char_length(ask_for_review.client_key) not between 8 and 100 then
    raise exception 'client_key must be 8 to 100 characters' using errcode = '22023';
  end if;
  select * into request from public.contact_submissions cs
  where cs.id = ask_for_review.request_id
  for update;
  if not found then
    raise exception 'This request no longer exists.' using errcode = 'P0002';
  end if;
  select m.id into mail_id from private.mail_outbox m
  where m.submission_id = request.id and m.kind = 'review';
  if mail_id is not null then
    return mail_id;
  end if;
  if request.status <> 'won' then
    raise exception 'A review can only be asked for a won request.' using errcode = '22023';
  end if;

  insert into private.mail_outbox (kind, submission_id, recipient, sent_by, sent_by_email, client_key)
  values ('review', request.id, request.email,
    (select auth.uid()), (select auth.jwt() ->> 'email'), ask_for_review.client_key)
  on conflict do nothing
  returning id into mail_id;
  if mail_id is null then
    -- Another call queued it first, or the key is another mail's.
    select m.id into mail_id from private.mail_outbox m
    where m.submission_id = request.id and m.kind = 'review';
    if mail_id is null then
      raise exception 'client_key is already used by another mail' using errcode = '22023';
    end if;
    return mail_id;
  end if;

  insert into public.history_events (kind, actor_id, actor_email, request_id)
  values ('request_review_asked', (select auth.uid()), (select auth.jwt() ->> 'email'), request.id);
  return mail_id;
end
$function$
;

CREATE OR REPLACE FUNCTION public.insights_reviews_asked(period_start date, period_end date)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.check_insights_call(period_start, period_end);
  return (
    select count(*)::integer
    from public.history_events h
    where h.kind = 'request_review_asked'
      and h.occurred_at >= private.office_day_start(insights_reviews_asked.period_start)
      and h.occurred_at < private.office_day_start(insights_reviews_asked.period_end + 1)
  );
end
$function$
;

COMMENT ON FUNCTION public.ask_for_review(request_id uuid, client_key text) IS 'Admin: mails a won request''s homeowner the request for a review through the outbox, once per request, and records it in the history; returns the review mail''s id.';

COMMENT ON FUNCTION public.insights_reviews_asked(period_start date, period_end date) IS 'Insights: how many reviews admins asked for in a period.';

REVOKE ALL ON FUNCTION public.ask_for_review(request_id uuid, client_key text) FROM PUBLIC;
-- Written by hand (db:diff sees no grant to take back on a fresh database): older projects grant
-- every new function to anon.
REVOKE ALL ON FUNCTION public.ask_for_review(request_id uuid, client_key text) FROM anon;
GRANT ALL ON FUNCTION public.ask_for_review(request_id uuid, client_key text) TO authenticated;
GRANT ALL ON FUNCTION public.ask_for_review(request_id uuid, client_key text) TO service_role;

REVOKE ALL ON FUNCTION public.insights_reviews_asked(period_start date, period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.insights_reviews_asked(period_start date, period_end date) TO authenticated;
GRANT ALL ON FUNCTION public.insights_reviews_asked(period_start date, period_end date) TO service_role;

-- Older projects grant every new function to the API roles: Insights are the admins' only.
revoke all on function public.insights_reviews_asked(period_start date, period_end date) from anon;
