import type { PageHeadCopy } from './page-copy'

// Heads of the two private pages, and the label of their frame. Their other words on screen come
// from the auth and admin features.
export const authPageHead = {
  title: 'Admin Access',
  description: 'Sign in to the admin area to read estimate requests and manage administrators.',
} satisfies PageHeadCopy

export const adminPageHead = {
  title: 'Admin Dashboard',
  description: 'Estimate requests and administrators of the site.',
} satisfies PageHeadCopy

/** The private frame's top bar: after the business name, what this part of the site is. */
export const privateFrameCopy = {
  area: 'Admin',
}
