/** A JWT's payload (claims), unverified, or undefined when the text is not a JWT with a JSON payload. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
