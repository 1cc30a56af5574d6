// The estimate dialog's frame, shared by the form's Radix dialog and the plain shell that shows
// at once while its code loads (src/app/estimate-dialog-shell.ts): one look for both, no React
// here. Tailwind reads these class names from this file.
export const estimateDialogFrame = {
  overlay: 'fixed inset-0 z-50 bg-black/50',
  content:
    'fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white p-5 text-stone-900 focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8 sm:shadow-2xl',
  header: 'flex items-start justify-between gap-4',
  title: 'text-2xl font-bold text-leaf-900',
  description: 'mt-1 text-stone-700',
  close:
    '-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-lg text-stone-700 hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500',
}
