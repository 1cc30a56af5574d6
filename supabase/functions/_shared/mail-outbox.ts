// How the outbox's mails (private.mail_outbox, supabase/schemas/30_mail_outbox.sql) leave: claimed
// with what they need of their request, composed by kind, handed to a mail service, and marked
// delivered or failed. Shared, unchanged, by the deliver-mail Edge Function (Deno, production) and
// the local backend (Node): plain TypeScript with no runtime APIs, and imports with their .ts
// extension so both can load it.
import { composeAcknowledgementMail } from './acknowledgement-mail.ts'
import { composeDigestMail } from './alert-digest.ts'
import { composeAlertMail } from './alert-mail.ts'
import type { Database } from './database.types.ts'
import { office } from './office.ts'
import { composeReplyMail } from './reply-mail.ts'
import { composeReviewMail } from './review-mail.ts'
import { composeVisitMail } from './visit-mail.ts'

type ClaimRow = Database['public']['Functions']['claim_outbox_mails']['Returns'][number]
type RequestRow = Database['public']['Tables']['contact_submissions']['Row']
type RequestColumn = keyof ClaimRow & keyof RequestRow

/**
 * What a mail is: the office's alert of a new request, or a mail to the homeowner (their
 * acknowledgement, an admin's reply, the request for a review, an estimate visit scheduled, moved
 * or cancelled).
 */
export type MailKind = 'alert' | 'acknowledgement' | 'reply' | 'review' | 'visit'

/**
 * One row of `public.claim_outbox_mails()`. The generator types every column a function returns as
 * not null (Postgres records no nullability for them), so the request's columns take
 * contact_submissions' own types; recipient is null for an alert (it goes to the admins) and
 * digest_id null for a mail on its own. The others are never null: the mail's own not-null
 * columns, the request's id and created_at (`submitted_at`), and a count (`photo_count`, the
 * photos stored when it was claimed).
 */
export type ClaimedMail = Omit<
  ClaimRow,
  RequestColumn | 'kind' | 'recipient' | 'digest_id' | 'details' | 'sent_by_email'
> &
  Pick<RequestRow, RequestColumn> & {
    kind: MailKind
    recipient: string | null
    digest_id: ClaimRow['digest_id'] | null
    /**
     * A reply's subject and body, a visit's change (visit-mail.ts); null for the mails the product
     * words itself.
     */
    details: ClaimRow['details'] | null
    sent_by_email: string | null
  }

type MailId = ClaimedMail['mail_id']

/** The outbox functions of the database, called as service_role. */
export interface MailStore {
  /** Due mails, each held for `leaseSeconds` so no other sender mails it meanwhile. */
  claim(maxMails: number, leaseSeconds: number): Promise<ClaimedMail[]>
  /** The admins an alert goes to. */
  recipients(): Promise<string[]>
  /** Marks one mail delivered, or a digest's alerts together. */
  complete(mailIds: MailId[]): Promise<void>
  /** Records a failed try of one mail (or of a digest's alerts) and when to try again. */
  fail(mailIds: MailId[], error: string, retryInSeconds: number): Promise<void>
}

/** Who a mail is from: the website's alerts to the office, or the office to a homeowner. */
export type MailSender = 'alerts' | 'office'

/** A file a mail carries: its text (a visit's iCalendar invitation), sent base64-encoded. */
export interface MailAttachment {
  filename: string
  /** The file's Content-Type, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string
  /** The file's text, encoded as UTF-8 when sent. */
  content: string
}

