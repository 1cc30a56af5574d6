import { DesignScene } from './gallery-scenes-build'

/**
 * The home hero's picture: the gallery's garden-plan drawing on its own, so the home page does
 * not load the other six gallery scenes.
 */
export function GardenPlanIllustration({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={label}
      className="block h-auto w-full rounded-3xl shadow-2xl ring-4 ring-white/15"
    >
      <rect width="320" height="200" fill="#f1f8f1" />
      <DesignScene />
    </svg>
  )
}
