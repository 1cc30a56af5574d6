// Supabase Edge Function `estimate-alerts`: mails the admins every queued new-request alert.
// Called by pg_cron through pg_net (and optionally a Database Webhook); see docs/deploy.md, New-request alerts.
import { serveFunction } from '../_shared/deno/serve.ts'
import { createHandler } from './handler.ts'

serveFunction(createHandler)
