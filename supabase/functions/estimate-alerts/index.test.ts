// The entry point as deployed: `deno run index.ts` in a child process, configured by environment
// variables only, answering over HTTP. PORT=0 (local runs only) picks a free port.
import assert from 'node:assert/strict'
import { startFakeEmailApi, startFakePostgrest } from './test-servers.ts'

const INDEX = new URL('./index.ts', import.meta.url).pathname

async function startFunction(env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '--no-remote', '--no-lock', '--allow-net', '--allow-env', INDEX],
    clearEnv: true,
    env: {
      PATH: Deno.env.get('PATH') ?? '',
      HOME: Deno.env.get('HOME') ?? '',
      ...(Deno.env.get('DENO_DIR') ? { DENO_DIR: Deno.env.get('DENO_DIR')! } : {}),
      DENO_NO_UPDATE_CHECK: '1',
      PORT: '0',
      ...env,
    },
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn()
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader()
  let output = ''
  let url: string | undefined
  while (!url) {
    const { value, done } = await lines.read()
    if (done) throw new Error(`the function exited before listening: ${output}`)
    output += value
    url = /Listening on (http:\/\/\S+)/.exec(output)?.[1]
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  const drained = (async () => {
    while (!(await lines.read()).done);
  })()
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await child.status
      await drained
    },
  }
}

Deno.test('index.ts serves the handler with the configuration from its environment', async () => {
  const db = startFakePostgrest()
  const mail = startFakeEmailApi()
  const alert = db.enqueue()
  const fn = await startFunction({
    SUPABASE_URL: db.url,
    SUPABASE_SERVICE_ROLE_KEY: db.serviceRoleKey,
    ALERT_EMAIL_API_KEY: 're_test_key',
    ALERT_EMAIL_FROM: 'Greenleaf Website <alerts@greenleaf.example>',
    ALERT_EMAIL_API_URL: mail.url,
    SITE_URL: 'https://greenleaf.example',
    ALERT_CRON_SECRET: 'cron-secret-123',
  })
  try {
    const refused = await fetch(fn.url, { method: 'POST' })
    assert.equal(refused.status, 401)
    await refused.body?.cancel()

    const response = await fetch(fn.url, {
      method: 'POST',
      headers: { Authorization: 'Bearer cron-secret-123', 'Content-Type': 'application/json' },
      body: '{}',
    })
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { claimed: 1, delivered: 1, failed: 0 })
    assert.ok(alert.deliveredAt)
    assert.equal(mail.sent.length, 1)
    assert.equal(mail.sent[0]!.body.from, 'Greenleaf Website <alerts@greenleaf.example>')
  } finally {
    await fn.stop()
    await Promise.all([db.close(), mail.close()])
  }
})

Deno.test('index.ts without its configuration answers 500 naming what is missing', async () => {
  const fn = await startFunction({})
  try {
    const response = await fetch(fn.url, { method: 'POST' })
    assert.equal(response.status, 500)
    const body = await response.json()
    assert.deepEqual(body.missing, [
      'SUPABASE_URL',
      'SUPABASE_SERVICE_ROLE_KEY',
      'ALERT_EMAIL_API_KEY',
      'ALERT_EMAIL_FROM',
      'SITE_URL',
    ])
  } finally {
    await fn.stop()
  }
})