/** A composed mail, before it gets its idempotency key. */
export interface AddressedMail {
  to: string[]
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

export interface OutgoingMail extends AddressedMail {
  from: MailSender
  /** Where the recipient's answer goes: the office's mailbox, for a homeowner's mail. */
  replyTo?: string
  /**
   * The same for every try of the same mail: a mail service that has seen it (Resend keeps keys
   * for 24 hours) answers as before without sending again. So a retry after a lost 'delivered'
   * mark never mails twice.
   */
  idempotencyKey: string
}

/** Hands one mail to a mail service; throws when the service refuses it or cannot be reached. */
export type SendMail = (mail: OutgoingMail) => Promise<void>

export interface DeliveryReport {
  claimed: number
  delivered: number
  failed: number
}

/** Milliseconds before a send to the e-mail API is given up. */
export const MAIL_SEND_TIMEOUT_MS = 10_000
/** Milliseconds before one call of the outbox functions (claim, complete, fail) is given up. */
export const MAIL_STORE_TIMEOUT_MS = 10_000
/** Time a claim keeps beyond its batch's worst case: clocks, start-up, the claim's own call. */
const CLAIM_LEASE_MARGIN_MS = 30_000

/**
 * The longest a claimed batch can take: the recipients' call, then per mail a send, its
 * 'delivered' mark and, when that fails, its 'failed' mark, each running into its timeout. (A
 * digest is one send and two calls, less than any batch of singles.)
 */
export function batchWorstCaseMs(batchSize: number): number {
  return MAIL_STORE_TIMEOUT_MS + batchSize * (MAIL_SEND_TIMEOUT_MS + 2 * MAIL_STORE_TIMEOUT_MS)
}

/** How long a claim holds its mails: longer than its batch can take, so no one mails them twice. */
export function claimLeaseSeconds(batchSize: number): number {
  return Math.ceil((batchWorstCaseMs(batchSize) + CLAIM_LEASE_MARGIN_MS) / 1000)
}

/** Seconds before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600)
}

/**
 * The key of one mail: what it is for (an alert, a digest by its id, an acknowledgement) and a
 * hash of everything it says and to whom. A retry of the same mail has the same key; a mail that
 * changed (an admin added, a photo more) gets a new one, as Resend refuses a known key with a
 * different body.
 */
export async function idempotencyKey(purpose: string, mail: AddressedMail): Promise<string> {
  // Attachments only when there are some, so a mail without keeps the key it always had.
  const parts: unknown[] = [mail.to, mail.subject, mail.text, mail.html]
  if (mail.attachments?.length) parts.push(mail.attachments)
  const content = JSON.stringify(parts)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content))
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${purpose}/${hex}`
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000)
}

/** Each mail on its own, a digest's alerts together, in the order claimed. */
function groupMails(mails: ClaimedMail[]): ClaimedMail[][] {
  const digests = new Map<string, ClaimedMail[]>()
  const groups: ClaimedMail[][] = []
  for (const mail of mails) {
    if (mail.digest_id === null || mail.digest_id === undefined) {
      groups.push([mail])
      continue
    }
    const key = String(mail.digest_id)
    const digest = digests.get(key)
    if (digest) digest.push(mail)
    else {
      const members = [mail]
      digests.set(key, members)
      groups.push(members)
    }
  }
  return groups
}

/** What a mail to the homeowner may need beyond its row. */
export interface HomeownerMailContext {
  /** The site's URL (SITE_URL). */
  siteUrl: string
  /** The address the office's mails are sent from (OFFICE_EMAIL_FROM's): a visit's organizer. */
  officeAddress: string
}

interface DeliveryContext extends HomeownerMailContext {
  /** The admins, read once per batch when it holds an alert. */
  admins: () => Promise<string[]>
}

/** The words of a mail to the homeowner, by its kind. */
const homeownerMails: Record<
  Exclude<MailKind, 'alert'>,
  (mail: ClaimedMail, to: string, context: HomeownerMailContext) => AddressedMail
> = {
  acknowledgement: composeAcknowledgementMail,
  reply: composeReplyMail,
  // Its third parameter is the review page, not the context.
  review: (mail, to) => composeReviewMail(mail, to),
  visit: composeVisitMail,
}

/** The mail one group of claimed rows makes: its words, its key, who it is from. */
async function composeGroup(group: ClaimedMail[], context: DeliveryContext): Promise<OutgoingMail> {
  const first = group[0]!
  if (first.kind !== 'alert') {
    const compose = homeownerMails[first.kind]
    if (!compose) throw new Error(`A mail of an unknown kind: ${String(first.kind)}`)
    if (!first.recipient) throw new Error(`A ${first.kind} without a recipient`)
    const mail = compose(first, first.recipient, context)
    return {
      ...mail,
      // The homeowner's answers go to the office's own mailbox: the product receives no mail.
      from: 'office',
      replyTo: office.email.display,
      idempotencyKey: await idempotencyKey(`${first.kind}/${first.mail_id}`, mail),
    }
  }
  const admins = await context.admins()
  if (admins.length === 0) throw new Error('No admin with a confirmed e-mail address')
  const isDigest = first.digest_id !== null && first.digest_id !== undefined
  const mail = isDigest
    ? composeDigestMail(group, admins, context.siteUrl)
    : composeAlertMail(first, admins, context.siteUrl)
  const purpose = isDigest
    ? `estimate-alert-digest/${first.digest_id}`
    : `estimate-alert/${first.mail_id}`
  return { ...mail, from: 'alerts', idempotencyKey: await idempotencyKey(purpose, mail) }
}

/**
 * Delivers every due mail once: claims a batch, composes each mail (or each digest of a burst of
 * alerts), sends it, and marks it delivered or failed (to be tried again after a back-off). A
 * failure never stops the others.
 */
export async function deliverDueMails(
  store: MailStore,
  send: SendMail,
  options: {
    siteUrl: string
    batchSize?: number
    /** The office's sending address (OFFICE_EMAIL_FROM's); default office.email's. */
    officeAddress?: string
  },
): Promise<DeliveryReport> {
  const batchSize = options.batchSize ?? 20
  const mails = await store.claim(batchSize, claimLeaseSeconds(batchSize))
  const report: DeliveryReport = { claimed: mails.length, delivered: 0, failed: 0 }
  if (mails.length === 0) return report
  let admins: Promise<string[]> | undefined
  const context: DeliveryContext = {
    siteUrl: options.siteUrl,
    officeAddress: options.officeAddress || office.email.display,
    admins: () => (admins ??= store.recipients()),
  }
  for (const group of groupMails(mails)) {
    const ids = group.map((mail) => mail.mail_id)
    try {
      await send(await composeGroup(group, context))
      await store.complete(ids)
      report.delivered += group.length
    } catch (error) {
      report.failed += group.length
      // One back-off for a whole digest, so its alerts come due again together.
      const retryIn = retryDelaySeconds(Math.max(...group.map((mail) => mail.attempts)))
      // If even this write fails, the claim's lease runs out and the mail is due again.
      await store.fail(ids, describe(error), retryIn).catch(() => undefined)
    }
  }
  return report
}
