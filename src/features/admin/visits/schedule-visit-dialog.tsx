import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarCheck, CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { visitArrivalWindows } from '@shared/visit-calendar'
import { BusyButton } from '@/components/ui/busy-button'
import { Button } from '@/components/ui/button'
import { registerField } from '@/components/ui/register-field'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { FormDialog, FormDialogActions } from '../components/form-dialog'
import type { Submission } from '../types'
import { visitPreference } from '../visit-preference'
import { useScheduleVisit } from './use-schedule-visit'
import { AT_A_SET_TIME, visitDayRange, visitFormSchema, type VisitForm } from './visit-form-schema'
import { adminVisitMessages as messages } from './visit-messages'
import type { ScheduledVisit } from './visits-query'

/** The window that fits what the visitor asked for, to start from; none for 'any weekday'. */
const windowForPreference: Record<string, string> = {
  weekday_mornings: '08-10',
  weekday_afternoons: '13-15',
  saturday_mornings: '08-10',
}

/** The form's first values: the visit as it is, or what the visitor asked for. */
function initialVisit(request: Submission, visit: ScheduledVisit | null): VisitForm {
  if (visit) {
    return {
      date: visit.visit_date,
      arrival: visit.arrival_window ?? AT_A_SET_TIME,
      time: visit.start_time ?? '',
      note: visit.note ?? '',
    }
  }
  const { min } = visitDayRange()
  const earliest = request.earliest_visit_date
  return {
    date: earliest && earliest >= min ? earliest : '',
    arrival: (request.visit_window && windowForPreference[request.visit_window]) ?? '',
    time: '',
    note: '',
  }
}

const arrivalOptions = [
  ...visitArrivalWindows.map(({ value, label }) => ({ value, label: `${label} arrival` })),
  { value: AT_A_SET_TIME, label: messages.atATime },
]

interface ScheduleVisitDialogProps {
  request: Submission
  fullName: string
  /** The request's visit to come, to move; null to schedule one. */
  visit: ScheduledVisit | null
}

/**
 * 'Schedule visit' (or 'Reschedule'): a day, an arrival window or a set time, and a note for the
 * homeowner, with what they asked for beside it. A failed save keeps the values and says why;
 * saved again after a lost answer, the same key changes and mails nothing more.
 */
export function ScheduleVisitDialog({ request, fullName, visit }: ScheduleVisitDialogProps) {
  const [isOpen, setOpen] = useState(false)
  // One key per dialog opened: a retry of this save is the same change.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID())
  const scheduleVisit = useScheduleVisit(request.id, request.email)
  const form = useForm<VisitForm>({
    resolver: zodResolver(visitFormSchema),
    defaultValues: initialVisit(request, visit),
  })
  const isMove = visit !== null
  const arrival = useWatch({ control: form.control, name: 'arrival' })
  const { min, max } = visitDayRange()

  const open = () => {
    form.reset(initialVisit(request, visit))
    setClientKey(crypto.randomUUID())
    setOpen(true)
  }

  return (
    <FormDialog
      trigger={
        <Button variant={isMove ? 'outline' : 'primary'} size="sm">
          {isMove ? (
            <CalendarCheck className="size-4" aria-hidden="true" />
          ) : (
            <CalendarPlus className="size-4" aria-hidden="true" />
          )}
          {isMove ? messages.reschedule : messages.schedule}
        </Button>
      }
      title={isMove ? messages.rescheduleTitle(fullName) : messages.scheduleTitle(fullName)}
      description={
        isMove
          ? messages.rescheduleDescription(request.email)
          : messages.scheduleDescription(request.email)
      }
      closeLabel={messages.close}
      isOpen={isOpen}
      onOpenChange={(next) => (next ? open() : setOpen(false))}
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          scheduleVisit.mutate(
            { visit: values, clientKey, isMove },
            { onSuccess: () => setOpen(false) },
          ),
        )}
      >
        <p className="rounded-lg bg-leaf-50 px-3 py-2 text-sm text-stone-800">
          <span className="font-semibold">{messages.askedFor}:</span>{' '}
          {visitPreference(request) ?? messages.noPreference}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={messages.day}
            type="date"
            min={min}
            max={max}
            {...registerField(form, 'date')}
          />
          <SelectField
            label={messages.arrival}
            placeholder={messages.chooseArrival}
            options={arrivalOptions}
            {...registerField(form, 'arrival')}
          />
        </div>
        {arrival === AT_A_SET_TIME && (
          <TextField
            label={messages.time}
            type="time"
            min="06:00"
            max="20:00"
            step={900}
            hint={messages.timeHint}
            className="sm:max-w-[calc(50%-0.5rem)]"
            {...registerField(form, 'time')}
          />
        )}
        <TextareaField
          label={messages.note}
          hint={messages.noteHint}
          rows={3}
          {...registerField(form, 'note')}
        />
        <FormDialogActions cancelLabel={messages.close}>
          <BusyButton
            type="submit"
            isBusy={scheduleVisit.isPending}
            busyLabel={messages.saving}
            icon={<CalendarCheck className="size-4" aria-hidden="true" />}
          >
            {isMove ? messages.saveChange : messages.save}
          </BusyButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  )
}
