// CI catches schema drift: the committed Database type must equal what the generator writes.
import { readFile } from 'node:fs/promises'
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/cli/db-types.ts'

it('supabase/functions/_shared/database.types.ts matches the migrations (run `npm run db:types` if not)', async () => {
  const committed = await readFile(TYPES_FILE, 'utf8')
  expect(committed).toBe(await generateDatabaseTypes())
}, 120_000)
