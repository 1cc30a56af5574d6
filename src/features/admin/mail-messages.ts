// The words of a request's mails on its card: the list, the composer and the toasts.
import { office } from '@shared/office'

export const mailMessages = {
  heading: 'Mails',
  reply: 'Reply by e-mail',
  loading: 'Loading mails...',
  empty: 'No mail to the sender yet.',
  failed: (reason: string) => `Failed to load the mails: ${reason}`,
  kinds: {
    acknowledgement: 'Acknowledgement',
    reply: 'Reply',
    review: 'Review request',
    visit: 'Visit',
  } as Record<string, string>,
  /** A visit mail, by the change it told the homeowner of. */
  visitChanges: {
    scheduled: 'Visit invitation',
    rescheduled: 'Visit update',
    cancelled: 'Visit cancelled',
  } as Record<string, string>,
  /** The product sends; answers go to the office's own mailbox. */
  repliesGoTo: `Answers go to the office's mailbox, ${office.email.display}: the website does not receive mail.`,
  composerTitle: (name: string) => `Reply to ${name}`,
  to: 'To',
  template: 'Start from',
  noTemplate: 'A blank message',
  subject: 'Subject',
  body: 'Message',
  send: 'Send Reply',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: (email: string) => `Reply sent to ${email}`,
  sendFailed: 'Could not send the reply',
  delivered: (when: string) => `Delivered ${when}`,
  queued: 'Sending…',
  notDelivered: (reason: string) => `Not delivered: ${reason}`,
  gaveUp: 'Not delivered after every try.',
  retry: 'Try again',
  retrying: 'Trying again…',
  retried: 'The mail is being sent again',
  retryFailed: 'Could not try the mail again',
  by: (email: string) => `by ${email}`,
} as const
