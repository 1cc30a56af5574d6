import { Icon } from '@/components/ui/icon'

/** Short claims, each with a check mark: reasons to choose us. */
export function CheckList({ points }: { points: string[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
          <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-leaf-600" />
          <span className="font-medium text-stone-800">{point}</span>
        </li>
      ))}
    </ul>
  )
}
