/**
 * One source of now is lint, not advice (ADR 0034): the project's own eslint.config.js refuses the
 * machine's clock in server code, and leaves the clock itself, tests and the browser's components
 * alone.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import projectConfig from '../../eslint.config.js'

const root = path.resolve(import.meta.dirname, '../..')

/** Only the clock rule of the real config, with the config's TypeScript parser for every file. */
const parser = projectConfig.find((block) => block.languageOptions?.parser)?.languageOptions?.parser
const clockRule = projectConfig.filter((block) => Object.keys(block.rules ?? {}).includes('no-restricted-syntax'))

const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser } }, ...clockRule] })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`)
}

const machineTime = 'export const a = new Date()\nexport const b = Date.now()\n'

describe('the clock rule', () => {
  it('refuses new Date() and Date.now() in a feature, a route and the process entry, naming services.clock', async () => {
    for (const file of ['app/features/inbox/inbox-query.server.ts', 'app/routes/admin/news.tsx', 'server/index.ts']) {
      expect(await problems(file, machineTime), file).toEqual([
        expect.stringMatching(/^no-restricted-syntax: new Date\(\) reads the machine's clock: .*services\.clock.*ADR 0034/),
        expect.stringMatching(/^no-restricted-syntax: Date\.now\(\) reads the machine's clock: .*services\.clock.*ADR 0034/),
      ])
    }
  })

  it('refuses a default that reads the machine’s clock', async () => {
    expect(await problems('app/features/staff/session.server.ts', 'export function f(now = new Date()) { return now }\n')).toHaveLength(1)
  })

  it('allows a date from a value, the clock itself, tests and the browser’s components', async () => {
    expect(
      await problems(
        'app/features/news/news-rules.ts',
        "export const a = new Date(0)\nexport const b = new Date('2026-12-02')\nexport const c = performance.now()\n",
      ),
    ).toEqual([])
    for (const file of [
      'app/.server/clock.ts',
      'app/features/inbox/inbox-query.server.test.ts',
      'app/features/news/news-board.tsx',
      'app/features/cart/enquiry-form.tsx',
    ]) {
      expect(await problems(file, machineTime), file).toEqual([])
    }
  })
})
