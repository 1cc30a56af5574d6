/** A phone number as a dialer takes it: its digits, and a leading +. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '')

/** Call the number: one tap on a phone. */
export const telHref = (phone: string) => `tel:${dialable(phone)}`

/** Text the number, on a phone. */
export const smsHref = (phone: string) => `sms:${dialable(phone)}`
