-- Objects the API must never expose: the REST API serves only `public`, and the API roles get
-- no usage here, so nothing in this schema is reachable except through the functions in
-- `public` that are granted for it.
create schema if not exists private;

comment on schema private is 'Internal tables and helpers; not exposed by the API.';

revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;
