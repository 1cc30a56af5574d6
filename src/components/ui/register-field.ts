import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * A field's props from its react-hook-form form, named once: the registration (name, ref,
 * handlers) and the message of its failed validation, for TextField, SelectField or
 * TextareaField to spread.
 */
export function registerField<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: FieldPath<Values>,
) {
  // Passing formState subscribes the form's render to its errors.
  const { error } = form.getFieldState(name, form.formState)
  return { ...form.register(name), error: error?.message }
}
