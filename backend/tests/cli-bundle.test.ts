// The CLI's cached bundle (backend/cli-bundle.ts): reused while its files are unchanged, rebuilt
// when any of them changes, and each file keeps its own import.meta.url.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cliBundle } from '../cli-bundle.ts'

describe('the CLI bundle', () => {
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'cli-bundle-test-'))
  })
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it('is built once per version of its files, which keep their own import.meta.url', async () => {
    const entry = join(scratch, 'entry.ts')
    const helper = join(scratch, 'lib', 'helper.ts')
    const bundles = join(scratch, 'bundles')
    await writeFile(entry, `export { value, where } from './lib/helper.ts'\n`)
    await mkdir(join(scratch, 'lib'))
    await writeFile(
      helper,
      `export const value: number = 1\nexport const where = new URL('.', import.meta.url).href\n`,
    )

    const first = await cliBundle(entry, bundles)
    const built = (await stat(first)).mtimeMs
    expect(await cliBundle(entry, bundles)).toBe(first)
    expect((await stat(first)).mtimeMs).toBe(built)
    expect(await import(pathToFileURL(first).href)).toMatchObject({
      value: 1,
      where: pathToFileURL(join(scratch, 'lib')).href + '/',
    })

    // An imported file changed: another bundle, with the change.
    await writeFile(helper, `export const value: number = 2\nexport const where = ''\n`)
    const second = await cliBundle(entry, bundles)
    expect(second).not.toBe(first)
    expect(await import(pathToFileURL(second).href)).toMatchObject({ value: 2 })
  })
})
