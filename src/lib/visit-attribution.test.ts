import { readVisitAttribution, recordVisitAttribution } from './visit-attribution'

/** A sessionStorage of its own per test. */
function createStore() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const site = 'https://www.example.com'

describe('visit attribution', () => {
  it('keeps the landing referrer and campaign through later pages', () => {
    const store = createStore()
    recordVisitAttribution(
      {
        href: `${site}/folsom-lawn-care?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123`,
        referrer: 'https://www.google.com/',
      },
      store,
    )
    recordVisitAttribution({ href: `${site}/gallery`, referrer: `${site}/folsom-lawn-care` }, store)
    expect(readVisitAttribution('/gallery', store)).toEqual({
      source_page: '/gallery',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid: 'abc123',
    })
  })

  it('ignores the referrer of any page after the first', () => {
    const store = createStore()
    recordVisitAttribution({ href: `${site}/`, referrer: '' }, store)
    recordVisitAttribution(
      { href: `${site}/contact`, referrer: 'https://elsewhere.example/' },
      store,
    )
    expect(readVisitAttribution('/contact', store)).toEqual({ source_page: '/contact' })
  })

  it('does not count this site as a referrer', () => {
    const store = createStore()
    recordVisitAttribution({ href: `${site}/contact`, referrer: `${site}/services` }, store)
    expect(readVisitAttribution('/contact', store).referrer).toBeUndefined()
  })

  it('takes campaign parameters met on a later page, the newest winning', () => {
    const store = createStore()
    recordVisitAttribution({ href: `${site}/?utm_source=news`, referrer: '' }, store)
    recordVisitAttribution(
      { href: `${site}/services?utm_source=mail&utm_campaign=fall`, referrer: '' },
      store,
    )
    recordVisitAttribution({ href: `${site}/about?utm_source=`, referrer: '' }, store)
    expect(readVisitAttribution('/about', store)).toMatchObject({
      utm_source: 'mail',
      utm_campaign: 'fall',
    })
  })

  it("cuts values to the database's limits", () => {
    const store = createStore()
    const long = 'x'.repeat(3000)
    recordVisitAttribution(
      {
        href: `${site}/?utm_campaign=${long}&gclid=${long}`,
        referrer: `https://a.example/${long}`,
      },
      store,
    )
    const attribution = readVisitAttribution(`/${long}`, store)
    expect(attribution.source_page).toHaveLength(2048)
    expect(attribution.referrer).toHaveLength(2048)
    expect(attribution.utm_campaign).toHaveLength(200)
    expect(attribution.gclid).toHaveLength(200)
  })

  it('survives storage that holds garbage', () => {
    const store = createStore()
    store.setItem('greenleaf-visit', '{not json')
    expect(readVisitAttribution('/', store)).toEqual({ source_page: '/' })
    recordVisitAttribution({ href: `${site}/?utm_medium=email`, referrer: '' }, store)
    expect(readVisitAttribution('/', store).utm_medium).toBe('email')
  })

  it('uses sessionStorage by default, and the page alone when storage refuses', () => {
    window.sessionStorage.clear()
    recordVisitAttribution({ href: `${site}/?utm_source=flyer`, referrer: '' })
    expect(readVisitAttribution('/contact')).toEqual({
      source_page: '/contact',
      utm_source: 'flyer',
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    recordVisitAttribution({ href: `${site}/gallery?utm_medium=email`, referrer: '' })
    expect(readVisitAttribution('/gallery')).toMatchObject({ utm_medium: 'email' })
    window.sessionStorage.clear()
  })
})
