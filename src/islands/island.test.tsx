import type { ComponentType } from 'react'
import { island } from './island'

// The browser finds an island's code by the name written into the HTML: src/islands/{name}.tsx,
// or {name}.script.ts for an island without React, whose wrapper is in {name}.markup.tsx.
const reactIslands = import.meta.glob<Record<string, unknown>>(
  ['./*.tsx', '!./island.tsx', '!./*.test.tsx', '!./*.markup.tsx'],
  { eager: true },
)
const scriptIslandMarkup = import.meta.glob<Record<string, unknown>>('./*.markup.tsx', {
  eager: true,
})
const scriptIslands = import.meta.glob<Record<string, unknown>>('./*.script.ts', { eager: true })

/** The module's one export besides `default`: the wrapper the pages render. */
function wrapperOf(module: Record<string, unknown>) {
  const wrappers = Object.entries(module).filter(([key]) => key !== 'default')
  expect(wrappers).toHaveLength(1)
  return wrappers[0]![1] as ComponentType
}

describe('islands', () => {
  it.each(Object.entries(reactIslands))(
    '%s exports its component and one island() wrapper named after the file',
    (file, module) => {
      const name = /([^/]+)\.tsx$/.exec(file)![1]
      expect(module.default).toBeTypeOf('function')
      expect(wrapperOf(module).displayName).toBe(`Island(${name})`)
    },
  )

  it.each(Object.entries(scriptIslandMarkup))(
    '%s exports one island() wrapper named after the file, and its script starts it',
    (file, module) => {
      const name = /([^/]+)\.markup\.tsx$/.exec(file)![1]
      expect(wrapperOf(module).displayName).toBe(`Island(${name})`)
      expect(scriptIslands[`./${name}.script.ts`]?.default).toBeTypeOf('function')
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
