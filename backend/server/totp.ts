// RFC 6238 codes as GoTrue makes and checks them (pquerna/otp): a 20-byte secret in base32,
// 6 digits, 30-second periods, HMAC-SHA1, one period of clock skew either way.
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

const SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const

/** A new secret, base32 without padding, as totp.Generate makes it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  return new TOTP({ ...SETTINGS, issuer, label: accountName, secret }).toString()
}

/**
 * The code an authenticator app shows for `secret` now (or at `timestamp`, in ms). For tests and
 * `npm run admin -- code`: only the local backend holds the secrets it can be computed from.
 */
export function currentTotpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ ...SETTINGS, secret: Secret.fromBase32(secret), timestamp })
}

/** GoTrue's check: the code of this period, the one before or the one after. */
export function isValidTotpCode(secret: string, code: string, timestamp = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false
  const secretKey = Secret.fromBase32(secret)
  return (
    TOTP.validate({ ...SETTINGS, secret: secretKey, token: code, timestamp, window: 1 }) !== null
  )
}

/** The enrolment QR code as SVG markup; auth-js turns it into a `data:image/svg+xml` URL. */
export function totpQrSvg(uri: string): Promise<string> {
  // Error correction H, as GoTrue's qr.Encode(…, qr.H, …).
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 })
}

/** Seconds until the code of `timestamp` (ms) gives way to the next. */
export function totpSecondsLeft(timestamp = Date.now()): number {
  return Math.ceil(TOTP.remaining({ period: SETTINGS.period, timestamp }) / 1000)
}
