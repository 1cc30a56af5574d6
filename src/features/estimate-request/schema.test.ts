import { z } from 'zod'
import { serviceCatalogue } from '@shared/service-catalogue'
import { visitWindows } from '@shared/visit-windows'
import { estimateRequestSchema, visitMessages } from './schema'

const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@example.com',
  phone: '(916) 555-0142',
  service: 'irrigation-sprinklers',
  address: 'Folsom, CA',
  visitWindow: '',
  earliestVisitDate: '',
  message: 'Two zones stay dry.',
  website: '',
}

/** The messages the schema gives, by field, for the valid request with `changes`. */
function errorsFor(changes: Partial<typeof valid>) {
  const result = estimateRequestSchema.safeParse({ ...valid, ...changes })
  return result.success ? {} : z.flattenError(result.error).fieldErrors
}

describe('estimate request schema', () => {
  it('accepts a complete request and trims every value', () => {
    const result = estimateRequestSchema.parse({
      ...valid,
      firstName: '  Ana ',
      email: ' ana.silva@example.com\t',
      address: '   ',
    })
    expect(result).toMatchObject({ firstName: 'Ana', email: 'ana.silva@example.com', address: '' })
  })

  it('accepts a request without address, visit time and message', () => {
    expect(errorsFor({ address: '', visitWindow: '', earliestVisitDate: '', message: '' })).toEqual(
      {},
    )
  })

  it.each([
    'ana@example.com',
    'ana.silva+quotes@mail.example.co',
    "o'brien@example.org",
    'a_b-c@sub-domain.example.io',
    'UPPER@EXAMPLE.COM',
    'x@y.co',
    'first.last@xn--bcher-kva.example',
  ])('accepts the e-mail %s', (email) => {
    expect(errorsFor({ email })).toEqual({})
  })

  it.each([
    '',
    '   ',
    'plain',
    'x@y',
    'x@y.c',
    'x@y.co?subject=hi',
    'x@y.co&body=hi',
    'x?subject=hi@y.co',
    'a b@example.com',
    'ana@exa_mple.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example.com.',
    'ana@example.123',
    'ana@@example.com',
    'ana#x@example.com',
    'ana%40@example.com',
    'ana/x@example.com',
    'ana@example.co-',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses the e-mail %j', (email) => {
    expect(errorsFor({ email }).email).toEqual(['Please enter a valid email address'])
  })

  it('takes an e-mail of exactly 254 characters and refuses 255', () => {
    const atLimit = `${'a'.repeat(242)}@example.com`
    expect(atLimit).toHaveLength(254)
    expect(errorsFor({ email: atLimit })).toEqual({})
    expect(errorsFor({ email: `a${atLimit}` }).email).toEqual([
      'Please enter a valid email address',
    ])
  })

  it.each([
    '(916) 555-0142',
    '916.555.0142',
    '+1 916 555 0142',
    '9165550142',
    '555-0142',
    '1234567',
  ])('accepts the phone %s', (phone) => {
    expect(errorsFor({ phone })).toEqual({})
  })

  it.each([
    ['', 'Please enter your phone number'],
    ['  ', 'Please enter your phone number'],
    ['555-014', 'Please enter a phone number with at least 7 digits'],
    ['(916) --', 'Please enter a phone number with at least 7 digits'],
    ['+1 (9) 5 5 5 .', 'Please enter a phone number with at least 7 digits'],
    ['916 555 0142 ext 3', 'Please use only digits, spaces and + ( ) . - in the phone number'],
    ['916/555/0142', 'Please use only digits, spaces and + ( ) . - in the phone number'],
    ['1'.repeat(31), 'Phone number can be at most 30 characters'],
  ])('refuses the phone %j', (phone, message) => {
    expect(errorsFor({ phone }).phone).toEqual([message])
  })

  it('takes a phone of 30 characters', () => {
    expect(errorsFor({ phone: '1'.repeat(30) })).toEqual({})
  })

  it.each([
    ['firstName', 'Please enter your first name'],
    ['lastName', 'Please enter your last name'],
    ['service', 'Please choose a service'],
  ] as const)('requires %s, and white space alone does not count', (field, message) => {
    expect(errorsFor({ [field]: '' })[field]).toEqual([message])
    expect(errorsFor({ [field]: ' \t\n ' })[field]).toEqual([message])
  })

  it('takes every service of the catalogue by its key, and nothing else', () => {
    for (const { key } of serviceCatalogue) expect(errorsFor({ service: key })).toEqual({})
    for (const service of ['Irrigation Repair', 'Lawn Care & Maintenance', 'pool-cleaning']) {
      expect(errorsFor({ service }).service).toEqual(['Please choose a service'])
    }
  })

  it.each([
    ['firstName', 100, 'First name can be at most 100 characters'],
    ['lastName', 100, 'Last name can be at most 100 characters'],
    ['address', 300, 'Address can be at most 300 characters'],
    ['message', 5000, 'Message can be at most 5,000 characters'],
  ] as const)(
    'takes %s at its limit of %i characters and refuses one more',
    (field, limit, message) => {
      expect(errorsFor({ [field]: 'x'.repeat(limit) })).toEqual({})
      expect(errorsFor({ [field]: 'x'.repeat(limit + 1) })[field]).toEqual([message])
    },
  )

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(errorsFor({ firstName: '🌳'.repeat(100) })).toEqual({})
    expect(errorsFor({ firstName: '🌳'.repeat(101) }).firstName).toEqual([
      'First name can be at most 100 characters',
    ])
  })
})

