import { defineConfig } from 'vitest/config'

/**
 * The fault suite (`npm run test:faults`): real parts only — the production build, two server
 * instances on one PostgreSQL cluster of its own behind nginx, an in-process SMTP peer. Files run
 * one after another: they share the machine's two cores with the instances under test.
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/faults/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest-faults.json' }]] : ['default'],
  },
})
