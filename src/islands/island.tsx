import type { ComponentType } from 'react'

/**
 * Marks a component as an island: a part of a public page that hydrates on its own in the
 * browser (src/app/hydrate-islands.tsx), with the props written into the HTML as JSON. The rest
 * of a prerendered page is never hydrated: it stays the HTML the build wrote, and its code is
 * never downloaded. So an island takes only props that JSON keeps, reads no context from outside
 * itself, and `name` is its file's name in src/islands/, whose default export is `Component`.
 */
export function island<Props extends object>(name: string, Component: ComponentType<Props>) {
  function Island(props: Props) {
    return (
      // display: contents, so the wrapper adds no box to the page's layout.
      <div data-island={name} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
