import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { isLoopbackHost, misdirectedMessage, MISDIRECTED_STATUS } from './host-check.ts'
import { HttpError, readBody, sendJson } from './http.ts'
import { escapeHtml } from '../../supabase/functions/_shared/mail-text.ts'
import type { MailOutbox, OutboxAttachment, OutboxMessage } from './mail-outbox.ts'

/** A DELETE body lists message IDs; 64 KB holds well over a thousand of them. */
const DELETE_BODY_LIMIT = 64 * 1024

/**
 * Serves the subset of Mailpit's API in reference D.1 (with a message's attachments, listed and
 * downloaded by part), plus a plain page for people.
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
  const part = /^\/api\/v1\/message\/([^/]+)\/part\/([^/]+)$/.exec(path)
  if (part && method === 'GET') {
    const message = outbox.get(decodeId(part[1] ?? ''))
    if (!message) return sendText(res, 404, 'message not found')
    const file = message.Attachments.find((a) => a.PartID === decodeId(part[2] ?? ''))
    if (!file) return sendText(res, 404, 'part not found')
    return sendAttachment(res, file)
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
    Attachments: m.Attachments.length,
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
    Attachments: m.Attachments.map(({ PartID, FileName, ContentType, Size }) => ({
      PartID,
      FileName,
      ContentType,
      Size,
    })),
  }
}

/** The boundary of a message's multipart/mixed source: its ID cannot occur in a base64 part. */
const boundaryOf = (m: OutboxMessage) => `mixed-${m.ID}`

function headersOf(m: OutboxMessage): Record<string, string[]> {
  const html = 'text/html; charset=UTF-8'
  return {
    From: [`${m.From.Name} <${m.From.Address}>`],
    To: m.To.map((a) => a.Address),
    Subject: [m.Subject],
    Date: [new Date(m.Created).toUTCString()],
    'Message-Id': [`<${m.MessageID}>`],
    ...(m.Attachments.length
      ? {
          'MIME-Version': ['1.0'],
          'Content-Type': [`multipart/mixed; boundary="${boundaryOf(m)}"`],
        }
      : { 'Content-Type': [html] }),
  }
}

/** A file name as a quoted header parameter: no quote, backslash or line break. */
function quotedFileName(name: string): string {
  return `"${name.replace(/["\\\r\n]/g, '_')}"`
}

/** The source as a mail service would write it: the HTML, then each attachment in base64. */
function rawSource(m: OutboxMessage): string {
  const lines = Object.entries(headersOf(m)).map(
    ([name, values]) => `${name}: ${values.join(', ')}`,
  )
  const head = lines.join('\r\n')
  if (!m.Attachments.length) return `${head}\r\n\r\n${m.HTML}`
  const boundary = boundaryOf(m)
  const parts = [
    `Content-Type: text/html; charset=UTF-8\r\n\r\n${m.HTML}`,
    ...m.Attachments.map(
      (file) =>
        `Content-Type: ${file.ContentType}\r\n` +
        `Content-Disposition: attachment; filename=${quotedFileName(file.FileName)}\r\n` +
        'Content-Transfer-Encoding: base64\r\n\r\n' +
        (
          Buffer.from(file.Content, 'utf8')
            .toString('base64')
            .match(/.{1,76}/g) ?? []
        ).join('\r\n'),
    ),
  ]
  return (
    `${head}\r\n\r\n` +
    parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') +
    `--${boundary}--\r\n`
  )
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

/** Where a message's attachment downloads from. */
const partUrl = (m: OutboxMessage, file: OutboxAttachment) =>
  `/api/v1/message/${encodeURIComponent(m.ID)}/part/${encodeURIComponent(file.PartID)}`

function indexPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map((m) => {
      const files = m.Attachments.map(
        (file) =>
          `<a href="${escapeHtml(partUrl(m, file))}" download="${escapeHtml(file.FileName)}">` +
          `${escapeHtml(file.FileName)}</a>`,
      ).join('<br>')
      return (
        `<tr><td>${escapeHtml(m.Created)}</td><td>${escapeHtml(m.To[0]?.Address ?? '')}</td>` +
        `<td><a href="/view/${m.ID}">${escapeHtml(m.Subject)}</a></td><td>${files}</td></tr>`
      )
    })
    .join('')
  return `<!doctype html><meta charset="utf-8"><title>Local mail outbox</title>
<h1>Local mail outbox</h1><p>${messages.length} message(s), newest first. Reload to refresh.</p>
<table border="1" cellpadding="6"><tr><th>Sent</th><th>To</th><th>Subject</th><th>Attachments</th></tr>${rows}</table>`
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(text)
}

/** A download, never a page: its own Content-Type, as a file, and not sniffed as anything else. */
function sendAttachment(res: ServerResponse, file: OutboxAttachment) {
  res.writeHead(200, {
    'Content-Type': file.ContentType,
    'Content-Disposition': `attachment; filename=${quotedFileName(file.FileName)}`,
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(file.Content)
}

function sendHtml(res: ServerResponse, html: string) {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end(html)
}
