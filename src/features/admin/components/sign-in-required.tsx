import { LogIn } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { adminMessages } from '../admin-messages'
import { AccessNotice } from './access-notice'

export function SignInRequired() {
  return (
    <AccessNotice
      message={adminMessages.signInRequired}
      action={
        <Button asChild className="w-full">
          <Link to={paths.auth}>
            <LogIn className="size-5" aria-hidden="true" />
            Go to Sign In
          </Link>
        </Button>
      }
    />
  )
}
