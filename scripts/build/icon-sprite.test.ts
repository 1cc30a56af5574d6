import { readFileSync } from 'node:fs'
import { iconSprite, iconSpriteFile } from './icon-sprite'

describe('the icon sprite', () => {
  it('is current with its list of lucide icons', () => {
    const remedy = 'run `npx tsx scripts/build/icon-sprite.ts`'
    expect(readFileSync(iconSpriteFile, 'utf8'), remedy).toBe(iconSprite())
  })

  it('holds one symbol per name, each with its shapes and none of their styling', () => {
    const sprite = iconSprite()
    const ids = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">/g)].map(
      (match) => match[1],
    )
    expect(ids).toHaveLength(new Set(ids).size)
    expect(ids).toEqual(expect.arrayContaining(['leaf', 'phone', 'chevron-down', 'star']))
    expect(sprite).toContain('<symbol id="x" viewBox="0 0 24 24"><path d="M18 6')
    expect(sprite).not.toMatch(/stroke=|class=/)
  })
})
