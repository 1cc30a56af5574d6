// An HTTP POST from a chosen local address. Every 127.0.0.0/8 address reaches a server on
// 127.0.0.1, so tests and the benchmark can act as many distinct clients from one machine
// (fetch cannot choose its source address).
import { request } from 'node:http'

export function postJsonFrom(
  url: string,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}
