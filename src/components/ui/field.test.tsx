import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { Field } from './field'
import { SelectField } from './select-field'
import { TextField } from './text-field'
import { TextareaField } from './textarea-field'

describe('Field', () => {
  it('labels its control and leaves it valid and undescribed without a hint or message', () => {
    render(
      <Field label="Email">
        <input type="email" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('describes the control by its hint, then its message, and marks it invalid', () => {
    render(
      <Field label="Message" hint="Tell us about your yard." error="Please keep it shorter">
        <textarea />
      </Field>,
    )
    const textarea = screen.getByRole('textbox', { name: 'Message' })
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    expect(textarea).toHaveAccessibleDescription('Tell us about your yard. Please keep it shorter')
    const [hintId, errorId] = textarea.getAttribute('aria-describedby')!.split(' ')
    expect(document.getElementById(hintId!)).toHaveTextContent('Tell us about your yard.')
    expect(document.getElementById(errorId!)).toHaveTextContent('Please keep it shorter')
    expect(document.getElementById(errorId!)).toHaveClass('text-red-700')
  })

  it('puts its class on the wrapper and keeps the control its own', () => {
    render(
      <Field label="Phone" className="sm:col-span-2">
        <input type="tel" className="h-11" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Phone' })
    expect(input).toHaveClass('h-11')
    expect(input.parentElement).toHaveClass('flex', 'sm:col-span-2')
  })
})

describe('TextField, SelectField and TextareaField', () => {
  it('wire the label, message and ref of their control', () => {
    const ref = createRef<HTMLInputElement>()
    render(
      <>
        <TextField label="First name" error="Please enter your first name" ref={ref} />
        <SelectField label="Service" options={['Lawn Care']} placeholder="Choose a service" />
        <TextareaField label="Message (optional)" hint="Up to 1000 characters" />
      </>,
    )
    const firstName = screen.getByRole('textbox', { name: 'First name' })
    expect(ref.current).toBe(firstName)
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('Please enter your first name')
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toHaveAccessibleDescription(
      'Up to 1000 characters',
    )
  })
})
