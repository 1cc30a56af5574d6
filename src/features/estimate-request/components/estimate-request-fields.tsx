import type { UseFormReturn } from 'react-hook-form'
import { registerField } from '@/components/ui/register-field'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import type { EstimateRequestValues } from '../schema'
import { VisitPreferenceField } from './visit-preference-field'

interface EstimateRequestFieldsProps {
  form: UseFormReturn<EstimateRequestValues>
  serviceOptions: readonly { value: string; label: string }[]
}

/** The visible fields, each with the input type and autofill hint a phone keyboard needs. */
export function EstimateRequestFields({ form, serviceOptions }: EstimateRequestFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={copy.labels.firstName}
        autoComplete="given-name"
        {...registerField(form, 'firstName')}
      />
      <TextField
        label={copy.labels.lastName}
        autoComplete="family-name"
        {...registerField(form, 'lastName')}
      />
      <TextField
        label={copy.labels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        {...registerField(form, 'email')}
      />
      <TextField
        label={copy.labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...registerField(form, 'phone')}
      />
      <SelectField
        label={copy.labels.service}
        options={serviceOptions}
        placeholder={copy.servicePlaceholder}
        className="sm:col-span-2"
        {...registerField(form, 'service')}
      />
      <TextField
        label={copy.labels.address}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...registerField(form, 'address')}
      />
      <VisitPreferenceField form={form} className="sm:col-span-2" />
      <TextareaField
        label={copy.labels.message}
        hint={copy.messageHint}
        rows={4}
        className="sm:col-span-2"
        {...registerField(form, 'message')}
      />
    </div>
  )
}
