// The admin's link to one request, `/admin#request-{id}`. The alert mail builds it (the
// deliver-mail Edge Function, and the local backend's sender) and the admin app reads it and
// names each request's card by it. A function deploys only what is under supabase/functions, so
// the app imports this file (as @shared/request-link) rather than the other way round. Plain TypeScript with no
// runtime APIs, so Deno, Node and Vite all load it.

const ANCHOR_PREFIX = 'request-'

/** The id of a request's card in the admin inbox: what the link's hash names. */
export function requestAnchorId(requestId: string): string {
  return `${ANCHOR_PREFIX}${requestId}`
}

/** Where the admin opens the request: the inbox, scrolled to its card. */
export function requestLink(siteUrl: string, requestId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin#${requestAnchorId(requestId)}`
}

/** The request a location hash (`#request-{id}`) links to, or undefined when it names none. */
export function linkedRequestId(hash: string): string | undefined {
  if (!hash.startsWith(`#${ANCHOR_PREFIX}`)) return undefined
  const requestId = hash.slice(ANCHOR_PREFIX.length + 1)
  // Request ids are UUIDs; anything else in the hash is not a link of ours.
  return /^[\w-]+$/.test(requestId) ? requestId : undefined
}
