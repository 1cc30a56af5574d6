/**
 * Delivers the mails that the database queues (private.mail_outbox: the office's alerts, the
 * homeowners' acknowledgements, replies, review requests and visit mails) to the local mail
 * outbox, as the deliver-mail Edge Function does in production with an e-mail API. Both run the
 * same delivery code; failures are retried with back-off by the database's due times.
 */
import type { DbConnection, Queryable } from '../db/connection.ts'
import {
  deliverDueMails,
  type ClaimedMail,
  type DeliveryReport,
  type MailSender as From,
  type MailStore,
  type SendMail,
} from '../../supabase/functions/_shared/mail-outbox.ts'
import { office } from '../../supabase/functions/_shared/office.ts'
import type { MailOutbox } from './mail-outbox.ts'

export type MailSender = {
  /** Delivers what is due now (after a request was stored, say) without waiting for the timer. */
  kick(): void
  /** One delivery round; resolves with what it did. Rounds never overlap. */
  runOnce(): Promise<DeliveryReport>
  stop(): Promise<void>
}

export type MailSenderOptions = {
  db: DbConnection
  siteUrl: string
  send: SendMail
  /** How often due mails (retries among them) are looked for. Default 1 s. */
  intervalMs?: number
  /**
   * More alerts than this within `burstWindowSeconds` go out as one digest, as in production
   * (the claim's defaults, 5 in 600 s). Default null: every alert is mailed on its own, so
   * suites that send many requests at once still find each request's own mail.
   */
  burstLimit?: number | null
  burstWindowSeconds?: number
  log?: (line: string) => void
}

/** The outbox functions, called as the service role in one transaction each, as over the API. */
export function sqlMailStore(
  db: DbConnection,
  burst: { limit?: number | null; windowSeconds?: number } = {},
): MailStore {
  const asServiceRole = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'service_role', true),
                set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      )
      return fn(tx)
    })
  return {
    claim: (maxMails, leaseSeconds) =>
      asServiceRole(async (tx) => {
        // As JSON, as PostgREST answers the Edge Function: a `date` stays its calendar day
        // ('2026-12-07'), where the drivers would make it a Date at some zone's midnight.
        const { rows } = await tx.query<{ mail: ClaimedMail }>(
          `select to_json(c) as mail from public.claim_outbox_mails(
             max_mails => $1, lease_seconds => $2, burst_limit => $3::integer,
             burst_window_seconds => $4) c`,
          [maxMails, leaseSeconds, burst.limit ?? null, burst.windowSeconds ?? 600],
        )
        return rows.map(({ mail }) => ({
          ...mail,
          submitted_at: new Date(mail.submitted_at).toISOString(),
        }))
      }),
    recipients: () =>
      asServiceRole(async (tx) => {
        const { rows } = await tx.query<{ email: string }>(
          'select email from public.list_estimate_alert_recipients()',
        )
        return rows.map((row) => row.email)
      }),
    complete: (mailIds) =>
      asServiceRole(async (tx) => {
        await tx.query('select public.complete_outbox_mails($1::bigint[])', [mailIds])
      }),
    fail: (mailIds, error, retryInSeconds) =>
      asServiceRole(async (tx) => {
        await tx.query('select public.fail_outbox_mails($1::bigint[], $2, $3)', [
          mailIds,
          error,
          retryInSeconds,
        ])
      }),
  }
}

/** Who the local mails are from, as ALERT_EMAIL_FROM and OFFICE_EMAIL_FROM say in production. */
const LOCAL_FROM: Record<From, { Name: string; Address: string }> = {
  alerts: { Name: 'Website estimate requests', Address: 'alerts@example.com' },
  office: { Name: office.name, Address: 'office@example.com' },
}

/**
 * Hands a mail to the local outbox: one message per recipient, as a mail service would, and like
 * Resend none again for a key it has seen.
 */
export function outboxSender(outbox: MailOutbox): SendMail {
  return async (mail) => {
    for (const to of mail.to) {
      outbox.send({
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        from: LOCAL_FROM[mail.from],
        replyTo: mail.replyTo,
        attachments: mail.attachments,
        idempotencyKey: `${mail.idempotencyKey} ${to}`,
      })
    }
  }
}

const BATCH_SIZE = 50

export function startMailSender(options: MailSenderOptions): MailSender {
  const store = sqlMailStore(options.db, {
    limit: options.burstLimit,
    windowSeconds: options.burstWindowSeconds,
  })
  let running: Promise<DeliveryReport> | undefined
  let again = false
  let stopped = false

  const runOnce = (): Promise<DeliveryReport> => {
    if (stopped) return Promise.resolve({ claimed: 0, delivered: 0, failed: 0 })
    if (running) {
      // A kick during a round gets a round of its own afterwards: its mail may be newer.
      again = true
      return running
    }
    running = (async () => {
      try {
        const report = await deliverDueMails(store, options.send, {
          siteUrl: options.siteUrl,
          batchSize: BATCH_SIZE,
          officeAddress: LOCAL_FROM.office.Address,
        })
        // A full batch may have left more behind: go on without waiting for the timer.
        if (report.claimed >= BATCH_SIZE) again = true
        return report
      } finally {
        running = undefined
        if (again && !stopped) {
          again = false
          void runQuietly()
        }
      }
    })()
    return running
  }

  const runQuietly = () =>
    runOnce().catch((error: unknown) => {
      if (!stopped) options.log?.(`Mail delivery failed: ${String(error)}`)
    })

  const timer = setInterval(() => void runQuietly(), options.intervalMs ?? 1000)
  timer.unref()

  return {
    kick: () => void runQuietly(),
    runOnce,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
