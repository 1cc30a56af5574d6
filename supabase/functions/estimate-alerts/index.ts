// Supabase Edge Function `estimate-alerts`: mails the admins every queued new-request alert.
// Called by pg_cron through pg_net (and optionally a Database Webhook); see docs/deploy.md, New-request alerts.
// PORT is for local runs only (`deno run`); the Edge Runtime chooses its own.
import { createHandler } from './handler.ts'

const handler = createHandler({ env: (name) => Deno.env.get(name) })
const port = Deno.env.get('PORT')

if (port) {
  Deno.serve(
    {
      hostname: '127.0.0.1',
      port: Number(port),
      onListen: ({ hostname, port }) => console.log(`Listening on http://${hostname}:${port}/`),
    },
    handler,
  )
} else {
  Deno.serve(handler)
}
