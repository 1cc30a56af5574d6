/** A Host header naming this machine's loopback interface, with any port. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i

/**
 * Whether a request's Host names loopback. The API and the outbox listen on 127.0.0.1 only, but a
 * web page on an attacker's domain can re-point that domain at 127.0.0.1 (DNS rebinding) and then
 * read answers as same-origin, such as the recovery links in the outbox. Such a request carries
 * the attacker's host name, so refusing every other name closes that path.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host)
}

/** 421 Misdirected Request: this server does not serve that host name. */
export const MISDIRECTED_STATUS = 421

export function misdirectedMessage(host: string | undefined): string {
  return (
    `Host ${JSON.stringify(host ?? '')} refused: the local backend answers only to 127.0.0.1, ` +
    'localhost or [::1] (with any port), so that no web page can reach it through DNS rebinding.'
  )
}
