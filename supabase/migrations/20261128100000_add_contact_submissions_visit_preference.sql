-- When the visitor would like the office to come by (issue "Preferred visit times"): a window of
-- the week and the earliest date, both optional. The windows are the values of `visitWindows` in
-- supabase/functions/_shared/visit-windows.ts, which the form, the admin and the alert mail share.
-- The earliest date runs from the day of the request to 6 months after it (`earliestVisitMaxMonths`),
-- days as Sacramento counts them: a request sent at 9 PM Pacific is still that day's, although UTC
-- has moved on. A check cannot read the clock, so it measures from the row's own created_at: it
-- holds for every row however written, and never turns false later. submit_estimate_request checks
-- the same rule first, to say which dates it takes.
alter table public.contact_submissions
  add column visit_window text,
  add column earliest_visit_date date,
  add constraint contact_submissions_visit_window_check
    check (visit_window is null or visit_window in (
      'any_weekday', 'weekday_mornings', 'weekday_afternoons', 'saturday_mornings'
    )),
  add constraint contact_submissions_earliest_visit_date_check
    check (
      earliest_visit_date is null
      or earliest_visit_date between (created_at at time zone 'America/Los_Angeles')::date
        and ((created_at at time zone 'America/Los_Angeles')::date + interval '6 months')::date
    );

comment on column public.contact_submissions.visit_window is 'When in the week the visitor would like a visit (any_weekday, weekday_mornings, weekday_afternoons, saturday_mornings); null if not given.';
comment on column public.contact_submissions.earliest_visit_date is 'The earliest day for a visit: from the day of the request (Pacific time) to 6 months after it; null if not given.';
