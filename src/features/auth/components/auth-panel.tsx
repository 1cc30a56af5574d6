import * as Tabs from '@radix-ui/react-tabs'
import { useState } from 'react'
import { readAuthLink } from '../api/auth-link'
import { FormAlert } from './form-alert'
import { ForgotPasswordForm } from './forgot-password-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

const tabTriggerClass =
  'h-10 flex-1 rounded-md text-sm font-semibold text-stone-700 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun-500 data-[state=active]:bg-white data-[state=active]:text-leaf-900 data-[state=active]:shadow-sm'

/** 'Admin Access': the Sign In and Sign Up tabs. */
export function AuthPanel() {
  const [isResettingPassword, setIsResettingPassword] = useState(false)
  const [linkError] = useState(() => readAuthLink().errorDescription)
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">Admin Access</h1>
      <p className="mt-1 text-sm text-stone-700">
        Sign in to read estimate requests and manage administrators.
      </p>
      {linkError && (
        <div className="mt-4">
          <FormAlert tone="error">{`This link did not work: ${linkError}`}</FormAlert>
        </div>
      )}
      <Tabs.Root defaultValue="sign-in" className="mt-6">
        <Tabs.List
          aria-label="Sign in or sign up"
          className="flex gap-1 rounded-lg bg-stone-100 p-1"
        >
          <Tabs.Trigger value="sign-in" className={tabTriggerClass}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabTriggerClass}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className="mt-6 focus-visible:outline-none">
          {isResettingPassword ? (
            <ForgotPasswordForm onBack={() => setIsResettingPassword(false)} />
          ) : (
            <SignInForm onForgotPassword={() => setIsResettingPassword(true)} />
          )}
        </Tabs.Content>
        <Tabs.Content value="sign-up" className="mt-6 focus-visible:outline-none">
          <SignUpForm />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
