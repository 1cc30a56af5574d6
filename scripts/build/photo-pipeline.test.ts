import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { build } from 'vite'
import { photo } from '../../src/content/photo'
import { photoPipeline } from './photo-pipeline'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-pipeline-'))
  const shot = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3b8c41' } })
      .jpeg()
      .toBuffer()
  await writeFile(join(dir, 'patio.jpg'), await shot(2000, 1250))
  await writeFile(join(dir, 'small.jpg'), await shot(800, 600))
  await writeFile(
    join(dir, 'main.js'),
    "export { default as patio } from './patio.jpg?photo'\n" +
      "export { default as small } from './small.jpg?photo'\n",
  )
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [photoPipeline()],
    build: {
      outDir: 'out',
      lib: { entry: 'main.js', formats: ['cjs'], fileName: () => 'main.cjs' },
    },
  })
}, 60_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

/** What the two imports give the app, read with Node's own require (outside Vitest's loader). */
function builtPhotos() {
  const require = createRequire(import.meta.url)
  return require(join(dir, 'out/main.cjs')) as Record<
    'patio' | 'small',
    Parameters<typeof photo>[0]
  >
}

describe('the photo pipeline', () => {
  it('makes AVIF and WebP at 480, 960 and 1440 px, with the size of the largest', async () => {
    const image = photo(builtPhotos().patio)
    expect(image).toMatchObject({ width: 1440, height: 900 })
    expect(image.src).toMatch(/\.webp$/)
    expect(image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    for (const source of image.sources ?? [])
      expect(source.srcSet.match(/ \d+w/g)).toEqual([' 480w', ' 960w', ' 1440w'])
    const files = await readdir(join(dir, 'out'), { recursive: true })
    expect(files.filter((file) => /\.avif$/.test(file)).length).toBeGreaterThanOrEqual(3)
  })

  it('never makes a photo larger than it was taken', async () => {
    const image = photo(builtPhotos().small)
    expect(image).toMatchObject({ width: 800, height: 600 })
    for (const source of image.sources ?? []) expect(source.srcSet).not.toMatch(/ (960|1440)w/)
  })
})
