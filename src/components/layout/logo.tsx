import { Icon } from '@/components/ui/icon'
import { business } from '@/content/business'
import { paths } from '@/lib/paths'

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <a
      href={paths.home}
      onClick={onClick}
      className="flex items-center gap-2 rounded-md font-bold text-leaf-900"
    >
      <span className="grid size-9 place-items-center rounded-full bg-leaf-700 text-white">
        <Icon name="leaf" className="size-5" />
      </span>
      <span className="text-lg leading-tight">{business.name}</span>
    </a>
  )
}
