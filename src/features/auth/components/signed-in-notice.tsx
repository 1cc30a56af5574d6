import { LayoutDashboard } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/lib/paths'

export function SignedInNotice() {
  return (
    <Card tone="stone" className="p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">Welcome Back</h1>
      <p className="mt-2 text-stone-700">You are already signed in</p>
      <Button asChild className="mt-6 w-full">
        <Link to={paths.admin}>
          <LayoutDashboard className="size-5" aria-hidden="true" />
          Go to Admin Dashboard
        </Link>
      </Button>
    </Card>
  )
}
