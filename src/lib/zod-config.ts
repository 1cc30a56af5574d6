import { z } from 'zod/mini'

// Zod 4 probes `new Function` to decide whether it may compile faster parsers. The site's
// Content-Security-Policy forbids eval, and the browser reports the blocked probe as a
// violation; without it zod parses the same, only interpreting. Import this before any schema.
z.config({ jitless: true })
