import { commentAndGrantFixes, nextVersion } from './db-diff.ts'

describe('nextVersion', () => {
  it('is now, in UTC, when the newest migration is older', () => {
    expect(nextVersion('20261201100400', new Date('2026-12-05T08:09:10Z'))).toBe('20261205080910')
  })

  it('is a minute after the newest migration when that one is dated later, so it sorts last', () => {
    expect(nextVersion('20261201100400', new Date('2026-11-28T05:00:00Z'))).toBe('20261201100500')
    expect(nextVersion('20261231235930', new Date('2026-11-28T05:00:00Z'))).toBe('20270101000030')
  })
})

describe('commentAndGrantFixes', () => {
  it('adds a new comment and a new grant as pg_dump writes them', () => {
    const comment = "COMMENT ON FUNCTION private.f() IS 'Why.';"
    const grant = 'REVOKE ALL ON FUNCTION private.f() FROM PUBLIC;'
    expect(
      commentAndGrantFixes([
        { key: 'COMMENT private.FUNCTION f()', left: undefined, right: comment },
        { key: 'ACL private.FUNCTION f()', left: undefined, right: grant },
      ]),
    ).toBe(`${comment}\n\n${grant}`)
  })

  it('undoes a changed grant line by line before giving the new one', () => {
    const left = [
      'REVOKE ALL ON FUNCTION public.f() FROM PUBLIC;',
      'GRANT ALL ON FUNCTION public.f() TO authenticated;',
    ].join('\n')
    const right = 'REVOKE ALL ON FUNCTION public.f() FROM PUBLIC;'
    expect(commentAndGrantFixes([{ key: 'ACL public.FUNCTION f()', left, right }])).toBe(
      [
        'GRANT ALL ON FUNCTION public.f() TO PUBLIC;',
        'REVOKE ALL ON FUNCTION public.f() FROM authenticated;',
        right,
      ].join('\n'),
    )
  })

  it('leaves what only the migrations have (a dropped object takes its grants with it)', () => {
    expect(
      commentAndGrantFixes([
        { key: 'ACL private.FUNCTION gone()', left: 'GRANT ALL ON X TO y;', right: undefined },
      ]),
    ).toBe('')
  })
})
