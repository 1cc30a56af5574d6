import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports point one way: app → pages → features → components → content → lib.
const layer = (target, forbidden) => ({
  files: [`src/${target}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((folder) => ({
          group: [`@/${folder}/*`, `@/${folder}`],
          message: `src/${target} must not import from src/${folder} (imports point app → pages → features → components → content → lib).`,
        })),
      },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.local',
      'coverage',
      'test-results',
      'playwright-report',
      'src/lib/database.types.ts',
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
  layer('lib', ['app', 'pages', 'features', 'components', 'content']),
  layer('content', ['app', 'pages', 'features', 'components']),
  layer('components', ['app', 'pages', 'features']),
  layer('features', ['app', 'pages']),
  layer('pages', ['app']),
)
