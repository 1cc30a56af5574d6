import { LayoutDashboard } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'

export function SignedInNotice() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">Welcome Back</h1>
      <p className="mt-2 text-stone-700">You are already signed in</p>
      <Button asChild className="mt-6 w-full">
        <Link to={paths.admin}>
          <LayoutDashboard className="size-5" aria-hidden="true" />
          Go to Admin Dashboard
        </Link>
      </Button>
    </div>
  )
}
