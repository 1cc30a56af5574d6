/**
 * Set on an island's element once React has hydrated it, and on the estimate form's host once
 * its listener is in place: what the tests wait for before they click (e2e/page-ready.ts). Here,
 * not in src/islands/, so the browser entry reads it without loading the islands' shared chunk.
 */
export const hydratedAttribute = 'data-hydrated'
