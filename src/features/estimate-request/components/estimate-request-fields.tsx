import type { UseFormReturn } from 'react-hook-form'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import type { EstimateRequestValues } from '../schema'

interface EstimateRequestFieldsProps {
  form: UseFormReturn<EstimateRequestValues>
  serviceOptions: readonly string[]
}

/** The visible fields, each with the input type and autofill hint a phone keyboard needs. */
export function EstimateRequestFields({ form, serviceOptions }: EstimateRequestFieldsProps) {
  const { errors } = form.formState
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={copy.labels.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label={copy.labels.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <TextField
        label={copy.labels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={copy.labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <SelectField
        label={copy.labels.service}
        options={serviceOptions}
        placeholder={copy.servicePlaceholder}
        error={errors.service?.message}
        className="sm:col-span-2"
        {...form.register('service')}
      />
      <TextField
        label={copy.labels.address}
        autoComplete="street-address"
        error={errors.address?.message}
        className="sm:col-span-2"
        {...form.register('address')}
      />
      <TextareaField
        label={copy.labels.message}
        hint={copy.messageHint}
        rows={4}
        error={errors.message?.message}
        className="sm:col-span-2"
        {...form.register('message')}
      />
    </div>
  )
}
