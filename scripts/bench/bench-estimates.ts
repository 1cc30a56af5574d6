// The estimate-request burst: many visitors at once, each from its own network address and
// e-mail address, against a fresh local backend. Prints how many requests were sent, stored,
// alerted and acknowledged (all four should be equal), the latency of a send, and the time from a
// send to its acknowledgement in the outbox.
import { startBackend } from '../../backend/server/start-backend'
import { postJsonFrom } from './post-from-address'
import { percentile } from './bench-table'

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

export async function benchEstimateBurst(count = 200, databaseUrl?: string) {
  const backend = await startBackend({ port: 0, mailPort: 0, databaseUrl })
  const marker = `burst-${Date.now()}`
  try {
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const sentAt = performance.now()
        const sentAtWall = Date.now()
        const response = await postJsonFrom(
          `${backend.url}/rest/v1/rpc/submit_estimate_request`,
          `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
          {
            first_name: 'Bench',
            last_name: `Visitor ${i}`,
            email: `${marker}-${i}@example.com`,
            phone: '916 555 0100',
            service: 'lawn-maintenance',
            source_page: '/sacramento-lawn-care',
          },
          { apikey: backend.anonKey },
        )
        return {
          status: response.status,
          ms: performance.now() - sentAt,
          sentAtWall,
          email: `${marker}-${i}@example.com`,
        }
      }),
    )
    const burstMs = performance.now() - started
    const sent = results.filter((result) => result.status === 200).length
    const service = {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
    }
    const stored = async () => {
      const response = await fetch(
        `${backend.url}/rest/v1/contact_submissions?select=id&email=like.${marker}-*`,
        { headers: { ...service, Prefer: 'count=exact' } },
      )
      return Number(response.headers.get('content-range')?.split('/')[1] ?? 0)
    }
    const alerted = () =>
      backend.outbox.list(`to:${backend.adminEmail}`).filter((m) => m.Text.includes(marker)).length
    const allAlerted = await waitFor(async () => alerted() >= sent, 60_000)
    const alertedMs = performance.now() - started
    // The homeowner's acknowledgement: one mail to each sender, timed from their send.
    const acknowledgementOf = (email: string) =>
      backend.outbox.list(`to:${email}`).find((m) => m.Subject.startsWith('We have your'))
    await waitFor(async () => results.every((r) => acknowledgementOf(r.email)), 60_000)
    const acknowledgedMs = results
      .map((r) => {
        const mail = acknowledgementOf(r.email)
        return mail ? new Date(mail.Created).getTime() - r.sentAtWall : undefined
      })
      .filter((ms): ms is number => ms !== undefined)
      .sort((a, b) => a - b)
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b)
    console.log(
      `\nEstimate burst: ${count} concurrent requests, distinct client and e-mail addresses (${databaseUrl ? 'Postgres' : 'PGlite'})`,
    )
    console.log(
      `  sent ${sent}, stored ${await stored()}, alerted ${alerted()}, acknowledged ${acknowledgedMs.length}`,
    )
    console.log(
      `  latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; burst ${burstMs.toFixed(0)} ms; all alerts ${allAlerted ? `in ${alertedMs.toFixed(0)} ms` : 'NOT delivered within 60 s'}`,
    )
    if (acknowledgedMs.length) {
      console.log(
        `  send to acknowledgement in the outbox: p50 ${percentile(acknowledgedMs, 50).toFixed(0)} ms, p99 ${percentile(acknowledgedMs, 99).toFixed(0)} ms, max ${acknowledgedMs.at(-1)!.toFixed(0)} ms`,
      )
    }
    const refused = results.filter((result) => result.status !== 200)
    if (refused.length) console.log(`  refused: ${refused.map((r) => r.status).join(', ')}`)
  } finally {
    await backend.stop()
  }
}
