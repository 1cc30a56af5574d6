import type { EstimatePrefill } from '@/components/actions/estimate-request-link'
import { estimateStartingAddress } from '@/content/estimate-request'
import { serviceKeyOf } from '@shared/service-catalogue'
import type { EstimateRequestValues } from './schema'

/** What the visitor typed when the dialog last closed without sending. */
export interface EstimateDraft {
  values: EstimateRequestValues
  /** The address the form last started with from a button, to tell it from a typed one. */
  prefilledAddress: string
}

const blank: EstimateRequestValues = {
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
}

/**
 * The form's first values: the draft if there is one, with the service of the button that
 * opened it (a different button may have been used this time), else the button's prefill. A
 * service is a catalogue key: one written before the keys (a name such as 'Lawn Care') becomes
 * its key, and what is neither is dropped, so the visitor chooses again. The
 * button's city (and ZIP) replace the address only if the visitor has not typed one: a street
 * typed on a landing page's form survives the ZIP check's button.
 */
export function startingDraft(
  prefill: EstimatePrefill,
  draft: EstimateDraft | null,
): EstimateDraft {
  const base = draft?.values ?? blank
  const previous = draft?.prefilledAddress ?? ''
  const isAddressTyped = base.address.trim() !== '' && base.address !== previous
  const buttonAddress = isAddressTyped ? undefined : estimateStartingAddress(prefill)
  return {
    values: {
      ...base,
      service: serviceKeyOf(prefill.service) ?? serviceKeyOf(base.service) ?? '',
      address: buttonAddress ?? base.address,
    },
    prefilledAddress: buttonAddress ?? previous,
  }
}
