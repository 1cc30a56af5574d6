-- What a Supabase project's database provides before any app migration runs (reference C.4, B.4):
-- the API roles, the auth schema with the subset of GoTrue's tables this backend uses, the auth.*
-- helper functions and pgcrypto in schema extensions. Idempotent; runs on every start.
-- Roles are cluster-wide, so parallel runs against one server may race: duplicates are ignored.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator'] loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = r) then
      begin
        execute case r
          when 'service_role' then 'create role service_role nologin noinherit bypassrls'
          when 'authenticator' then 'create role authenticator login noinherit'
          else format('create role %I nologin noinherit', r)
        end;
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    begin
      if not pg_catalog.pg_has_role('authenticator', r, 'member') then
        execute format('grant %I to authenticator', r);
      end if;
      -- The connecting user switches to the API roles with SET ROLE (needed when not superuser).
      if not pg_catalog.pg_has_role(current_user, r, 'member') then
        execute format('grant %I to %I', r, current_user);
      end if;
    exception when duplicate_object or unique_violation then null;
    end;
  end loop;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
-- Available on hosted projects too; migrations create it there (here it already exists).
create extension if not exists pg_trgm with schema extensions;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id uuid references auth.users (id) on delete cascade,
  revoked boolean default false,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- One pending token per user and kind, stored as a hash (as GoTrue's auth.one_time_tokens).
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token')),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- Second factors, as GoTrue's MFA migrations make them (TOTP only here: no phone or WebAuthn
-- columns beyond `phone`). `secret` holds the TOTP key in plain base32, as GoTrue stores it
-- without GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT (the CLI sets none). Unlike GoTrue,
-- last_challenged_at is not unique: millisecond timestamps of two factors could collide.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text unique default null,
  last_challenged_at timestamptz default null
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- How each session was authenticated (password, totp, …): the access token's `amr` and `aal`.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is
  'auth: stores authenticator method reference claims for multi factor authentication';

-- GoTrue's helpers: the legacy per-claim GUC first, then request.jwt.claims (set by PostgREST).
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to public;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- ---------------------------------------------------------------------------------------------
-- The hosted project's `postgres` role, which runs the migrations and the seed (as
-- `supabase db push` and `db reset` do) and owns what they create. It is NOT a superuser there,
-- so it is not one here: a migration that needs a superuser (an event trigger, changing a role's
-- attributes, altering another owner's objects) fails locally as it would on deploy. Locally the
-- superuser is called postgres, so this role is `project_owner`, with hosted postgres's attributes.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'project_owner') then
    begin
      create role project_owner nologin nosuperuser createdb createrole replication bypassrls;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
end
$$;

-- Cluster-wide changes race when test runs prepare several databases of one server at once;
-- the loser's change is already made by the winner.
create or replace function pg_temp.run_once(statement text) returns void language plpgsql as $$
begin
  execute statement;
exception when duplicate_object or unique_violation or internal_error then null;
end
$$;

-- GoTrue's role (hosted: a login role that owns the auth schema). The auth server runs
-- Postgres auth hooks as this role, so a hook's grants are checked as on deploy. NOLOGIN here:
-- the backend switches to it for each hook call.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    begin
      create role supabase_auth_admin nologin noinherit createrole noreplication;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not pg_catalog.pg_has_role(current_user, 'supabase_auth_admin', 'member') then
    execute format('grant supabase_auth_admin to %I', current_user);
  end if;
exception when duplicate_object or unique_violation then null;
end
$$;

select pg_temp.run_once('grant anon, authenticated, service_role to project_owner');
-- The API roles' settings on a hosted project (PostgREST applies a role's settings per request).
select pg_temp.run_once('alter role anon set statement_timeout = ''3s''');
select pg_temp.run_once('alter role authenticated set statement_timeout = ''8s''');
select pg_temp.run_once('alter role authenticator set lock_timeout = ''8s''');

-- What hosted postgres may do in this database: own `public` (as the database owner does),
-- create schemas, use extensions, and read and write (not alter) the auth tables, as seeds do.
alter schema public owner to project_owner;
do $$
begin
  execute format('grant create, temporary, connect on database %I to project_owner',
    current_database());
end
$$;
grant usage, create on schema extensions to project_owner;
grant usage on schema auth to project_owner;
grant all on all tables in schema auth to project_owner;
grant all on all sequences in schema auth to project_owner;
grant usage, create on schema supabase_migrations to project_owner;

-- Row-level security is on for these auth tables on hosted projects; only a role that bypasses
-- it (the auth server, postgres's security-definer functions) reads them.
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;

-- Databases created before this role existed hold app objects owned by the superuser: they
-- pass to project_owner, so later migrations can change them as they could on hosted.
do $$
declare
  statement text;
begin
  for statement in
    select format('alter schema %I owner to project_owner', n.nspname)
      from pg_catalog.pg_namespace n
     where n.nspname = 'private' and n.nspowner <> 'project_owner'::regrole
    union all
    select format('alter table %I.%I owner to project_owner', n.nspname, c.relname)
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and c.relowner <> 'project_owner'::regrole
    union all
    select format('alter function %s owner to project_owner', p.oid::regprocedure)
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.proowner <> 'project_owner'::regrole
       and not exists (select 1 from pg_catalog.pg_depend d
                        where d.objid = p.oid and d.deptype = 'e')
    union all
    select format('alter type %I.%I owner to project_owner', n.nspname, t.typname)
      from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     where n.nspname in ('public', 'private') and t.typtype in ('e', 'd')
       and t.typowner <> 'project_owner'::regrole
  loop
    execute statement;
  end loop;
end
$$;

-- Default privileges, as `[api] auto_expose_new_tables` in supabase/config.toml says (the local
-- backend passes it as app.auto_expose_new_tables). Older hosted projects grant every new table,
-- function and sequence in public to the API roles; newer ones (false) grant nothing.
do $$
declare
  grant_or_revoke text := case
    when coalesce(current_setting('app.auto_expose_new_tables', true), '') = 'true'
      then 'grant all on %s to anon, authenticated, service_role'
    else 'revoke all on %s from anon, authenticated, service_role'
  end;
  kind text;
begin
  foreach kind in array array['tables', 'functions', 'sequences'] loop
    execute format('alter default privileges for role project_owner in schema public '
      || grant_or_revoke, kind);
  end loop;
end
$$;
