// @vitest-environment node
import { credentialsSchema, newPasswordSchema } from './schemas'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('credentialsSchema', () => {
  it('accepts a valid e-mail and a six-character password', () => {
    expect(
      credentialsSchema.safeParse({ email: 'a@example.com', password: '123456' }).success,
    ).toBe(true)
  })

  it('gives the spec messages', () => {
    expect(
      messages(credentialsSchema.safeParse({ email: 'not-an-email', password: '12345' })),
    ).toEqual(['Please enter a valid email address', 'Password must be at least 6 characters'])
  })
})

describe('newPasswordSchema', () => {
  it('requires both entries to match', () => {
    expect(
      messages(newPasswordSchema.safeParse({ password: '1234567', confirmPassword: '7654321' })),
    ).toEqual(['Passwords do not match'])
  })
})
