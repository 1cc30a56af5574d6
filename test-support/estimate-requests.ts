// Estimate requests for tests, sent through the one write path a visitor has.
import type { Backend } from '../backend/server/start-backend.ts'
import { statelessClient, uniqueEmail } from './users.ts'

/** Sends a request as an anonymous visitor; fields not given get valid values. */
export async function sendEstimateRequest(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  fields: Record<string, string> = {},
) {
  const { error } = await statelessClient(backend).rpc('submit_estimate_request', {
    first_name: 'Test',
    last_name: 'Visitor',
    email: uniqueEmail('visitor'),
    phone: '(916) 555-0123',
    service: 'Sod Installation',
    ...fields,
  })
  if (error) throw new Error(`sending an estimate request failed: ${error.message}`)
}
