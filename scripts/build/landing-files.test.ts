import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { landingCities, landingServices } from '../../src/content/landing-catalog'
import { assertLandingFiles, landingFileProblems } from './landing-files'

/** A project folder holding one content file per catalog pair, as the real one does. */
function projectWithAllFiles() {
  const root = mkdtempSync(join(tmpdir(), 'landing-files-'))
  for (const city of landingCities) {
    mkdirSync(join(root, 'src/content/landing-pages', city.slug), { recursive: true })
    for (const service of landingServices)
      writeFileSync(join(root, 'src/content/landing-pages', city.slug, `${service.slug}.ts`), '')
  }
  return root
}

describe('landing content files', () => {
  it('accepts one file per city and service', () => {
    const root = projectWithAllFiles()
    expect(landingFileProblems(root)).toEqual([])
    rmSync(root, { recursive: true })
  })

  it('names a missing file and a file the catalog does not know, and stops the build', () => {
    const root = projectWithAllFiles()
    const folder = join(root, 'src/content/landing-pages')
    rmSync(join(folder, 'folsom/lawn-care.ts'))
    mkdirSync(join(folder, 'fresno'))
    writeFileSync(join(folder, 'fresno/lawn-care.ts'), '')
    writeFileSync(join(folder, 'sacramento/lawn-care.test.ts'), '')

    expect(landingFileProblems(root)).toEqual([
      'src/content/landing-pages/folsom/lawn-care.ts is missing: landing-catalog.ts lists that city and service',
      'src/content/landing-pages/fresno/lawn-care.ts matches no city and service in landing-catalog.ts: add them there or remove the file',
    ])
    expect(() => assertLandingFiles(root)).toThrow(/folsom\/lawn-care\.ts is missing/)
    rmSync(root, { recursive: true })
  })
})
