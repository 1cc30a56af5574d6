-- Written by hand: a schema diff sees no job (supabase/schemas/60_scheduled_jobs.sql says why).
-- Every minute pg_cron has pg_net call the deliver-mail Edge Function with the Vault secrets
-- project_url and mail_cron_secret, read at each run; without both it calls nothing. A database
-- without pg_cron, pg_net and supabase_vault migrates with a notice and no job.

do $$
declare
  missing text;
begin
  select string_agg(wanted.name, ', ' order by wanted.name) into missing
  from unnest(array['pg_cron', 'pg_net', 'supabase_vault']) as wanted (name)
  where not exists (select from pg_catalog.pg_extension e where e.extname = wanted.name)
    and not exists (select from pg_catalog.pg_available_extensions a where a.name = wanted.name);
  if missing is not null then
    raise notice 'No deliver-mail job: this database lacks %. On a hosted project the job is created by this migration; see docs/deploy.md.', missing;
    return;
  end if;

  -- Where Supabase puts them (Database → Extensions does the same); no-ops when enabled.
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault with schema vault;

  -- The job that the hand-pasted SQL of earlier releases made, calling the function by its old
  -- name: deliver-mail replaces it.
  perform cron.unschedule(j.jobid) from cron.job j where j.jobname = 'estimate-alerts';

  -- Scheduling a name again replaces the job of that name. Without both secrets the select has
  -- no row and calls nothing. The function answers once it has delivered (up to 5 batches of
  -- 10 mails, each send allowed 10 s); pg_net's default timeout (5 s) would record most busy
  -- calls as timed out, so net._http_response would not hold the function's answer.
  perform cron.schedule('deliver-mail', '* * * * *', $job$
    select net.http_post(
      url := pg_catalog.rtrim(secret.project_url, '/') || '/functions/v1/deliver-mail',
      headers := pg_catalog.jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || secret.mail_cron_secret),
      body := '{}'::jsonb,
      timeout_milliseconds := 60000
    ) as request_id
    from (select
        (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as project_url,
        (select decrypted_secret from vault.decrypted_secrets where name = 'mail_cron_secret') as mail_cron_secret
      ) secret
    where secret.project_url is not null and secret.mail_cron_secret is not null
  $job$);
end
$$;
