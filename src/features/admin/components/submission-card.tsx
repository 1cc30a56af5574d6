import * as Collapsible from '@radix-ui/react-collapsible'
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import { requestAnchorId } from '@shared/request-link'
import { serviceName } from '@shared/service-catalogue'
import { adminMessages } from '../admin-messages'
import { useMarkRequestRead } from '../api/use-mark-request-read'
import type { Submission } from '../types'
import { useNoteDraft } from '../use-note-draft'
import { ContactLinks } from './contact-links'
import { RequestStatusSelect } from './request-status-select'
import { SubmissionDetails } from './submission-details'

interface SubmissionCardProps {
  submission: Submission
  /** The request an alert mail linked to: shown open, and scrolled to. */
  isLinked?: boolean
  /** Kept on the page after its status moved it out of the view. */
  isOutOfView?: boolean
}

/**
 * One estimate request. Closed, it shows what a scan of the list needs (who, when, what, status,
 * how to reach them); the name opens the rest. Everything a visitor typed is rendered as text.
 */
export function SubmissionCard({
  submission,
  isLinked = false,
  isOutOfView = false,
}: SubmissionCardProps) {
  const headingId = `submission-${submission.id}`
  const fullName = `${submission.first_name} ${submission.last_name}`
  const [isOpen, setIsOpen] = useState(isLinked)
  // A link followed while the list is already shown (a hash change) opens the card as well.
  const [wasLinked, setWasLinked] = useState(isLinked)
  if (isLinked !== wasLinked) {
    setWasLinked(isLinked)
    if (isLinked) setIsOpen(true)
  }
  const noteDraft = useNoteDraft(submission.note)
  const articleRef = useRef<HTMLElement>(null)
  const { mutate: markRead, isIdle: isReadUnasked } = useMarkRequestRead(submission.id)
  // Shown read as soon as it is opened; the server keeps the first opening's time.
  const isUnread = submission.opened_at === null && isReadUnasked

  useEffect(() => {
    if (isOpen && isUnread) markRead()
  }, [isOpen, isUnread, markRead])

  useEffect(() => {
    // Optional call: jsdom has no scrolling.
    if (isLinked) articleRef.current?.scrollIntoView?.({ block: 'start' })
  }, [isLinked])

  return (
    <Collapsible.Root open={isOpen} onOpenChange={setIsOpen} asChild>
      <Card tone={isUnread ? 'leaf' : 'stone'} isCompact asChild>
        <article
          ref={articleRef}
          id={requestAnchorId(submission.id)}
          aria-labelledby={headingId}
          className="scroll-mt-24"
        >
          {/* Phones: one column. Tablets: status beside the name. Desktops: one row per request. */}
          <div className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_auto_auto]">
            <header className="min-w-0">
              <div className="flex items-center gap-2">
                {isUnread && (
                  <span className="flex shrink-0 items-center">
                    <span className="size-2.5 rounded-full bg-leaf-600" aria-hidden="true" />
                    <span className="sr-only">Unread</span>
                  </span>
                )}
                <h3 id={headingId} className="min-w-0 text-lg leading-snug">
                  <Collapsible.Trigger className="group inline-flex max-w-full items-center gap-1.5 rounded text-left underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500">
                    <span
                      className={cn(
                        'min-w-0 break-words',
                        isUnread ? 'font-bold text-leaf-900' : 'font-semibold text-stone-800',
                      )}
                    >
                      {fullName}
                    </span>
                    <ChevronDown
                      className="size-5 shrink-0 text-stone-600 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Collapsible.Trigger>
                </h3>
              </div>
              <p className="mt-1 text-sm text-stone-600">
                Received{' '}
                <time dateTime={submission.created_at}>{formatDate(submission.created_at)}</time>
                {submission.reference && (
                  <>
                    {' · '}
                    <span className="sr-only">Reference </span>
                    <span className="font-mono tracking-wide text-stone-700">
                      {submission.reference}
                    </span>
                  </>
                )}
              </p>
              <p className="mt-0.5 text-sm font-medium text-stone-900">
                <span className="sr-only">Service: </span>
                <span>{serviceName(submission.service)}</span>
              </p>
            </header>
            <div className="sm:col-start-2 sm:row-start-1 lg:col-start-3">
              <RequestStatusSelect request={submission} />
            </div>
            <div className="sm:col-span-2 lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:max-w-md lg:self-center">
              <ContactLinks request={submission} />
            </div>
            {isOutOfView && (
              <p className="text-sm text-stone-700 sm:col-span-2 lg:col-span-3">
                {adminMessages.outOfView}
              </p>
            )}
            {!isOpen && submission.message && (
              <p className="line-clamp-2 whitespace-pre-line break-words text-sm text-stone-700 sm:col-span-2 lg:col-span-3">
                {submission.message}
              </p>
            )}
          </div>
          <Collapsible.Content>
            <SubmissionDetails request={submission} fullName={fullName} noteDraft={noteDraft} />
          </Collapsible.Content>
        </article>
      </Card>
    </Collapsible.Root>
  )
}
