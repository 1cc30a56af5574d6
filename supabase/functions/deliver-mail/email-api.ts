// SendMail over an HTTP e-mail API in Resend's shape: POST {from, to, subject, text, html} with
// a Bearer key and the mail's Idempotency-Key header (https://resend.com/docs/dashboard/emails/idempotency-keys:
// a repeat within 24 hours answers as the first without sending again), reply_to for a
// homeowner's mail, and attachments ({filename, content in base64, content_type}) when the mail
// has any. Any answer but 2xx, or no answer, throws, so the mail is failed and retried.
import {
  MAIL_SEND_TIMEOUT_MS,
  type MailAttachment,
  type MailSender,
  type SendMail,
} from '../_shared/mail-outbox.ts'

export const RESEND_API_URL = 'https://api.resend.com/emails'

export interface EmailApiOptions {
  /** Default: Resend's https://api.resend.com/emails (ALERT_EMAIL_API_URL). */
  apiUrl?: string
  /** ALERT_EMAIL_API_KEY */
  apiKey: string
  /**
   * The From of each sender: ALERT_EMAIL_FROM for the office's alerts (e.g. 'Greenleaf Website
   * <alerts@example.com>'), OFFICE_EMAIL_FROM for the homeowners' mails (e.g. 'Greenleaf
   * Landscaping <office@example.com>').
   */
  from: Record<MailSender, string>
  /** Milliseconds before a send is given up (default MAIL_SEND_TIMEOUT_MS, which the claim's lease counts). */
  timeoutMs?: number
}

/**
 * The e-mail address of a From: 'office@x.example' of 'Greenleaf Landscaping <office@x.example>',
 * a bare address as it is.
 */
export function fromAddress(from: string): string {
  return /<([^<>]*)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim()
}

/** Base64 of a text's UTF-8 bytes, with btoa (Deno and Node alike). */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  // In chunks: spreading a whole large array into one call can overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/** An attachment as Resend takes it. */
function apiAttachment(attachment: MailAttachment) {
  return {
    filename: attachment.filename,
    content: base64OfText(attachment.content),
    content_type: attachment.contentType,
  }
}

/** The start of an answer's body, on one line: enough to tell why, never a whole page. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim()
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}

export function createEmailApiSender(options: EmailApiOptions): SendMail {
  const url = options.apiUrl || RESEND_API_URL
  const timeoutMs = options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS
  return async (mail) => {
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': mail.idempotencyKey,
        },
        body: JSON.stringify({
          from: options.from[mail.from],
          to: mail.to,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.attachments?.length ? { attachments: mail.attachments.map(apiAttachment) } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`E-mail API could not be reached: ${reason}`)
    }
    const body = await response.text().catch(() => '')
    if (!response.ok) {
      const detail = excerpt(body)
      throw new Error(`E-mail API answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`)
    }
  }
}
