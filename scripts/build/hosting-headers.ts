// The response headers the static host sends (Cloudflare Pages and Netlify read the same file):
// the one place that holds them. The build writes them to dist/_headers and `npm run preview`
// serves them, so the e2e suite runs under the production Content-Security-Policy.
import { scriptHashSource } from './entry-loader'
import type { HeaderRule } from './headers-file'
import { speculationRulesPath, speculationRulesType } from './speculation-rules'

/**
 * Scripts only from the site itself, and the public pages' one inline script, named by its hash
 * (scripts/build/entry-loader.ts); the JSON-LD block is data, which browsers never run, so it
 * needs none. Styles also allow 'unsafe-inline': the
 * prerendered HTML carries Radix's style attributes, and sonner and Radix Dialog's scroll lock
 * insert <style> elements at run time, the latter with content no hash could name.
 * The app talks to nothing but its own origin and the Supabase project it was built with.
 * Images: the site's own, the thumbnails of photos a visitor attaches to a request (blob: URLs
 * of the scaled files), and the request photos admins see (signed URLs of the project's Storage).
 */
export function contentSecurityPolicy(
  supabaseUrl: string | undefined,
  inlineScripts: string[] = [],
): string {
  const supabaseOrigin = supabaseUrl ? [new URL(supabaseUrl).origin] : []
  const scriptSources = ["'self'", ...inlineScripts.map(scriptHashSource)]
  const connectSources = ["'self'", ...supabaseOrigin]
  const imageSources = ["'self'", 'blob:', ...supabaseOrigin]
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(
  supabaseUrl: string | undefined,
  inlineScripts: string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, inlineScripts),
    // Two years. The site is www.example.com, so includeSubDomains covers only hosts under www;
    // preload is a promise about the whole domain, for its owner to make.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Frame-ancestors' older twin, for browsers without CSP level 2.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  }
}

export const immutableCaching = 'public, max-age=31536000, immutable'
export const revalidateEveryTime = 'no-cache'

/**
 * Security headers on every path (unknown ones too: the 404 page runs the app). Caching by
 * exact paths, so no header is set by two rules for one path: Netlify and Cloudflare Pages
 * merge such a pair differently. A path without a Cache-Control rule (robots.txt) gets the
 * host's default, `public, max-age=0, must-revalidate`; a 404 gets the host's own.
 * Pages revalidate (`no-cache`, never `no-store`, which would keep them out of the back/forward
 * cache). Public pages name the Speculation Rules; the private screens do not prerender the site.
 */
export function hostingHeaderRules(options: {
  supabaseUrl: string | undefined
  /** The address of every public page (`/`, `/gallery`, ...). */
  publicPaths: string[]
  /** The address of every private screen (`/auth`, `/admin`). */
  privatePaths: string[]
  /** The inline scripts the pages run (the public pages' entry loader). */
  inlineScripts?: string[]
}): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(options.supabaseUrl, options.inlineScripts) },
    // Vite names every file in assets/ after its content hash.
    { pattern: '/assets/*', headers: { 'Cache-Control': immutableCaching } },
    {
      pattern: speculationRulesPath,
      headers: { 'Content-Type': speculationRulesType, 'Cache-Control': revalidateEveryTime },
    },
    ...options.publicPaths.map((path) => ({
      pattern: path,
      headers: {
        'Cache-Control': revalidateEveryTime,
        'Speculation-Rules': `"${speculationRulesPath}"`,
      },
    })),
    ...options.privatePaths.map((path) => ({
      pattern: path,
      headers: { 'Cache-Control': revalidateEveryTime },
    })),
  ]
}
