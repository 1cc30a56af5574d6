// The e-mail API the deliver-mail function sends to, in Resend's shape (POST /emails, JSON
// with a Bearer key), as a local HTTP server: the one service no test can reach for real. Both
// runtimes import it: the function's Deno tests and the Node suites. So node: built-ins only
// (Deno has them too) and no npm packages.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SentMail {
  authorization: string | undefined
  contentType: string | undefined
  idempotencyKey: string | undefined
  body: {
    from: string
    to: string[]
    reply_to?: string
    subject: string
    text: string
    html: string
    attachments?: { filename: string; content: string; content_type: string }[]
  }
}

/** An HTTP answer, or 'no answer': the connection is dropped, as by a service that is down. */
export type EmailApiAnswer = { status: number; body: string } | 'no answer'

export interface EmailApiStandIn {
  /** The endpoint, for ALERT_EMAIL_API_URL. */
  url: string
  /** Every mail received, in order, whatever the answer. */
  sent: SentMail[]
  /** The answer to each mail; acceptMail unless a test says otherwise. */
  respond: (mail: SentMail) => EmailApiAnswer
  close(): Promise<void>
}

/** What Resend answers a mail it takes: 200 with the mail's id. */
export const acceptMail = (): EmailApiAnswer => ({ status: 200, body: '{"id":"stand-in-mail-id"}' })

async function readText(req: IncomingMessage): Promise<string> {
  req.setEncoding('utf8')
  let text = ''
  for await (const chunk of req) text += chunk as string
  return text
}

export async function startEmailApiStandIn(): Promise<EmailApiStandIn> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/emails') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
        return
      }
      const mail: SentMail = {
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(await readText(req)) as SentMail['body'],
      }
      api.sent.push(mail)
      const answer = api.respond(mail)
      if (answer === 'no answer') {
        res.destroy()
        return
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const api: EmailApiStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    sent: [],
    respond: acceptMail,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Kept-alive connections would hold close() open until they time out.
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
  return api
}
