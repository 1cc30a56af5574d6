import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { Mail, Send, X } from 'lucide-react'
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
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? setOpen(true) : close())}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Mail className="size-4" aria-hidden="true" />
          {mailMessages.reply}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white p-5 text-stone-900 focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8 sm:shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold text-leaf-900">
                {mailMessages.composerTitle(fullName)}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-700">
                {mailMessages.repliesGoTo}
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-lg text-stone-700 hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{mailMessages.cancel}</span>
            </Dialog.Close>
          </div>
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
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  {mailMessages.cancel}
                </Button>
              </Dialog.Close>
              <BusyButton
                type="submit"
                isBusy={sendReply.isPending}
                busyLabel={mailMessages.sending}
                icon={<Send className="size-4" aria-hidden="true" />}
              >
                {mailMessages.send}
              </BusyButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
