// Supabase Edge Function `invite-admin`: an admin invites an e-mail address to become an admin
// (User Management, 'Invite by e-mail'). See docs/admin.md, Adding an admin, and docs/deploy.md, Admin invitations.
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
