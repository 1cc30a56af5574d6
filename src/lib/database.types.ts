// The generated types live beside the Edge Functions, which import them too (npm run db:types).
export type * from '@shared/database.types'
