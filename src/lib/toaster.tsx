import { Toaster } from 'sonner'

/** Loaded by ToastOutlet (./toast.tsx) with the first toast. */
export default function AppToaster() {
  return <Toaster richColors closeButton position="bottom-right" />
}
