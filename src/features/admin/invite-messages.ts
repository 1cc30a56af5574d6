// The words of 'Invite by e-mail' in User Management (issue finding 1; not in the spec).
import { formatDate } from '@/lib/format-date'

export const inviteMessages = {
  heading: 'Invite by e-mail',
  intro:
    'The invitation link lets them choose their own password; they become an admin as soon as they have.',
  emailLabel: 'E-mail address',
  send: 'Send invitation',
  sending: 'Sending invitation...',
  sent: (email: string) => `Invitation sent to ${email}`,
  /** The database removed an unconfirmed account with the address: its password may have been a stranger's. */
  sentReplacingSignUp: (email: string) =>
    `Invitation sent to ${email}. An unconfirmed sign-up with this address was removed, so only the invitation's link can set its password.`,
  failed: 'Failed to send the invitation',
  pendingHeading: 'Pending invitations',
  pendingFailed: 'Failed to load the pending invitations',
  pendingItem: (invitedBy: string | null, expiresAt: string | null) =>
    `${invitedBy ? `Invited by ${invitedBy}, ` : ''}expires ${formatDate(expiresAt)}`,
} as const
