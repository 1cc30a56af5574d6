import { ClipboardList } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button, type ButtonProps } from '@/components/ui/button'
import { paths } from '@/lib/paths'

interface EstimateButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  label?: string
}

// Every estimate button on the site is this one component. Until the online estimate form
// exists it leads to the phone-first contact page.
export function EstimateButton({
  label = 'Get Free Estimate',
  variant = 'primary',
  size,
  className,
}: EstimateButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={paths.contact}>
        <ClipboardList className="size-5" aria-hidden="true" />
        {label}
      </Link>
    </Button>
  )
}
