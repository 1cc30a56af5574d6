// An estimate request over HTTP as a browser sends it: the database sees the client's real
// address (not one the client claims), the per-client ceiling answers 429, and the alert reaches
// the local mail outbox without anyone asking for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJsonFrom } from '../../scripts/bench/post-from-address.ts'
import type { Backend } from '../server/start-backend.ts'
import { findMail } from '../../test-support/outbox.ts'
import { statelessClient, uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const form = {
  first_name: 'Noor',
  last_name: 'Haddad',
  phone: '916-555-0190',
  service: 'sod-installation',
  source_page: '/rocklin-sod-installation',
}

/** Sends the form from a chosen loopback address, as a distinct client would. */
const rpcFrom = (
  backend: Backend,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  postJsonFrom(`${backend.url}/rest/v1/rpc/submit_estimate_request`, localAddress, body, {
    apikey: backend.anonKey,
    ...headers,
  })

describe.each(targets())('estimate requests over HTTP ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const storedAddress = async (email: string) => {
    const { data } = await statelessClient(backend, backend.serviceRoleKey)
      .from('contact_submissions')
      .select('client_address')
      .eq('email', email)
    return data?.[0]?.client_address
  }

  it('records the socket address, whatever address headers the client sends', async () => {
    const email = uniqueEmail('spoof')
    const sent = await rpcFrom(
      backend,
      '127.0.0.5',
      { ...form, email },
      {
        'x-real-ip': '203.0.113.9',
        'cf-connecting-ip': '203.0.113.9',
        'x-forwarded-for': '1.2.3.4',
      },
    )
    expect(sent.status).toBe(200)
    expect(await storedAddress(email)).toBe('127.0.0.5')
  })

  it('answers the eleventh request from one address in an hour with 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await rpcFrom(backend, '127.0.0.6', { ...form, email: uniqueEmail() })).status)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const refused = await rpcFrom(backend, '127.0.0.6', { ...form, email: uniqueEmail() })
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'PT429',
      message: 'Too many requests from this network. Please call us or try again later.',
    })
    // Other visitors are not held back.
    expect((await rpcFrom(backend, '127.0.0.7', { ...form, email: uniqueEmail() })).status).toBe(
      200,
    )
  })

  it('mails the admin about a new request at once', async () => {
    const email = uniqueEmail('alert')
    const sent = await statelessClient(backend).rpc('submit_estimate_request', {
      ...form,
      email,
      message: 'Front yard, about 800 sq ft.',
    })
    expect(sent.error).toBeNull()
    await expect
      .poll(() => findMail(backend, `to:${backend.adminEmail}`, email))
      .toMatchObject({
        Subject: expect.stringMatching(
          /^New estimate request \w{4}-\w{4}: Sod Installation from Noor Haddad$/,
        ),
      })
  })

  it('answers a one-column table function with objects, as PostgREST does', async () => {
    const listed = await statelessClient(backend, backend.serviceRoleKey).rpc(
      'list_estimate_alert_recipients',
    )
    expect(listed.error).toBeNull()
    expect(listed.data).toEqual([{ email: backend.adminEmail }])
  })
})
