// Supabase Edge Function `invite-admin`: an admin invites an e-mail address to become an admin
// (User Management, 'Invite by e-mail'). See docs/admin.md, Adding an admin, and docs/deploy.md, Admin invitations.
import { serveFunction } from '../_shared/deno/serve.ts'
import { createHandler } from './handler.ts'

serveFunction(createHandler)
