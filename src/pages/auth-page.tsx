import { AuthScreen } from '@/features/auth/components/auth-screen'

export default function AuthPage() {
  return (
    <section className="min-h-[70vh] bg-earth-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <AuthScreen />
      </div>
    </section>
  )
}
