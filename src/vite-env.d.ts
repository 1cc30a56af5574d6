/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Seconds between the admin inbox's background refreshes (default 30; the e2e build sets 2). */
  readonly VITE_ADMIN_REFRESH_SECONDS?: string
}

/** A photo run through the build's pipeline (vite.config.ts); pass it to photo() in content. */
declare module '*?photo' {
  const picture: import('vite-imagetools').Picture
  export default picture
}
