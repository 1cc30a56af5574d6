import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * The one busy indicator. Decorative: the text beside it or a `role="status"` around it says
 * what is happening. Size and colour come from className.
 */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('animate-spin', className)} aria-hidden="true" />
}
