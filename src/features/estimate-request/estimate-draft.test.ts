// @vitest-environment node
import { startingDraft, type EstimateDraft } from './estimate-draft'

/** The draft a form leaves when it closed with `values` after starting from `prefilledAddress`. */
function closedWith(
  values: Partial<EstimateDraft['values']>,
  prefilledAddress = '',
): EstimateDraft {
  return { values: { ...startingDraft({}, null).values, ...values }, prefilledAddress }
}

describe('startingDraft', () => {
  it('starts a new form empty, with no visit preference', () => {
    expect(startingDraft({}, null)).toEqual({
      values: {
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        service: '',
        address: '',
        visitWindow: '',
        earliestVisitDate: '',
        message: '',
        website: '',
      },
      prefilledAddress: '',
    })
  })

  it("starts with the button's service, city and ZIP", () => {
    const { values, prefilledAddress } = startingDraft(
      { service: 'lawn-maintenance', city: 'Folsom', zip: '95630' },
      null,
    )
    expect(values).toMatchObject({ service: 'lawn-maintenance', address: 'Folsom, CA 95630' })
    expect(prefilledAddress).toBe('Folsom, CA 95630')
  })

  it('keeps what was typed, with the service of the button opening it again', () => {
    const draft = closedWith({
      firstName: 'Ines',
      service: 'hardscaping',
      visitWindow: 'saturday_mornings',
      earliestVisitDate: '2027-04-01',
    })
    expect(startingDraft({ service: 'sod-installation' }, draft).values).toEqual({
      ...draft.values,
      service: 'sod-installation',
    })
  })

  it('keeps the service of a draft when the button names none', () => {
    const draft = closedWith({ firstName: 'Ines', service: 'hedge-trimming' })
    expect(startingDraft({}, draft).values.service).toBe('hedge-trimming')
  })

  it('reads a service written before the keys as its key, and drops what it cannot read', () => {
    // A draft or a button from before: the catalogue's names and the landing pages' own.
    for (const [name, key] of [
      ['Lawn Care', 'lawn-maintenance'],
      ['Lawn Care & Maintenance', 'lawn-maintenance'],
      ['Irrigation Repair', 'irrigation-sprinklers'],
      ['Seasonal Yard Cleanup', 'cleanups-hauling'],
      ['Something else', 'other'],
    ]) {
      expect(startingDraft({}, closedWith({ service: name })).values.service).toBe(key)
      expect(startingDraft({ service: name }, null).values.service).toBe(key)
    }
    expect(startingDraft({}, closedWith({ service: 'Pool Cleaning' })).values.service).toBe('')
    expect(startingDraft({ service: 'Pool Cleaning' }, null).values.service).toBe('')
  })

  it('follows a new button while the address is still the one a button put there', () => {
    const draft = closedWith({ firstName: 'Ines', address: 'Folsom, CA' }, 'Folsom, CA')
    expect(startingDraft({ city: 'Folsom', zip: '95630' }, draft)).toEqual({
      values: { ...draft.values, address: 'Folsom, CA 95630' },
      prefilledAddress: 'Folsom, CA 95630',
    })
  })

  it('keeps an address the visitor typed over a new button', () => {
    const draft = closedWith({ address: '12 Oak Ave, Folsom, CA' }, 'Folsom, CA')
    expect(startingDraft({ city: 'Folsom', zip: '95630' }, draft)).toEqual(draft)
    const typedWithoutButton = closedWith({ address: '12 Oak Ave' })
    expect(startingDraft({ city: 'Rocklin' }, typedWithoutButton).values.address).toBe('12 Oak Ave')
  })

  it('fills an address the visitor emptied', () => {
    const draft = closedWith({ address: '  ' }, 'Folsom, CA')
    expect(startingDraft({ city: 'Rocklin' }, draft).values.address).toBe('Rocklin, CA')
  })

  it('keeps the address when the new button names no city', () => {
    const draft = closedWith({ address: 'Folsom, CA' }, 'Folsom, CA')
    expect(startingDraft({ service: 'lawn-maintenance' }, draft)).toMatchObject({
      values: { address: 'Folsom, CA' },
      prefilledAddress: 'Folsom, CA',
    })
  })
})
