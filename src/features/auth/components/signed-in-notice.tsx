import { ButtonLink } from '@/components/actions/button-link'
import { Card } from '@/components/ui/card'
import { paths } from '@/lib/paths'

export function SignedInNotice() {
  return (
    <Card tone="stone" className="p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">Welcome Back</h1>
      <p className="mt-2 text-stone-700">You are already signed in</p>
      <ButtonLink to={paths.admin} icon="layout-dashboard" className="mt-6 w-full">
        Go to Admin Dashboard
      </ButtonLink>
    </Card>
  )
}
