// The local backend's mail outbox, read through its Mailpit-style API as a person reads mail.
import type { Backend } from '../backend/server/start-backend.ts'
import { pollUntil } from './poll.ts'

type Outbox = Pick<Backend, 'mailUrl'>

export interface Mail {
  ID: string
  Subject: string
  Text: string
  HTML: string
  /** The files attached (a visit's invitation.ics), each fetched by `attachmentOf`. */
  Attachments: { PartID: string; FileName: string; ContentType: string; Size: number }[]
}

/**
 * The newest mail a Mailpit search finds (`to:someone@example.com`, plus words) whose text
 * contains `text`, or undefined while there is none yet.
 */
export async function findMail(
  backend: Outbox,
  query: string,
  text = '',
): Promise<Mail | undefined> {
  const search = `${backend.mailUrl}/api/v1/search?query=${encodeURIComponent(query)}`
  const { messages } = (await (await fetch(search)).json()) as { messages: { ID: string }[] }
  for (const { ID } of messages) {
    const response = await fetch(`${backend.mailUrl}/api/v1/message/${encodeURIComponent(ID)}`)
    const mail = (await response.json()) as Mail
    if (mail.Text.includes(text)) return mail
  }
  return undefined
}

/** A mail's attachment by its file name, downloaded as a person would: its type and its text. */
export async function attachmentOf(
  backend: Outbox,
  mail: Mail,
  fileName: string,
): Promise<{ contentType: string; text: string }> {
  const part = mail.Attachments.find((attachment) => attachment.FileName === fileName)
  if (!part) throw new Error(`no ${fileName} attached to "${mail.Subject}"`)
  const response = await fetch(
    `${backend.mailUrl}/api/v1/message/${encodeURIComponent(mail.ID)}/part/${encodeURIComponent(part.PartID)}`,
  )
  if (!response.ok) throw new Error(`${fileName}: HTTP ${response.status}`)
  return { contentType: response.headers.get('content-type') ?? '', text: await response.text() }
}

/**
 * The auth link (`…/auth/v1/verify?…`) in the newest mail to `email`. Waits for the mail to
 * arrive: the app under test may still be sending it when the test asks.
 */
export async function mailLink(backend: Outbox, email: string): Promise<string> {
  const mail = await pollUntil(() => findMail(backend, `to:${email}`), {
    message: `no mail to ${email}`,
  })
  const href = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(mail.HTML)?.[1]
  if (!href) throw new Error(`no verify link in the mail to ${email}`)
  return href.replaceAll('&amp;', '&')
}

/** Follows a mail link without a browser: a 303 with the session (or the error) in the fragment. */
export async function followLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  const fragment = new URLSearchParams(location.split('#')[1] ?? '')
  return { status: response.status, location, fragment }
}
