import { createHandler as createInviteAdminHandler } from '../../supabase/functions/invite-admin/handler.ts'
import type { AuthContext } from './auth-context.ts'
import { header, readBody, sendJson, type RequestContext } from './http.ts'
import { verifyJwt } from './jwt.ts'

type EdgeHandler = (request: Request) => Promise<Response>

/**
 * `/functions/v1/<name>`: the Edge Functions the app calls, run in this process with the
 * variables the platform sets (SUPABASE_URL is this backend). Only those the browser calls are
 * here; deliver-mail is served by the backend's own sender (mail-sender.ts).
 */
const FUNCTIONS: Record<string, (auth: AuthContext) => EdgeHandler> = {
  'invite-admin': (auth) => {
    const env: Record<string, string> = {
      SUPABASE_URL: auth.publicUrl,
      SUPABASE_ANON_KEY: auth.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: auth.keys.serviceRoleKey,
      SITE_URL: auth.config.siteUrl,
    }
    return createInviteAdminHandler({ env: (name) => env[name] })
  },
}

const handlers = new WeakMap<AuthContext, Map<string, EdgeHandler>>()

function handlerFor(auth: AuthContext, name: string): EdgeHandler | undefined {
  if (!Object.hasOwn(FUNCTIONS, name)) return undefined
  let byName = handlers.get(auth)
  if (!byName) handlers.set(auth, (byName = new Map()))
  let handler = byName.get(name)
  if (!handler) byName.set(name, (handler = FUNCTIONS[name]!(auth)))
  return handler
}

/** Headers of this connection, not of the request the function sees. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding'])

/** verify_jwt = true (config.toml): the platform refuses a call without a project JWT. */
function jwtRefusal(ctx: RequestContext, auth: AuthContext): string | undefined {
  const authorization = header(ctx.req, 'authorization')
  if (!authorization) return 'Missing authorization header'
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
  if (!token || !verifyJwt(token, auth.keys.jwtSecret).ok) return 'Invalid JWT'
  return undefined
}

export async function handleFunctions(ctx: RequestContext, auth: AuthContext): Promise<void> {
  const handler = handlerFor(auth, ctx.path.replace(/^\/+|\/+$/g, ''))
  if (!handler) return sendJson(ctx.res, 404, { code: 'NOT_FOUND', message: 'Function not found' })
  const refusal = jwtRefusal(ctx, auth)
  if (refusal) return sendJson(ctx.res, 401, { code: 401, message: refusal })
  const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD'
  const headers = new Headers()
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value)
  }
  const response = await handler(
    new Request(new URL(ctx.path, `${auth.publicUrl}/functions/v1/`), {
      method: ctx.method,
      headers,
      body: hasBody ? await readBody(ctx.req) : undefined,
    }),
  )
  ctx.res.writeHead(response.status, Object.fromEntries(response.headers))
  ctx.res.end(Buffer.from(await response.arrayBuffer()))
}
