// A database that cannot be reached is a 503 with a fixed message, never a Postgres error
// with the driver's text (which names the host and port).
import type { ServerResponse } from 'node:http'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DbError, DbUnavailableError, toDbError } from '../db/connection.ts'
import { sendRestError } from '../server/rest-errors.ts'
import { startBackend, type Backend } from '../server/start-backend.ts'
import { START_TIMEOUT, targets } from '../../test-support/backend/in-process.ts'

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:6543'), { code: 'ECONNREFUSED' })

describe('driver errors at the database boundary', () => {
  it('keeps SQLSTATEs as DbError and turns connection failures into DbUnavailableError', () => {
    const sql = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'k' })
    expect(toDbError(sql)).toMatchObject({ name: 'DbError', code: '23505', constraint: 'k' })
    expect(toDbError(refused())).toBeInstanceOf(DbUnavailableError)
    expect(toDbError(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(
      DbUnavailableError,
    )
    // A Node error code is not a SQLSTATE, and an unrelated one passes through untouched.
    const other = Object.assign(new Error('bad argument'), { code: 'ERR_INVALID_ARG_TYPE' })
    expect(toDbError(other)).toBe(other)
    expect(toDbError(other)).not.toBeInstanceOf(DbError)
  })

  it('answers REST with 503 PGRST001 without the host or port', () => {
    const sent: { status?: number; body?: string } = {}
    const res = {
      writeHead: (status: number) => void (sent.status = status),
      end: (body: string) => void (sent.body = body),
    } as unknown as ServerResponse
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    sendRestError(res, toDbError(refused()), true)
    logged.mockRestore()
    expect(sent.status).toBe(503)
    expect(JSON.parse(sent.body ?? '')).toMatchObject({ code: 'PGRST001' })
    expect(sent.body).not.toMatch(/10\.1\.2\.3|6543|ECONNREFUSED/)
  })
})

/** A TCP relay in front of the test server that can be cut, like a database going away. */
async function relay(target: URL) {
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a)
      a.on('error', () => b.destroy())
      a.on('close', () => b.destroy())
      a.pipe(b)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return {
    port,
    cut: () => {
      server.close()
      for (const socket of sockets) socket.destroy()
    },
  }
}

const server = targets().find((t) => t.name === 'postgres')

describe.runIf(server)('a Postgres server that goes away', () => {
  let backend: Backend
  let stop: () => Promise<void>
  let cut: () => void
  let port: number

  beforeAll(async () => {
    const { databaseUrl, cleanup, ...options } = await server!.options()
    const url = new URL(databaseUrl!)
    ;({ port, cut } = await relay(new URL(url)))
    url.port = String(port)
    backend = await startBackend({ ...options, port: 0, databaseUrl: url.toString() })
    stop = async () => {
      await backend.stop()
      await cleanup?.()
    }
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  it('gets 503 from REST and auth, with no host or port in the answer', async () => {
    const headers = { apikey: backend.serviceRoleKey, 'X-Supabase-Api-Version': '2024-01-01' }
    const rest = () => fetch(`${backend.url}/rest/v1/user_roles?select=role`, { headers })
    expect((await rest()).status).toBe(200)
    cut()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await rest()
      const body = await response.text()
      expect(response.status).toBe(503)
      expect(JSON.parse(body)).toMatchObject({ code: 'PGRST001' })
      expect(body).not.toContain(String(port))
      const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: backend.adminEmail, password: backend.adminPassword }),
      })
      const authBody = await signIn.text()
      expect(signIn.status).toBe(503)
      expect(JSON.parse(authBody)).toMatchObject({ code: 'unexpected_failure' })
      expect(authBody).not.toContain(String(port))
    } finally {
      logged.mockRestore()
    }
  })
})
