import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/tabs'
import { readAuthLink } from '../api/auth-link'
import { FormAlert } from './form-alert'
import { ForgotPasswordForm } from './forgot-password-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

/** 'Admin Access': the Sign In and Sign Up tabs. */
export function AuthPanel() {
  const [isResettingPassword, setIsResettingPassword] = useState(false)
  const [linkError] = useState(() => readAuthLink().errorDescription)
  return (
    <Card tone="stone" className="p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">Admin Access</h1>
      <p className="mt-1 text-sm text-stone-700">
        Sign in to read estimate requests and manage administrators.
      </p>
      {linkError && (
        <div className="mt-4">
          <FormAlert tone="error">{`This link did not work: ${linkError}`}</FormAlert>
        </div>
      )}
      <TabsRoot defaultValue="sign-in" className="mt-6">
        <TabsList aria-label="Sign in or sign up">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          {isResettingPassword ? (
            <ForgotPasswordForm onBack={() => setIsResettingPassword(false)} />
          ) : (
            <SignInForm onForgotPassword={() => setIsResettingPassword(true)} />
          )}
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm />
        </TabsContent>
      </TabsRoot>
    </Card>
  )
}
