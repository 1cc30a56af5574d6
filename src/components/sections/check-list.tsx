import { CheckCircle2 } from 'lucide-react'

/** Short claims, each with a check mark: reasons to choose us. */
export function CheckList({ points }: { points: string[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-leaf-600" aria-hidden="true" />
          <span className="font-medium text-stone-800">{point}</span>
        </li>
      ))}
    </ul>
  )
}
