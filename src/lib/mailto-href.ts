/**
 * A mailto: link to exactly one address. encodeURI would leave '?' and '&' alone, so an address
 * like `x@y.co?subject=hi` (typed into a form) would add a subject or body to the admin's mail;
 * each side of the '@' is encoded as one component instead.
 */
export function mailtoHref(email: string) {
  const at = email.lastIndexOf('@')
  if (at === -1) return `mailto:${encodeURIComponent(email)}`
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
}
