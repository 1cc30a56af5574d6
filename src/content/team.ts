import { business } from './business'
import type { TeamMember } from './types'

/** The owner comes first; the crew follows. */
export const teamMembers = [
  {
    name: 'Carlos Mendoza',
    role: 'Owner & Founder',
    experience: `${business.yearsExperience} years`,
    description: `Started the company in ${business.foundedYear} with one truck and a mower. Carlos still walks every new yard himself and writes each estimate.`,
  },
  {
    name: 'Ana Mendoza',
    role: 'Office Manager',
    experience: '15 years',
    description:
      'Answers the phone, plans the crew schedules and makes sure every estimate gets a call back the same day.',
  },
  {
    name: 'Luis Herrera',
    role: 'Crew Lead & Certified Arborist',
    experience: '12 years',
    description:
      'Leads our tree and hardscape work and prunes to ISA standards, from young street trees to mature valley oaks.',
  },
  {
    name: 'Jake Thompson',
    role: 'Irrigation Specialist',
    experience: '9 years',
    description:
      'Finds the leak, balances the zones and sets up smart controllers so lawns and beds get only the water they need.',
  },
] satisfies TeamMember[]
