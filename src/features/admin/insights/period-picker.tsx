import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { periodChoices, rangeError, type PeriodChoice } from './insights-period'

interface PeriodPickerProps {
  choice: PeriodChoice
  /** The range the URL names (also when it cannot be shown), to start the date inputs from. */
  range: { start: string; end: string }
  /** Why the URL's range cannot be shown. */
  urlError?: string
  onChange: (choice: PeriodChoice, range?: { start: string; end: string }) => void
}

/**
 * Last 30 days, 90 days, 12 months (applied at once), or a range of two days, applied with its
 * button once both days make a range the database accepts.
 */
export function PeriodPicker({ choice, range, urlError, onChange }: PeriodPickerProps) {
  const [selected, setSelected] = useState<PeriodChoice>(choice)
  const [start, setStart] = useState(range.start)
  const [end, setEnd] = useState(range.end)
  const [error, setError] = useState<string | undefined>(urlError)

  function handleChoice(value: PeriodChoice) {
    setSelected(value)
    setError(undefined)
    if (value !== 'range') onChange(value)
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = rangeError(start, end)
    setError(problem)
    if (!problem) onChange('range', { start, end })
  }

  return (
    <form
      aria-label="Insights period"
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <SelectField
        label="Period"
        placeholder="Choose a period"
        options={periodChoices}
        value={selected}
        onChange={(event) => {
          const value = periodChoices.find((option) => option.value === event.target.value)
          if (value) handleChoice(value.value)
        }}
        className="sm:w-48"
      />
      {selected === 'range' && (
        <>
          <TextField
            label="From"
            type="date"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            className="sm:w-44"
          />
          <TextField
            label="To"
            type="date"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            className="sm:w-44"
          />
          <Button type="submit" variant="outline" className="sm:mt-7">
            Show range
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {error}
        </p>
      )}
    </form>
  )
}
