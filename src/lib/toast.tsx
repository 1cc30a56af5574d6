import { lazy, Suspense, useSyncExternalStore } from 'react'

// sonner (≈ 9 KB gzip) loads with the first toast, not with the sign-in form. A toast raised
// before its Toaster has mounted still shows: sonner replays the active toasts to a Toaster that
// subscribes late.

export interface ToastOptions {
  description?: string
}

let isToasterWanted = false
const toasterListeners = new Set<() => void>()

function show(kind: 'success' | 'error', message: string, options?: ToastOptions) {
  if (!isToasterWanted) {
    isToasterWanted = true
    toasterListeners.forEach((listener) => listener())
  }
  void import('sonner').then(({ toast: sonnerToast }) => sonnerToast[kind](message, options))
}

/** The toasts of the auth and admin screens (sonner's, with the calls they use). */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
}

function subscribeToToaster(listener: () => void) {
  toasterListeners.add(listener)
  return () => {
    toasterListeners.delete(listener)
  }
}

const Toaster = lazy(() => import('./toaster'))

/** Where the toasts show: sonner's Toaster, once the first toast has been raised. */
export function ToastOutlet() {
  const isWanted = useSyncExternalStore(
    subscribeToToaster,
    () => isToasterWanted,
    () => false,
  )
  return isWanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
