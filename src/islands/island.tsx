import type { ComponentType } from 'react'

/** What JSON keeps: the props an island can take, since they travel in the page's HTML. */
type JsonSafe<Value> = Value extends string | number | boolean | null | undefined
  ? Value
  : Value extends readonly (infer Item)[]
    ? readonly JsonSafe<Item>[]
    : // A function or a Date (its methods) maps to `never`, so such a prop does not typecheck.
      Value extends (...args: never[]) => unknown
      ? never
      : Value extends object
        ? { [Key in keyof Value]: JsonSafe<Value[Key]> }
        : never

/**
 * When an island's code loads and hydrates (src/app/island-triggers.ts), as Astro's `client:`
 * directives say it. Until then it is the build's HTML; a tap, a submit or typing that lands
 * before is held and replayed once it has hydrated.
 * - 'interaction': on the first pointer over it, touch or focus inside it (the header's menus,
 *   the sections of /services, the gallery's filter);
 * - 'visible': when it comes within a screen of the view, or on that same first interaction
 *   (the ZIP check).
 * Either way, at once when the address's #fragment names an element inside it.
 */
export type HydrateWhen = 'interaction' | 'visible'

/**
 * Marks a component as an island: a part of a public page that hydrates on its own in the
 * browser (src/app/island-triggers.ts), with the props written into the HTML as JSON. The rest
 * of a prerendered page is never hydrated: it stays the HTML the build wrote, and its code is
 * never downloaded. So an island takes only props that JSON keeps (a function or a Date does not
 * typecheck), reads no context from outside itself, calls no useId() (the server renders it
 * inside the page, the browser as a root of its own: the ids would differ), and `name` is its file's name in
 * src/islands/: `{name}.tsx`, whose default export is `Component`, hydrated by React; or, for an
 * island that needs no React (the ZIP check), `{name}.script.ts`, whose default export starts it
 * on the build's HTML (`(element) => stop`) so its first answer does not wait for React, with
 * the wrapper in `{name}.markup.tsx`, which the browser never loads.
 */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  when: HydrateWhen,
  // An extra argument only when a prop is not JSON: the call then fails to typecheck.
  ..._propsAreJson: Props extends JsonSafe<Props> ? [] : [never]
) {
  function Island(props: Props) {
    return (
      // display: contents, so the wrapper adds no box to the page's layout.
      <div
        data-island={name}
        data-hydrate={when}
        data-props={JSON.stringify(props)}
        className="contents"
      >
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
