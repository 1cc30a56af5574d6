-- The `storage` schema a hosted project has, in the subset the local Storage API and the app's
-- policies use. Followed: supabase/storage migrations/tenant (0002 schema and helpers, 0003
-- path_tokens, 0007 bucket RLS, 0008 public, 0011 updated_at trigger, 0012 avif flag, 0013/0014
-- limits, 0016 version, 0018 owner_id, 0024 operation(), 0025 user_metadata, 0038 bucket type,
-- 0046/0049 grants, 0055 delete guard, 0060/0061 immutable helpers, 0063 search), and
-- supabase/postgres (init-scripts/00000000000002-storage-schema.sql, 10000000000000_demote-postgres,
-- 20220609081115 grant supabase_storage_admin to postgres). Idempotent; runs after platform.sql.
-- pg_temp.run_once comes from platform.sql, which prepareDatabase runs just before, in the same
-- transaction.

-- The Storage server's login role, owner of its tables. NOLOGIN here (hosted: LOGIN): the local
-- server connects as the backend's user and, like hosted, switches per transaction to the
-- request's role or to service_role; a passwordless login role would be an open door.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_storage_admin') then
    begin
      create role supabase_storage_admin nologin noinherit createrole noreplication;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
end
$$;
select pg_temp.run_once('grant authenticator to supabase_storage_admin');
-- Hosted postgres is a member (20220609081115): it may create policies on storage tables.
select pg_temp.run_once('grant supabase_storage_admin to project_owner');
create schema if not exists storage;
grant all on schema storage to supabase_storage_admin, project_owner;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to project_owner, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to project_owner, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to project_owner, anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'storage' and t.typname = 'buckettype') then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The Storage operation of the current request (the API sets storage.operation per transaction).
create or replace function storage.operation() returns text
language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end
$$;
create or replace trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Rows go only with their files: a plain SQL delete is refused unless the Storage API (which
-- sets storage.allow_delete_query in its transactions) does it.
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
create or replace trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- POST /object/list's query (the signature and answers of storage.search in 0063, written
-- set-based instead of hosted's skip-scan): the folders and files directly under `prefix` whose
-- next name part starts with `search`, matched case-insensitively as hosted, named relative to
-- `prefix`; a folder has a null id and metadata. By name: lower-case byte order, a folder sorting
-- as `name/`; by a timestamp: folders first. Security invoker: the caller's policies decide which
-- objects exist. `levels` is unused, as hosted.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable security invoker as $$
declare
  v_match text := lower(coalesce(prefix, '') || coalesce(search, ''));
  v_column text := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name' end;
  v_order text := case when lower(coalesce(sortorder, 'asc')) = 'asc' then 'asc' else 'desc' end;
  v_order_by text;
begin
  v_order_by := case when v_column = 'name'
    then format('e.sort_key collate "C" %s', v_order)
    else format('e.is_folder desc, case when e.is_folder then e.name end %1$s, e.%2$I %1$s, e.name',
      v_order, v_column) end;
  return query execute format($sql$
    with matched as (
      select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
        strpos(substr(o.name, $4 + 1), '/') as slash
      from storage.objects o
      where o.bucket_id = $2 and left(lower(o.name), $4) = $1
    ), entries as (
      select min(substr(m.name, $3 + 1, $4 - $3 + m.slash - 1)) as name, null::uuid as id,
        null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata,
        true as is_folder, lower(left(m.name, $4 + m.slash)) as sort_key
      from matched m where m.slash > 0
      group by 8
      union all
      select substr(m.name, $3 + 1), m.id, m.updated_at, m.created_at, m.last_accessed_at,
        m.metadata, false, lower(m.name)
      from matched m where m.slash = 0
    )
    select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
    from entries e
    order by %s
    limit $5 offset $6
  $sql$, v_order_by)
  using v_match, bucketname, length(coalesce(prefix, '')), length(v_match),
    least(coalesce(limits, 100), 1500), offsets;
end
$$;

-- Owned by the Storage role as hosted; granted as 0046/0049 and demote-postgres grant them.
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter type storage.buckettype owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.operation() owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;
alter function storage.search(text, text, int, int, int, text, text, text) owner to supabase_storage_admin;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to project_owner with grant option;
grant all on all sequences in schema storage to project_owner;
grant all on all routines in schema storage to project_owner, anon, authenticated, service_role;
