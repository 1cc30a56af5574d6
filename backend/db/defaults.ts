/** The seeded local admin when LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD are not set (also seed.sql's defaults). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** The seeded local admin's password; local development only. */
export const DEFAULT_ADMIN_PASSWORD = 'admin-password-123'

/**
 * The local admin the backend seeds: LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD when set, else the
 * defaults above. What `npm run backend` seeds, and what the bench and the e2e journeys sign in as.
 */
export function localAdmin(env: NodeJS.ProcessEnv = process.env) {
  return {
    adminEmail: env.LOCAL_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.LOCAL_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
  }
}
