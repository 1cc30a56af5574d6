import type { ComponentType } from 'react'
import { island } from './island'

// The browser finds an island's code by the name written into the HTML: src/islands/{name}.tsx.
const islandModules = import.meta.glob<Record<string, unknown>>(
  ['./*.tsx', '!./island.tsx', '!./*.test.tsx'],
  { eager: true },
)

describe('islands', () => {
  it.each(Object.entries(islandModules))(
    '%s exports its component and one island() wrapper named after the file',
    (file, module) => {
      const name = /([^/]+)\.tsx$/.exec(file)![1]
      expect(module.default).toBeTypeOf('function')
      const wrappers = Object.entries(module).filter(([key]) => key !== 'default')
      expect(wrappers).toHaveLength(1)
      expect((wrappers[0]![1] as ComponentType).displayName).toBe(`Island(${name})`)
    },
  )
})

describe('island()', () => {
  it('takes only props that JSON keeps (checked by the type checker)', () => {
    const Plain = (props: { path: string; tags: string[]; limits: { max: number | null } }) =>
      props.path
    expect(island('plain', Plain, 'interaction').displayName).toBe('Island(plain)')
    // @ts-expect-error a function does not survive JSON.stringify
    island('with-callback', (props: { onPick: () => void }) => String(props.onPick), 'visible')
    // @ts-expect-error a Date arrives as a string
    island('with-date', (props: { since: Date }) => props.since.toISOString(), 'visible')
  })
})
