import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Co-located tests that open a database or start processes: they belong with the integration suite. */
const colocatedIntegration = ['app/.server/db/pglite-thread.test.ts', 'server/builtin-idp.test.ts', 'server/health.test.ts', 'server/node-env.test.ts']

/**
 * The order files start in: the process suites first (the longest files, much of their time spent
 * waiting for servers that start, stop and restart), then the unit files (one of them, the image
 * pipeline's, computes for many seconds), and integration last, largest file first, so that the
 * small integration files fill the end. Vitest's own order is by project name, which started the
 * process suites after every integration file and left one of them running alone at the end; with
 * the units last, the image pipeline's file ran alone at the end instead.
 */
const projectOrder = ['process', 'unit', 'integration']
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => projectOrder.indexOf(file.project.name)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

/**
 * Three projects, run together by `vitest run`:
 * - unit: pure tests beside the code, no database and no process of their own (`npm run test:unit`);
 * - integration: tests/integration and the co-located tests above, on PGlite and, when
 *   TEST_DATABASE_URL is set, PostgreSQL; each run migrates one template per database kind and every
 *   suite copies it (`npm run test:integration`);
 * - process: the production server started as `npm start` starts it, over HTTP and raw sockets,
 *   built first when a source is newer than the build.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          exclude: colocatedIntegration,
        },
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
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
