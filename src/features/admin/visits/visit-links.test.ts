import { linkedRequestId } from '@shared/request-link'
import { telHref } from '@/lib/phone-href'
import {
  daySheetHref,
  mapHref,
  requestHref,
  sheetDayOf,
  visitPlace,
  visitSlotLabel,
  visitsHref,
} from './visit-links'

describe('visit links', () => {
  it('opens the tab, a day sheet, and a request as an alert mail does', () => {
    expect(visitsHref()).toBe('/admin?tab=visits')
    expect(daySheetHref('2026-12-08')).toBe('/admin?tab=visits&day=2026-12-08')
    const requestId = '5b0f1d3e-8a4c-4f5e-9a1b-2c3d4e5f6a7b'
    const href = new URL(requestHref(requestId), 'https://greenleaf.example')
    expect(href.pathname).toBe('/admin')
    expect(linkedRequestId(href.hash)).toBe(requestId)
  })

  it('reads the day sheet only for a real calendar day', () => {
    expect(sheetDayOf(new URLSearchParams('tab=visits&day=2026-12-08'))).toBe('2026-12-08')
    expect(sheetDayOf(new URLSearchParams('tab=visits&day=2026-02-30'))).toBeUndefined()
    expect(sheetDayOf(new URLSearchParams('tab=visits&day=tomorrow'))).toBeUndefined()
    expect(sheetDayOf(new URLSearchParams('tab=visits'))).toBeUndefined()
  })

  it('searches the address on Google Maps, and has no map without one', () => {
    expect(mapHref('2410 Capitol Ave, Sacramento, CA')).toBe(
      'https://www.google.com/maps/search/?api=1&query=2410%20Capitol%20Ave%2C%20Sacramento%2C%20CA',
    )
    expect(mapHref('Apt #4 & 5')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Apt%20%234%20%26%205',
    )
    expect(mapHref('  ')).toBeNull()
    expect(mapHref(null)).toBeNull()
  })

  it('calls the digits of a phone number', () => {
    expect(telHref('(916) 555-0123')).toBe('tel:9165550123')
    expect(telHref('+1 916.555.0123')).toBe('tel:+19165550123')
  })

  it('says a window with its arrival, and an exact time as a clock does', () => {
    expect(visitSlotLabel({ arrival_window: '08-10', start_time: null })).toBe('8–10 am arrival')
    expect(visitSlotLabel({ arrival_window: '13-15', start_time: null })).toBe('1–3 pm arrival')
    expect(visitSlotLabel({ arrival_window: null, start_time: '09:30' })).toBe('9:30 am')
    expect(visitSlotLabel({ arrival_window: null, start_time: '14:00' })).toBe('2:00 pm')
  })

  it('places a visit by its city, else its address, else says to call first', () => {
    expect(visitPlace({ city: 'Folsom', address: '77 Granite Bay Ct, Folsom' })).toBe('Folsom')
    expect(visitPlace({ city: null, address: '77 Granite Bay Ct' })).toBe('77 Granite Bay Ct')
    expect(visitPlace({ city: ' ', address: null })).toBe('No address given: call first.')
  })
})
