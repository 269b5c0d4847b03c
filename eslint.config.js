import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import { folderRules } from './eslint.folders.js'

/** How the import rules find and read our modules (no-cycle parses every module it follows). */
const importSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
}

/**
 * One source of now (ADR 0034): server code reads the time from `services.clock` (handed down as
 * `now: Date`), never from the machine, so a test that moves the clock moves every screen with it.
 */
const machineTime = 'the server reads the time from services.clock, handed down as a required `now: Date` (ADR 0034: tests move it)'
const machineClockRule = [
  'error',
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `new Date() reads the machine's clock: ${machineTime}.` },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: `Date.now() reads the machine's clock: ${machineTime}.` },
]
/**
 * Components whose clock is the visitor's or staff member's browser (ADR 0034: "The browser's clock
 * is Playwright's"): they start from the server's moment for the first render, then tick on their own.
 */
const browserClockFiles = [
  // How long the tab slept or was hidden, before it asks the server about its session.
  'app/features/desk/desk-shell.tsx',
  // How long the sign-in window has been closed before the page asks whether it signed in.
  'app/features/staff/sign-in-screen.tsx',
  // The visitor's own pacing of sends (kept in their browser) and their local date for the form.
  'app/features/cart/enquiry-form.tsx',
  // The reply-clock badges, ticking every 30 s after the server's first render.
  'app/features/inbox/inbox-ui.tsx',
  // The board after hydration, and the moment of a dismissal the browser keeps.
  'app/features/news/news-board.tsx',
  // The news list's state column, moved on as an item starts or ends while the page stays open.
  'app/features/news/news-desk.tsx',
]

export default defineConfig(
  globalIgnores([
    'build/',
    '.react-router/',
    'drizzle/',
    'node_modules/',
    'data/',
    'scratch/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'public/',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'eslint.folders.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
    },
  },
  // The folder rules of docs/architecture.md: who may import whom, and no import cycles.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: folderRules() }],
    },
  },
  // The machine's clock: only the clock itself and the browser's components above read it. Lines
  // that measure real elapsed time (timers, pings) say so with a disable comment and the reason.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'app/.server/clock.ts', ...browserClockFiles],
    rules: { 'no-restricted-syntax': machineClockRule },
  },
)
