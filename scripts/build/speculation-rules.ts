// Speculation Rules: Chromium prerenders a public page when the visitor hovers a link to it (or
// presses on it), so the click shows a page that is already rendered. Delivered as a file the
// pages' `Speculation-Rules` header names (scripts/build/hosting-headers.ts): an inline rule set would
// need 'unsafe-inline' or a hash in the CSP's script-src.

/** Where the build writes the rules, as served by the host. */
export const speculationRulesPath = '/speculation-rules.json'

/** The media type browsers require of an external rule set. */
export const speculationRulesType = 'application/speculationrules+json'

/** Document rules with a URL pattern; the syntax is Chromium's (WICG Speculation Rules). */
type Condition =
  | { href_matches: string | string[] }
  | { selector_matches: string }
  | { and: Condition[] }
  | { not: Condition }

interface SpeculationRules {
  prerender: { source: 'document'; where: Condition; eagerness: 'moderate' }[]
}

/**
 * Every same-site link but the private screens (signing in and the dashboard have side effects
 * and need fresh data), links marked as not to be followed, downloads, new tabs, and the
 * estimate buttons, whose click opens the form in place (their /contact is for no-JS visitors).
 * Moderate: on a hover of 200 ms or a pointer-down, so a page passed over is not fetched.
 */
export function speculationRules(privatePaths: string[]): SpeculationRules {
  const privatePatterns = privatePaths.flatMap((path) => [path, `${path}/*`])
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: privatePatterns } },
            {
              not: {
                selector_matches:
                  '[rel~="nofollow"], [download], [target="_blank"], [data-estimate-form]',
              },
            },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  }
}
