import { randomUUID } from 'node:crypto'
import type { MailAttachment } from '../../supabase/functions/_shared/mail-outbox.ts'

export type Address = { Name: string; Address: string }

/** A file a message carries, as Mailpit lists it, with its text for the part's download. */
export type OutboxAttachment = {
  /** The MIME part's number in the raw source: '2' for the first after the body. */
  PartID: string
  FileName: string
  ContentType: string
  /** Bytes of the file (its UTF-8 text). */
  Size: number
  Content: string
}

export type OutboxMessage = {
  ID: string
  MessageID: string
  Read: boolean
  From: Address
  To: Address[]
  /** Where answers go: the office's mailbox, for a homeowner's mail. */
  ReplyTo: Address[]
  Subject: string
  Created: string
  HTML: string
  Text: string
  Size: number
  Attachments: OutboxAttachment[]
}

export type Mail = {
  to: string
  subject: string
  html: string
  text?: string
  from?: Address
  replyTo?: string
  attachments?: MailAttachment[]
  /** A mail service's Idempotency-Key: a second send with a known key adds no message. */
  idempotencyKey?: string
}

const FROM: Address = { Name: 'Supabase Auth', Address: 'admin@email.com' }

/** In-memory mail store: what GoTrue would hand to Mailpit locally. */
export class MailOutbox {
  private messages: OutboxMessage[] = []
  /** Keys seen, oldest first, with the message each one sent; kept when messages are deleted. */
  private readonly sentByKey = new Map<string, OutboxMessage>()

  /** Keeps the newest `limit` messages (and keys), so a long-running backend's memory stays bounded. */
  constructor(private readonly limit = 500) {}

  send(mail: Mail): OutboxMessage {
    const key = mail.idempotencyKey
    const known = key === undefined ? undefined : this.sentByKey.get(key)
    if (known) return known
    const id = randomUUID()
    const attachments = (mail.attachments ?? []).map((file, index): OutboxAttachment => ({
      PartID: String(index + 2),
      FileName: file.filename,
      ContentType: file.contentType,
      Size: Buffer.byteLength(file.content),
      Content: file.content,
    }))
    const message: OutboxMessage = {
      ID: id,
      MessageID: `${id}@local`,
      Read: false,
      From: mail.from ?? FROM,
      To: [{ Name: '', Address: mail.to }],
      ReplyTo: mail.replyTo ? [{ Name: '', Address: mail.replyTo }] : [],
      Subject: mail.subject,
      Created: new Date().toISOString(),
      HTML: mail.html,
      Text: mail.text ?? '',
      Size: attachments.reduce((size, file) => size + file.Size, Buffer.byteLength(mail.html)),
      Attachments: attachments,
    }
    this.messages.unshift(message)
    if (this.messages.length > this.limit) this.messages.length = this.limit
    if (key !== undefined) {
      this.sentByKey.set(key, message)
      if (this.sentByKey.size > this.limit) {
        this.sentByKey.delete(this.sentByKey.keys().next().value!)
      }
    }
    return message
  }

  /** Newest first; `query` supports Mailpit's `to:ADDRESS` and free text in the subject. */
  list(query = ''): OutboxMessage[] {
    const to = /(?:^|\s)to:"?([^\s"]+)"?/i.exec(query)?.[1]?.toLowerCase()
    const text = query
      .replace(/(?:^|\s)to:"?[^\s"]+"?/gi, '')
      .trim()
      .toLowerCase()
    return this.messages.filter(
      (m) =>
        (!to || m.To.some((a) => a.Address.toLowerCase() === to)) &&
        (!text || m.Subject.toLowerCase().includes(text)),
    )
  }

  get(id: string): OutboxMessage | undefined {
    return id === 'latest' ? this.messages[0] : this.messages.find((m) => m.ID === id)
  }

  delete(ids?: string[]): void {
    this.messages = ids?.length ? this.messages.filter((m) => !ids.includes(m.ID)) : []
  }
}
