-- Second-factor guessing (issue section 4): the auth server limits codes per client address only
-- (15 a minute after a burst of 30), so ten addresses try 300 codes a minute against one account.
-- This is Supabase's MFA verification attempt hook ([auth.hook.mfa_verification_attempt] in
-- supabase/config.toml; hosted: Authentication → Auth Hooks). GoTrue calls it as
-- supabase_auth_admin after checking each code, with `valid`, and answers a 'reject' with 403
-- mfa_verification_rejected and signs the account out everywhere.
--
-- The policy, per account whatever the address or factor: 5 wrong codes within 15 minutes, or
-- 20 within 24 hours, refuse every code (the right one too) until the oldest of them is that old.
-- Refused attempts are not counted, so a lockout ends on time even while someone keeps trying.
-- A right code clears the count. At 20 codes a day, a year of guessing finds a 6-digit code
-- (3 accepted at a time) with a chance of about 2%.

create table private.mfa_failed_verification_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);

comment on table private.mfa_failed_verification_attempts is 'Wrong second-factor codes per account in the last 24 hours, counted by private.hook_mfa_verification_attempt.';

create index mfa_failed_verification_attempts_user_id_failed_at_idx
  on private.mfa_failed_verification_attempts (user_id, failed_at);

alter table private.mfa_failed_verification_attempts enable row level security;

revoke all on table private.mfa_failed_verification_attempts
  from public, anon, authenticated, service_role;

-- When the account's codes are taken again: each rule's oldest counted failure plus its period.
create function private.mfa_verification_refused_until(account uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select max(oldest.failed_at + rule.period)
    from (values (5, interval '15 minutes'), (20, interval '24 hours')) as rule (failures, period)
    cross join lateral (
      select a.failed_at
        from private.mfa_failed_verification_attempts a
       where a.user_id = account
       order by a.failed_at desc
      offset rule.failures - 1
       limit 1
    ) oldest
$$;

comment on function private.mfa_verification_refused_until(uuid) is 'Until when the account''s second-factor codes are refused (null or past: taken).';

revoke execute on function private.mfa_verification_refused_until(uuid)
  from public, anon, authenticated, service_role;

-- Security definer: the counts are nobody's to read or change but this hook's.
create function private.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid := (event ->> 'user_id')::uuid;
  refused_until timestamptz;
  minutes integer;
begin
  -- One attempt per account at a time, so parallel guesses from many addresses all count.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('mfa_verification_attempt ' || account::text, 0));
  delete from private.mfa_failed_verification_attempts a
   where a.user_id = account and a.failed_at <= now() - interval '24 hours';

  refused_until := private.mfa_verification_refused_until(account);
  if refused_until is null or refused_until <= now() then
    if (event ->> 'valid')::boolean then
      delete from private.mfa_failed_verification_attempts a where a.user_id = account;
      return jsonb_build_object('decision', 'continue');
    end if;
    insert into private.mfa_failed_verification_attempts (user_id) values (account);
    refused_until := private.mfa_verification_refused_until(account);
    if refused_until is null or refused_until <= now() then
      return jsonb_build_object('decision', 'continue');
    end if;
  end if;

  minutes := ceil(extract(epoch from refused_until - now()) / 60);
  return jsonb_build_object(
    'decision', 'reject',
    'message', 'Too many wrong codes. Try again in ' || case
      when minutes = 1 then '1 minute'
      when minutes <= 90 then minutes || ' minutes'
      else ceil(minutes / 60.0) || ' hours'
    end || '.');
end
$$;

comment on function private.hook_mfa_verification_attempt(jsonb) is 'Auth hook (MFA verification attempt): refuses an account''s codes after 5 wrong ones in 15 minutes or 20 in 24 hours.';

revoke execute on function private.hook_mfa_verification_attempt(jsonb)
  from public, anon, authenticated, service_role;

-- As Supabase's auth hooks guide grants a hook: to the auth server's role only.
grant usage on schema private to supabase_auth_admin;
grant execute on function private.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;
