// Supabase Edge Function `deliver-mail`: sends every due mail of the outbox (the office's alerts,
// the homeowners' acknowledgements). Called every minute by the pg_cron job that a migration
// creates (pg_net, secrets in Vault); see docs/deploy.md, Mail.
import { serveFunction } from '../_shared/deno/serve.ts'
import { createHandler } from './handler.ts'

serveFunction(createHandler)
