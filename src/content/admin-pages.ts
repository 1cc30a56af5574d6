import type { PageHeadCopy } from './page-copy'

// Heads of the two private pages. Their words on screen come from the auth and admin features.
export const authPageHead = {
  title: 'Admin Access',
  description: 'Sign in to the admin area to read estimate requests and manage administrators.',
} satisfies PageHeadCopy

export const adminPageHead = {
  title: 'Admin Dashboard',
  description: 'Estimate requests and administrators of the site.',
} satisfies PageHeadCopy
