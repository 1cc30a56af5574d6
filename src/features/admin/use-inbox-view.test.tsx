import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { requestAnchorId, requestLink } from '@shared/request-link'
import { inboxHref } from './inbox-view'
import { useInboxView, useLinkedRequestId } from './use-inbox-view'

const requestId = '0b6a4f0e-8f1c-4d33-9a55-0d1c2b3a4f5e'

/** What the app's router reads when the admin opens `link`: its path and hash. */
function linkedRequestIdAt(link: string) {
  const { pathname, hash } = new URL(link)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`${pathname}${hash}`]}>{children}</MemoryRouter>
  )
  return renderHook(() => useLinkedRequestId(), { wrapper }).result.current
}

describe('the link an alert mail sends', () => {
  it('opens the admin on the request it was built for, whose card has the id it names', () => {
    const link = requestLink('https://greenleaf.example/', requestId)

    expect(link).toBe(`https://greenleaf.example/admin#request-${requestId}`)
    expect(linkedRequestIdAt(link)).toBe(requestId)
    expect(new URL(link).hash).toBe(`#${requestAnchorId(requestId)}`)
  })

  it('names no request for any other hash', () => {
    for (const hash of ['', '#main', '#request-', `#request-${requestId}/x`, `#x-request-1`]) {
      expect(linkedRequestIdAt(`https://greenleaf.example/admin${hash}`)).toBeUndefined()
    }
  })
})

describe('useInboxView', () => {
  it("opens the view an Insights link names, and writes the next one in the link's order", () => {
    const link = inboxHref({ status: 'new', city: 'Elk Grove', waiting: 'over_one_working_day' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[link]}>{children}</MemoryRouter>
    )
    const { result } = renderHook(() => ({ ...useInboxView(), location: useLocation() }), {
      wrapper,
    })
    expect(result.current.view).toEqual({
      filters: { status: 'new', city: 'Elk Grove', waiting: 'over_one_working_day' },
    })

    act(() =>
      result.current.showView({
        filters: { referrer: 'direct', ...result.current.view.filters, city: undefined },
      }),
    )
    expect(result.current.location.search).toBe(
      '?status=new&referrer=direct&waiting=over_one_working_day',
    )
  })
})
