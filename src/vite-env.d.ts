/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Seconds between the admin inbox's background refreshes (default 30; the e2e build sets 2). */
  readonly VITE_ADMIN_REFRESH_SECONDS?: string
}
