// The landing catalog and the content files must match one to one: a file the catalog does not
// name would never be served, and a catalog entry without a file would fail only when visited.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { landingCities, landingServices } from '../../src/content/landing-catalog.ts'

const folder = 'src/content/landing-pages'

/** What is wrong between the catalog and the files under src/content/landing-pages/. */
export function landingFileProblems(root: string): string[] {
  const expected = new Set(
    landingCities.flatMap((city) =>
      landingServices.map((service) => `${city.slug}/${service.slug}.ts`),
    ),
  )
  const found = new Set(
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(join(root, folder, dir.name))
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .map((file) => `${dir.name}/${file}`),
      ),
  )
  return [
    ...[...expected]
      .filter((file) => !found.has(file))
      .map(
        (file) => `${folder}/${file} is missing: landing-catalog.ts lists that city and service`,
      ),
    ...[...found]
      .filter((file) => !expected.has(file))
      .map(
        (file) =>
          `${folder}/${file} matches no city and service in landing-catalog.ts: add them there or remove the file`,
      ),
  ]
}

/** Throws one error naming every problem, for the build to stop on. */
export function assertLandingFiles(root: string) {
  const problems = landingFileProblems(root)
  if (problems.length > 0) throw new Error(`Landing pages:\n  ${problems.join('\n  ')}`)
}
