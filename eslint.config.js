import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports point one way: app → pages → islands → features → components → content → lib.
const layer = (target, forbidden) => ({
  files: [`src/${target}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((folder) => ({
          group: [`@/${folder}/*`, `@/${folder}`],
          message: `src/${target} must not import from src/${folder} (imports point app → pages → islands → features → components → content → lib).`,
        })),
      },
    ],
  },
})

// Features never import one another (what two share goes down to components or lib): each
// folder of src/features may import only from itself among them.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: `src/features/${feature} must not import from another feature.`,
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.local',
      '.wrangler',
      'coverage',
      'test-results',
      'playwright-report',
      'supabase/functions/_shared/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the TypeScript modules an import leads to, and resolve tsconfig.json's `@/` paths.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
    },
  },
  layer('lib', ['app', 'pages', 'islands', 'features', 'components', 'content']),
  layer('content', ['app', 'pages', 'islands', 'features', 'components']),
  layer('components', ['app', 'pages', 'islands', 'features']),
  layer('features', ['app', 'pages', 'islands']),
  layer('islands', ['app', 'pages']),
  layer('pages', ['app']),
  {
    // A page is ready when its islands say so (e2e/page-ready.ts); the network going quiet
    // says nothing about hydration, and never comes on a page that keeps a connection open.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message:
            "Wait with e2e/page-ready.ts's gotoReady() or waitForIslands(), not 'networkidle'.",
        },
      ],
    },
  },
)
