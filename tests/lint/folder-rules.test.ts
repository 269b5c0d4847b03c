/**
 * The folder rules are lint, not advice: these tests feed deliberately forbidden imports to the
 * import rules of the project's own eslint.config.js and expect them refused, and check that every
 * feature folder has its place in the layer list.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import projectConfig from '../../eslint.config.js'
import { featureLayers as layers } from '../../eslint.folders.js'

const root = path.resolve(import.meta.dirname, '../..')
const featureLayers = [...layers]

/** Only the import rules of the real config (the type-aware rules are not what is tested here). */
const importRules = projectConfig
  .filter((block) => Object.keys(block.rules ?? {}).some((rule) => rule.startsWith('import-x/')))
  .map((block) => ({ ...block, languageOptions: { parser: tsParser() } }))

function tsParser() {
  const config = projectConfig.find((block) => block.languageOptions?.parser)
  return config?.languageOptions?.parser
}

const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: importRules })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`)
}

describe('folder rules', () => {
  it('refuse a shared component that imports a feature', async () => {
    const found = await problems('app/components/ui/modal.tsx', "import { cart } from '../../features/cart/cart-store'\nexport const x = cart\n")
    expect(found).toEqual([expect.stringMatching(/no-restricted-paths: .*Shared components know no feature/)])
  })

  it('refuse infrastructure that imports a feature', async () => {
    const found = await problems('app/.server/logger.ts', "import { siteSeed } from '../features/catalog/seed'\nexport const x = siteSeed\n")
    expect(found).toEqual([expect.stringMatching(/app\/\.server is infrastructure/)])
  })

  it('refuse a feature that imports one above it (the public write path never reaches the inbox)', async () => {
    const found = await problems(
      'app/features/enquiries/create-enquiry.server.ts',
      "import { runEnquiryCommand } from '../inbox/enquiry-desk-commands.server'\nexport const x = runEnquiryCommand\n",
    )
    expect(found).toEqual([expect.stringMatching(/features\/enquiries may import only the features listed before it/)])
  })

  it('refuse a feature that reaches up into the app root', async () => {
    const found = await problems('app/features/desk/gate.server.ts', "import { requestScope } from '../../load-context'\nexport const x = requestScope\n")
    expect(found).toEqual([expect.stringMatching(/A feature never imports a route module or the app root/)])
  })

  it("refuse the process entry reaching past a feature's index.server.ts, and allow the entry", async () => {
    const past = await problems('server/app.ts', "import { readSession } from '../app/features/staff/session.server'\nexport const x = readSession\n")
    expect(past).toEqual([expect.stringMatching(/server\/ reaches a feature only through its index.server.ts/)])
    expect(await problems('server/app.ts', "import { purgeSessions } from '../app/features/staff/index.server'\nexport const x = purgeSessions\n")).toEqual([])
  })

  it('allow a feature to import one below it', async () => {
    expect(await problems('app/features/inbox/inbox-ui.tsx', "import { dubaiDate } from '../reply-clock/reply-clock'\nexport const x = dubaiDate\n")).toEqual(
      [],
    )
  })

  it('refuse an import cycle', async () => {
    // reply-clock.ts is imported by clock-settings.server.ts; importing it back closes a cycle.
    const found = await problems(
      'app/features/reply-clock/reply-clock.ts',
      "import { cachedWorkingCalendar } from './clock-settings.server'\nexport const x = cachedWorkingCalendar\n",
    )
    expect(found).toEqual([expect.stringMatching(/no-cycle/)])
  })

  it('give every feature folder its place in the layer list', () => {
    const folders = readdirSync(path.join(root, 'app/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect([...folders].sort()).toEqual([...featureLayers].sort())
  })
})
