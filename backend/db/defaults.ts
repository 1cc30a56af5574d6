/** The seeded local admin when LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD are not set (also seed.sql's defaults). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** The seeded local admin's password; local development only. */
export const DEFAULT_ADMIN_PASSWORD = 'admin-password-123'
