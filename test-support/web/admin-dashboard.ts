// What the tests of /admin's screens share (src/pages/admin-*.backend.test.tsx): an admin's
// sign-in, ways around the dashboard, and members and requests of a test's own.
import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect } from 'vitest'
import type { BackendProcess } from '../backend-process'
import { createConfirmedUser, statelessClient, uniqueEmail, type TestUser } from '../users'
import { createTestClient, renderPrivateRoute, signInAsAdmin } from './private-route'

export type UserEvents = ReturnType<typeof userEvent.setup>

/** The seeded admin on the dashboard, past the second factor. */
export async function renderAsAdmin(backend: BackendProcess) {
  const client = createTestClient(backend)
  await signInAsAdmin(client, backend)
  const user = userEvent.setup()
  const view = renderPrivateRoute('/admin', client)
  await screen.findByText(`Welcome back, ${backend.adminEmail}`)
  return { user, client, ...view }
}

/** A signed-in session of the seeded admin, as another admin's browser would have. */
export async function adminClient(backend: BackendProcess) {
  const client = createTestClient(backend)
  await signInAsAdmin(client, backend)
  return client
}

/**
 * Confirmed accounts without a role, each for one test: the roles they were given are taken
 * back after it, even when it failed half-way.
 */
export function setUpMembers(backend: BackendProcess) {
  const members: TestUser[] = []
  afterEach(async () => {
    const ids = members.splice(0).map((member) => member.id)
    if (ids.length === 0) return
    const service = statelessClient(backend, backend.serviceRoleKey)
    const { error } = await service.from('user_roles').delete().in('user_id', ids)
    if (error) throw error
  })
  return async function createMember() {
    const member = await createConfirmedUser(backend, { email: uniqueEmail('member') })
    members.push(member)
    return member
  }
}

/** Takes the admin role from everyone but `adminId`: other files of the worker made admins. */
export async function leaveOnlyAdmin(backend: BackendProcess, adminId: string) {
  const service = statelessClient(backend, backend.serviceRoleKey)
  const { error } = await service
    .from('user_roles')
    .delete()
    .eq('role', 'admin')
    .neq('user_id', adminId)
  if (error) throw error
}

/**
 * Stores requests as the service role, one at a time (in one insert, a field one row leaves out
 * would be null, not its default): sends through the form count towards the database's ceiling
 * of 10 an hour from one network (127.0.0.1 here, for every file of the worker), and a received
 * time can be in the past. Fields not given get valid values.
 */
export async function storeRequests(backend: BackendProcess, requests: Record<string, string>[]) {
  const service = statelessClient(backend, backend.serviceRoleKey)
  for (const request of requests) {
    const { error } = await service.from('contact_submissions').insert({
      email: uniqueEmail('visitor'),
      phone: '(916) 555-0123',
      service: 'sod-installation',
      ...request,
    })
    if (error) throw error
  }
}

/** A last name no other test's request has, to search the inbox by. */
export const uniqueLastName = (prefix: string) =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

export async function openUsersTab(user: UserEvents) {
  await user.click(await screen.findByRole('tab', { name: 'User Management' }))
  return screen.findByRole('region', { name: 'Users' })
}

export const rowOf = (email: string) => screen.getByRole('listitem', { name: email })

/** The names on the inbox's cards, in order. */
export const namesListed = () =>
  within(screen.getByRole('region', { name: 'Contact submissions' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

/** The chips of the filters a link set that the form does not show. */
export const chipsShown = () =>
  within(screen.getByRole('list', { name: 'Also filtered by' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent)

/** Searches the inbox for a unique text and returns the one request it finds. */
export async function findOnlyRequest(user: UserEvents, text: string) {
  const filters = await screen.findByRole('search', { name: 'Filter requests' })
  await user.type(within(filters).getByLabelText('Search'), `${text}{Enter}`)
  const list = screen.getByRole('region', { name: 'Contact submissions' })
  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1))
  return within(list).getByRole('article')
}

/**
 * Refreshes every admin query, as the background refresh does, until `check` passes: on a busy
 * machine a refresh can fail (a statement timeout, say), and the list keeps its last answer.
 */
export async function refreshUntil(queryClient: QueryClient, check: () => void) {
  for (let attempt = 1; ; attempt += 1) {
    await act(() => queryClient.invalidateQueries())
    try {
      check()
      return
    } catch (error) {
      if (attempt === 10) {
        const failures = queryClient
          .getQueryCache()
          .findAll({ type: 'active' })
          .map((query) => query.state.error?.message)
          .filter(Boolean)
        throw new Error(`after 10 refreshes (query errors: ${failures.join('; ') || 'none'})`, {
          cause: error,
        })
      }
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
  }
}
