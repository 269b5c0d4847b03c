import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Co-located tests that open a database or start processes: they belong with the integration suite. */
const colocatedIntegration = ['server/health.test.ts', 'server/node-env.test.ts']
/**
 * Tests that read state of the whole process (the database thread's test counts the async hooks
 * that are on): they need a process of their own, which the shared workers of unit and
 * integration do not give.
 */
const ownProcess = ['app/.server/db/pglite-thread.test.ts']

/**
 * The order files start in: the process suites first (much of their time spent waiting for servers
 * that start, stop and restart), then the unit files, and integration last, so that small files
 * fill the end. Vitest's own order is by project name, which started the process suites after every
 * integration file and left one of them running alone at the end.
 */
const projectOrder = ['process', 'own-process', 'unit', 'integration']
/**
 * Within a project the order is Vitest's own, derived from the last run: the files that took
 * longest on this checkout start first (its results cache, node_modules/.vite/vitest, which CI
 * keeps between runs), and with no earlier run the largest files. Nothing is listed by hand.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => projectOrder.indexOf(file.project.name)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

/**
 * Four projects, run together by `vitest run`:
 * - unit: pure tests beside the code, no database and no process of their own (`npm run test:unit`);
 * - integration: tests/integration and the co-located tests above, on PGlite and, when
 *   TEST_DATABASE_URL is set, PostgreSQL; each run migrates one template per database kind and every
 *   suite copies it (`npm run test:integration`);
 * - own-process: the files listed in `ownProcess`, each in a worker process of its own;
 * - process: the production server started as `npm start` starts it, over HTTP and raw sockets,
 *   built first when a source is newer than the build.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // Hang guards, never performance checks: long enough for a 2-core machine whose cores are both
    // busy with something else (a test's own waits say what they wait for; budgets are the bench's).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest's default is one fewer worker than CPUs: one on a 2-core machine. Most suites wait on a
    // database thread, a server process or a socket rather than compute, so three share two cores well.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One worker process runs many files (the files restore what they stub): a fork per file
          // cost more than the tests themselves.
          isolate: false,
          include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...colocatedIntegration, ...ownProcess],
        },
      },
      {
        extends: true,
        test: { name: 'own-process', include: ownProcess },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // As for unit: every suite opens its own database from the template and closes it, and
          // module state is keyed by database or config, so files can share a worker process.
          isolate: false,
          include: ['tests/integration/**/*.test.ts', ...colocatedIntegration],
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          globalSetup: ['tests/process/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
