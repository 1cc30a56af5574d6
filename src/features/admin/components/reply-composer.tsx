import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { Button } from '@/components/ui/button'
import { registerField } from '@/components/ui/register-field'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { useSendReply } from '../api/use-send-reply'
import { mailMessages } from '../mail-messages'
import { replySchema, type Reply } from '../reply-schema'
import { replyTemplates, type ReplyContext } from '../reply-templates'
import { FormDialog, FormDialogActions } from './form-dialog'
import type { Submission } from '../types'

interface ReplyComposerProps {
  request: Submission
  fullName: string
}

const emptyReply: Reply = { subject: '', body: '' }

/**
 * 'Reply by e-mail': a template filled from the request, edited, then sent through the outbox.
 * A failed send keeps the words and says why; the same words sent again after a lost answer
 * carry the same key, so the homeowner gets one mail.
 */
export function ReplyComposer({ request, fullName }: ReplyComposerProps) {
  const [isOpen, setOpen] = useState(false)
  // One key per message being written: a retry of this send is the same mail.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID())
  const sendReply = useSendReply(request.id, request.email)
  const form = useForm<Reply>({ resolver: zodResolver(replySchema), defaultValues: emptyReply })
  const context: ReplyContext = {
    firstName: request.first_name,
    service: request.service,
    city: request.city,
  }

  const chooseTemplate = (id: string) => {
    const template = replyTemplates.find((candidate) => candidate.id === id)
    form.reset(
      template ? { subject: template.subject(context), body: template.body(context) } : emptyReply,
    )
  }

  const close = () => {
    setOpen(false)
    form.reset(emptyReply)
    setClientKey(crypto.randomUUID())
  }

  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Mail className="size-4" aria-hidden="true" />
          {mailMessages.reply}
        </Button>
      }
      title={mailMessages.composerTitle(fullName)}
      description={mailMessages.repliesGoTo}
      closeLabel={mailMessages.cancel}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? setOpen(true) : close())}
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4"
        onSubmit={form.handleSubmit((reply) =>
          sendReply.mutate({ reply, clientKey }, { onSuccess: close }),
        )}
      >
        <p className="text-sm text-stone-800">
          <span className="font-semibold">{mailMessages.to}:</span>{' '}
          <span className="break-all">{request.email}</span>
        </p>
        <SelectField
          label={mailMessages.template}
          placeholder={mailMessages.noTemplate}
          options={replyTemplates.map(({ id, label }) => ({ value: id, label }))}
          defaultValue=""
          onChange={(event) => chooseTemplate(event.target.value)}
        />
        <TextField label={mailMessages.subject} {...registerField(form, 'subject')} />
        <TextareaField label={mailMessages.body} rows={10} {...registerField(form, 'body')} />
        <FormDialogActions cancelLabel={mailMessages.cancel}>
          <BusyButton
            type="submit"
            isBusy={sendReply.isPending}
            busyLabel={mailMessages.sending}
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            {mailMessages.send}
          </BusyButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  )
}