describe('the preferred visit time', () => {
  /** The browser's clock at `instant`; only Date is faked, so timers still run. */
  function freezeClockAt(instant: string) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(instant))
    onTestFinished(() => {
      vi.useRealTimers()
    })
  }

  it.each(visitWindows.map((window) => window.value))('accepts the window %s', (visitWindow) => {
    expect(errorsFor({ visitWindow })).toEqual({})
  })

  it.each(['evenings', 'Any weekday', ' any_weekday'])('refuses the window %j', (visitWindow) => {
    expect(errorsFor({ visitWindow }).visitWindow).toEqual([visitMessages.window])
  })

  it('takes today and 6 months on, and refuses yesterday and one day more', () => {
    // 1 PM in Sacramento on March 15, 2027.
    freezeClockAt('2027-03-15T20:00:00Z')
    expect(errorsFor({ earliestVisitDate: '2027-03-15' })).toEqual({})
    expect(errorsFor({ earliestVisitDate: '2027-09-15' })).toEqual({})
    expect(errorsFor({ earliestVisitDate: '2027-03-14' }).earliestVisitDate).toEqual([
      'Please choose a date from today on',
    ])
    expect(errorsFor({ earliestVisitDate: '2027-09-16' }).earliestVisitDate).toEqual([
      'Please choose a date within the next 6 months',
    ])
  })

  it('counts the days as Sacramento does, as the database does', () => {
    // 10:30 PM on March 15 in Sacramento, already March 16 in UTC.
    freezeClockAt('2027-03-16T05:30:00Z')
    expect(errorsFor({ earliestVisitDate: '2027-03-15' })).toEqual({})
    expect(errorsFor({ earliestVisitDate: '2027-09-16' }).earliestVisitDate).toEqual([
      visitMessages.lateDate,
    ])
  })

  it('ends 6 months on at the last day of a shorter month', () => {
    freezeClockAt('2027-08-31T19:00:00Z')
    expect(errorsFor({ earliestVisitDate: '2028-02-29' })).toEqual({})
    expect(errorsFor({ earliestVisitDate: '2028-03-01' }).earliestVisitDate).toEqual([
      visitMessages.lateDate,
    ])
  })

  it.each(['2027-02-30', '03/20/2027', 'next week', '2027-3-20'])(
    'refuses the date %j',
    (earliestVisitDate) => {
      freezeClockAt('2027-03-15T20:00:00Z')
      expect(errorsFor({ earliestVisitDate }).earliestVisitDate).toEqual([
        visitMessages.invalidDate,
      ])
    },
  )
})
