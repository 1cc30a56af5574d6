import { Icon } from '@/components/ui/icon'
import { Button, type ButtonProps } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { estimateFormLinkProps, type EstimatePrefill } from './estimate-request-link'

interface EstimateButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  label?: string
  /** What the form starts with (a landing page's service and city). */
  prefill?: EstimatePrefill
  /** False keeps the button a plain link to /contact (the home hero, as the spec asks). */
  opensForm?: boolean
}

/**
 * Every estimate button on the site: a real link to /contact, which is what a visitor without
 * JavaScript follows. Once the page's script runs, a plain click opens the online estimate form
 * instead (src/app/estimate-request-host.tsx listens for all of them at once).
 */
export function EstimateButton({
  label = 'Get Free Estimate',
  variant = 'primary',
  size,
  className,
  prefill,
  opensForm = true,
}: EstimateButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={paths.contact} {...(opensForm && estimateFormLinkProps(prefill))}>
        <Icon name="clipboard-list" className="size-5" />
        {label}
      </a>
    </Button>
  )
}
