// The function's handler against a scripted project API, for what the real local backend does not
// produce: GoTrue's rate limit or failure, an unreachable API, a race where the address was
// confirmed meanwhile. Plus the checks made before any call (method, CORS, configuration, token,
// body). Who may invite, and the invitation itself, are tested on the real backend in
// supabase/tests/admin-invitations.test.ts.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import { createHandler, inviteAnswers, REQUIRED_ENV } from './handler.ts'

interface Call {
  path: string
  authorization: string | null
  body: unknown
}

/** A project API answering /rest/v1/rpc/create_admin_invitation and /auth/v1/invite as scripted. */
function startApiStandIn() {
  const calls: Call[] = []
  const answers = {
    rpc: () =>
      Response.json({
        expires_at: '2026-12-06T10:00:00+00:00',
        removed_unconfirmed_account: false,
      }),
    invite: () => Response.json({ id: 'user-id' }),
  }
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url)
    calls.push({
      path: url.pathname + url.search,
      authorization: req.headers.get('authorization'),
      body: await req.json(),
    })
    return url.pathname.startsWith('/rest/') ? answers.rpc() : answers.invite()
  })
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    calls,
    answers,
    close: () => server.shutdown(),
  }
}

type ApiStandIn = ReturnType<typeof startApiStandIn>

const envFor = (api: ApiStandIn): Record<string, string | undefined> => ({
  SUPABASE_URL: api.url,
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
  SITE_URL: 'https://greenleaf.example/',
})

async function call(env: Record<string, string | undefined>, init: RequestInit) {
  const handler = createHandler({ env: (name) => env[name], timeoutMs: 2000 })
  const response = await handler(new Request('http://localhost/invite-admin', init))
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

const invite = (email = 'new.admin@example.com', token = 'admins-token'): RequestInit => ({
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ email }),
})

function withApi(name: string, fn: (api: ApiStandIn) => Promise<void>) {
  Deno.test(name, async () => {
    const api = startApiStandIn()
    try {
      await fn(api)
    } finally {
      await api.close()
    }
  })
}

withApi(
  'records as the caller, then invites with the service role to SITE_URL/auth',
  async (api) => {
    const { status, body } = await call(envFor(api), invite(' New.Admin@Example.com '))
    assert.equal(status, 200)
    assert.deepEqual(body, {
      email: 'new.admin@example.com',
      expires_at: '2026-12-06T10:00:00+00:00',
      removed_unconfirmed_account: false,
    })
    assert.deepEqual(api.calls, [
      {
        path: '/rest/v1/rpc/create_admin_invitation',
        authorization: 'Bearer admins-token',
        body: { email: 'new.admin@example.com' },
      },
      {
        path: `/auth/v1/invite?redirect_to=${encodeURIComponent('https://greenleaf.example/auth')}`,
        authorization: 'Bearer service-key',
        body: { email: 'new.admin@example.com' },
      },
    ])
  },
)

withApi('says when the database removed an unconfirmed sign-up with the address', async (api) => {
  api.answers.rpc = () =>
    Response.json({ expires_at: '2026-12-06T10:00:00+00:00', removed_unconfirmed_account: true })
  const { status, body } = await call(envFor(api), invite())
  assert.equal(status, 200)
  assert.deepEqual(body, {
    email: 'new.admin@example.com',
    expires_at: '2026-12-06T10:00:00+00:00',
    removed_unconfirmed_account: true,
  })
})

withApi("the operator's service-role key goes to the database, which decides", async (api) => {
  const { status } = await call(envFor(api), {
    ...invite('first.admin@example.com', 'service-key'),
    body: JSON.stringify({
      email: 'first.admin@example.com',
      redirect_to: 'https://greenleaf.example/auth',
    }),
  })
  assert.equal(status, 200)
  assert.deepEqual(
    api.calls.map((c) => [c.path, c.authorization]),
    [
      ['/rest/v1/rpc/create_admin_invitation', 'Bearer service-key'],
      [
        `/auth/v1/invite?redirect_to=${encodeURIComponent('https://greenleaf.example/auth')}`,
        'Bearer service-key',
      ],
    ],
  )
})

withApi("GoTrue's e-mail rate limit is a 429 the admin can read", async (api) => {
  api.answers.invite = () =>
    Response.json(
      { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' },
      {
        status: 429,
      },
    )
  assert.deepEqual(await call(envFor(api), invite()).then((r) => [r.status, r.body]), [
    429,
    { error: inviteAnswers.rateLimited },
  ])
})

withApi('an address confirmed since the check is refused as an existing account', async (api) => {
  api.answers.invite = () =>
    Response.json(
      {
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      },
      {
        status: 422,
      },
    )
  const { status, body } = await call(envFor(api), invite())
  assert.equal(status, 409)
  assert.deepEqual(body, { error: inviteAnswers.accountExists })
})

withApi('a failure of GoTrue or the database is a 502 that says why', async (api) => {
  api.answers.invite = () => new Response('<html>Bad gateway</html>', { status: 500 })
  assert.deepEqual(await call(envFor(api), invite()).then((r) => [r.status, r.body]), [
    502,
    { error: inviteAnswers.failed('<html>Bad gateway</html>') },
  ])
  api.answers.rpc = () => Response.json({ code: 'XX000', message: 'disk full' }, { status: 500 })
  assert.deepEqual(await call(envFor(api), invite()).then((r) => [r.status, r.body]), [
    502,
    { error: inviteAnswers.failed('disk full') },
  ])
})

Deno.test('an unreachable API is a 502', async () => {
  const api = startApiStandIn()
  const env = envFor(api)
  await api.close()
  const { status, body } = await call(env, invite())
  assert.equal(status, 502)
  assert.match(body.error, /^The invitation could not be sent: /)
})

withApi('checks before any call: method, CORS, configuration, token and address', async (api) => {
  const env = envFor(api)
  const preflight = await call(env, { method: 'OPTIONS' })
  assert.equal(preflight.status, 204)
  assert.match(preflight.headers.get('Access-Control-Allow-Headers') ?? '', /authorization/)
  assert.equal((await call(env, { method: 'GET' })).status, 405)
  const unconfigured = await call({ ...env, SITE_URL: ' ' }, invite())
  assert.deepEqual([unconfigured.status, unconfigured.body.missing], [500, ['SITE_URL']])
  assert.deepEqual(REQUIRED_ENV, [
    'SUPABASE_URL',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SITE_URL',
  ])
  assert.deepEqual(
    await call(env, { method: 'POST', body: '{}' }).then((r) => [r.status, r.body]),
    [401, { error: inviteAnswers.signInRequired }],
  )
  for (const body of ['not json', '{"email":"no-at-sign"}', '[]']) {
    const answer = await call(env, { ...invite(), body })
    assert.deepEqual([answer.status, answer.body], [400, { error: inviteAnswers.invalidEmail }])
  }
  assert.equal(api.calls.length, 0)
})
