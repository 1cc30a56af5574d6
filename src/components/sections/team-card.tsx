import { Card } from '@/components/ui/card'
import { Picture } from '@/components/ui/picture'
import type { TeamMember } from '@/content/types'

/** Initials stand in for a portrait until the owner supplies photos. */
function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
}

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <Card asChild>
      <article className="flex h-full flex-col items-center p-6 text-center">
        {member.portrait ? (
          <Picture
            image={member.portrait}
            alt={member.name}
            sizes="80px"
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <span
            className="grid size-20 place-items-center rounded-full bg-gradient-to-br from-leaf-600 to-leaf-800 text-2xl font-bold text-white"
            aria-hidden="true"
          >
            {initials(member.name)}
          </span>
        )}
        <h3 className="mt-4 text-lg font-bold text-leaf-900">{member.name}</h3>
        <p className="font-semibold text-leaf-700">{member.role}</p>
        <p className="mt-1 text-sm text-earth-800">{member.experience} experience</p>
        <p className="mt-3 text-stone-700">{member.description}</p>
      </article>
    </Card>
  )
}
