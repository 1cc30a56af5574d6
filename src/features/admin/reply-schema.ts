import '@/lib/zod-config'
import { z } from 'zod/mini'

/** A reply as the database takes it (send_request_reply checks the same). */
export const replySchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a subject.'),
      z.maxLength(200, 'Keep the subject under 200 characters.'),
      z.regex(/^[^\r\n]*$/, 'Keep the subject on one line.'),
    ),
  body: z.string().check(
    z.trim(),
    z.minLength(1, 'Write a message.'),
    z.maxLength(10000, 'Keep the message under 10,000 characters.'),
    // A template's blanks must not reach the homeowner.
    z.refine(
      (body) => !/\[(day|time)\]/.test(body),
      'Replace [day] and [time] with the visit you propose.',
    ),
  ),
})
export type Reply = z.infer<typeof replySchema>
