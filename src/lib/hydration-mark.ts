/**
 * Set on an island's element once React has hydrated it (or its script started it): what the
 * tests wait for after the trigger (e2e/island-hydration.spec.ts). Here, not in src/islands/, so
 * the page's start reads it without loading the islands' shared chunk.
 */
export const hydratedAttribute = 'data-hydrated'

/**
 * Set on the page's #root once its islands wait for their triggers and its estimate buttons are
 * served (src/app/start-public-page.ts): from then on no tap is lost (e2e/page-ready.ts).
 */
export const startedAttribute = 'data-started'
