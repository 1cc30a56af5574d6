import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { isLoopbackHost, misdirectedMessage, MISDIRECTED_STATUS } from './host-check.ts'
import { HttpError, readBody, sendJson } from './http.ts'
import { escapeHtml } from '../../supabase/functions/_shared/mail-text.ts'
import type { MailOutbox, OutboxMessage } from './mail-outbox.ts'

/** A DELETE body lists message IDs; 64 KB holds well over a thousand of them. */
const DELETE_BODY_LIMIT = 64 * 1024

/**
 * Serves the subset of Mailpit's API in reference D.1, plus a plain page for people.
 * Deliberately no CORS headers: the mails hold sign-in and recovery links, and with
 * `Access-Control-Allow-Origin: *` any web page open in the developer's browser could read
 * them. Tests and scripts call it from Node, where CORS does not apply.
 */
export function createOutboxServer(outbox: MailOutbox): Server {
  return createServer((req, res) => {
    // Recovery links must not be readable by a page that re-points its domain here.
    if (!isLoopbackHost(req.headers.host)) {
      return sendText(res, MISDIRECTED_STATUS, misdirectedMessage(req.headers.host))
    }
    handleOutbox(outbox, req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.end()
      if (error instanceof HttpError) return sendText(res, error.status, error.message)
      sendJson(res, 500, { Error: 'internal error' })
    })
  })
}

async function handleOutbox(outbox: MailOutbox, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const query = url.searchParams.get('query') ?? ''
  const method = req.method ?? 'GET'

  if (path === '/api/v1/messages' && method === 'GET') return sendList(res, outbox, '', url)
  if (path === '/api/v1/search' && method === 'GET') return sendList(res, outbox, query, url)
  if (path === '/api/v1/search' && method === 'DELETE') {
    outbox.delete(outbox.list(query).map((m) => m.ID))
    return sendText(res, 200, 'ok')
  }
  if (path === '/api/v1/messages' && method === 'DELETE') {
    outbox.delete(await readIds(req))
    return sendText(res, 200, 'ok')
  }
  const match = /^\/api\/v1\/message\/([^/]+)(\/raw|\/headers)?$/.exec(path)
  if (match && method === 'GET') {
    const message = outbox.get(decodeId(match[1] ?? ''))
    if (!message) return sendText(res, 404, 'message not found')
    message.Read = true
    if (match[2] === '/raw') return sendText(res, 200, rawSource(message))
    if (match[2] === '/headers') return sendJson(res, 200, headersOf(message))
    return sendJson(res, 200, detail(message))
  }
  const view = /^\/view\/([^/]+)$/.exec(path)
  if (view && method === 'GET') {
    const message = outbox.get(decodeId(view[1] ?? ''))
    if (!message) return sendText(res, 404, 'message not found')
    message.Read = true
    return sendHtml(res, message.HTML)
  }
  if (path === '/' && method === 'GET') return sendHtml(res, indexPage(outbox.list()))
  sendText(res, 404, 'not found')
}

/** A bad percent-encoding matches no message (404) instead of throwing. */
function decodeId(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function sendList(res: ServerResponse, outbox: MailOutbox, query: string, url: URL) {
  const all = outbox.list(query)
  const start = Math.max(0, Number(url.searchParams.get('start')) || 0)
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || 50)
  const page = all.slice(start, start + limit)
  const unread = all.filter((m) => !m.Read).length
  sendJson(res, 200, {
    total: all.length,
    unread,
    count: page.length,
    messages_count: all.length,
    messages_unread: unread,
    start,
    tags: [],
    messages: page.map(summary),
  })
}

function summary(m: OutboxMessage) {
  const { ID, MessageID, Read, From, To, Subject, Created, Size } = m
  const snippet = m.HTML.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 250)
  return {
    ID,
    MessageID,
    Read,
    From,
    To,
    Cc: [],
    Bcc: [],
    ReplyTo: m.ReplyTo,
    Subject,
    Created,
    Username: '',
    Tags: [],
    Size,
    Attachments: 0,
    Snippet: snippet,
  }
}

function detail(m: OutboxMessage) {
  const { ID, MessageID, From, To, Subject, HTML, Text, Size } = m
  return {
    ID,
    MessageID,
    From,
    To,
    Cc: [],
    Bcc: [],
    ReplyTo: m.ReplyTo,
    ReturnPath: From.Address,
    Subject,
    ListUnsubscribe: {},
    Date: m.Created,
    Tags: [],
    Username: '',
    Text,
    HTML,
    Size,
    Inline: [],
    Attachments: [],
  }
}

function headersOf(m: OutboxMessage): Record<string, string[]> {
  return {
    From: [`${m.From.Name} <${m.From.Address}>`],
    To: m.To.map((a) => a.Address),
    Subject: [m.Subject],
    Date: [new Date(m.Created).toUTCString()],
    'Message-Id': [`<${m.MessageID}>`],
    'Content-Type': ['text/html; charset=UTF-8'],
  }
}

function rawSource(m: OutboxMessage): string {
  const lines = Object.entries(headersOf(m)).map(
    ([name, values]) => `${name}: ${values.join(', ')}`,
  )
  return `${lines.join('\r\n')}\r\n\r\n${m.HTML}`
}

async function readIds(req: IncomingMessage): Promise<string[] | undefined> {
  const text = await readBody(req, DELETE_BODY_LIMIT)
  try {
    const parsed = JSON.parse(text || '{}') as { IDs?: unknown }
    return Array.isArray(parsed.IDs) ? parsed.IDs.map(String) : undefined
  } catch {
    return undefined
  }
}

function indexPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.Created)}</td><td>${escapeHtml(m.To[0]?.Address ?? '')}</td>` +
        `<td><a href="/view/${m.ID}">${escapeHtml(m.Subject)}</a></td></tr>`,
    )
    .join('')
  return `<!doctype html><meta charset="utf-8"><title>Local mail outbox</title>
<h1>Local mail outbox</h1><p>${messages.length} message(s), newest first. Reload to refresh.</p>
<table border="1" cellpadding="6"><tr><th>Sent</th><th>To</th><th>Subject</th></tr>${rows}</table>`
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(text)
}

function sendHtml(res: ServerResponse, html: string) {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end(html)
}
