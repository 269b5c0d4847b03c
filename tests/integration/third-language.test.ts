/**
 * Adding a language is a dictionary plus one entry in each per-language table. This test adds a
 * made-up language, `xx`, to an in-memory copy of the sources (the tree itself is never written)
 * and shows the three things that claim rests on:
 *
 * 1. The compiler lists the places. With `xx` added to `langs` and nothing else, the modules of the
 *    public site and its APIs fail to compile at their `Record<Lang, …>` tables, each with
 *    "Property 'xx' is missing", and at the storing of an enquiry, whose database column lists
 *    its languages; nowhere else (no type spelled `'en' | 'zh'` that a language cannot reach, no
 *    untyped table indexed by a language).
 * 2. The entries suffice. Each listed table gets an `xx` entry (a copy of its English one, except
 *    the locale table's, which gives `xx` its own addresses, and the dictionary loader's, which
 *    loads a new dictionary) and the column its language; with that dictionary added, the same
 *    modules compile.
 * 3. The pages use them. Loaded through Vite from those sources, a category page rendered at
 *    /xx/safari speaks the new dictionary and the new language's content, links to the new
 *    language's addresses, and leaves no English of the dictionary or the content behind.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { SiteContent } from '../../app/features/catalog/catalog-schema'
import type { PageModule, PageServices, renderSitePage } from '../support/site-page'

const root = path.resolve(import.meta.dirname, '../..')
const inApp = (file: string) => path.join(root, 'app', file)
const relative = (file: string) => path.relative(root, file)

const LANG_FILE = inApp('features/i18n/lang.ts')
const COPY_FILE = inApp('features/i18n/copy.ts')
const DICTIONARY_FILE = inApp('features/i18n/xx.ts')
const SCHEMA_FILE = inApp('.server/db/schema/enquiries.ts')
const LANG_COLUMN = "lang: text('lang', { enum: ['en', 'zh'] })"

/** The new language's locale: its own addresses (/xx, /xx/safari, /xx/safari/regsafari); its switch leads to English. */
const XX_LOCALE = `{
    htmlLang: 'xx-TEST',
    intlLocale: 'en-GB',
    ogLocale: 'xx_TEST',
    listSeparator: ', ',
    sentenceGap: ' ',
    paths: { home: '/xx', prefix: '/xx', detailPrefix: '/xx', detailSuffix: '' },
    routeIdSuffix: 'Xx',
    switchesTo: 'en',
    switchLabel: 'XX',
  }`
const XX_LOADER = `() => import('./xx').then((module) => module.xx)`

/** The new dictionary: the English one with every text marked, so the test can tell which was used. */
const XX_DICTIONARY = `import { en, type Copy } from './en'

function mark(value: unknown): unknown {
  if (typeof value === 'string') return \`[xx] \${value}\`
  if (typeof value === 'function') return (...args: unknown[]): unknown => mark((value as (...args: unknown[]) => unknown)(...args))
  if (Array.isArray(value)) return value.map(mark)
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mark(child)]))
  return value
}

export const xx = mark(en) as Copy
`

// ---------------------------------------------------------------------------------------------
// The compiler, over in-memory sources
// ---------------------------------------------------------------------------------------------

const filesUnder = (folder: string, pattern: RegExp) =>
  (readdirSync(inApp(folder), { recursive: true }) as string[])
    .filter((file) => pattern.test(file) && !file.includes('.test.'))
    .map((file) => inApp(path.join(folder, file)))

/** The public site and its APIs: their route modules, the entries, the shell and the cart; and the app's declarations. */
function entryFiles(): string[] {
  return [
    ...filesUnder('routes/site', /\.tsx?$/),
    ...filesUnder('routes/api', /\.tsx?$/),
    ...filesUnder('routes/seo', /\.tsx?$/),
    ...filesUnder('types', /\.d\.ts$/),
    inApp('entry.client.tsx'),
    inApp('entry.server.tsx'),
    inApp('features/site-shell/site-header.tsx'),
    inApp('features/site-shell/site-footer.tsx'),
    inApp('features/cart/cart-modal.tsx'),
  ]
}

type Overlay = Map<string, string>

function createProgram(overlay: Overlay, rootNames: string[], oldProgram?: ts.Program): ts.Program {
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file)).config, ts.sys, root)
  const disk = ts.createCompilerHost(config.options)
  const host: ts.CompilerHost = {
    ...disk,
    getSourceFile: (file, languageVersion, onError, shouldCreate) => {
      const text = overlay.get(path.resolve(file))
      return text === undefined ? disk.getSourceFile(file, languageVersion, onError, shouldCreate) : ts.createSourceFile(file, text, languageVersion, true)
    },
    fileExists: (file) => overlay.has(path.resolve(file)) || disk.fileExists(file),
    readFile: (file) => overlay.get(path.resolve(file)) ?? disk.readFile(file),
  }
  // The generated types (`react-router typegen`, run by the suite's beforeAll) of the public routes
  // only: the route register (+routes.ts) would bring in every desk screen as well.
  const generated = config.fileNames.filter((file) =>
    /\/\.react-router\/types\/(\+future\.ts|\+server-build\.d\.ts|app\/\+types\/|app\/routes\/(site|api|seo)\/)/.test(file),
  )
  return ts.createProgram({ rootNames: [...rootNames, ...generated], options: config.options, host, oldProgram })
}

type Problem = { file: string; line: number; code: number; message: string; start: number }

const isMissingEntry = (problem: Problem) => problem.code === 2741 && /Property 'xx' is missing/.test(problem.message)
const isNarrowColumn = (problem: Problem) => problem.message.includes('widen enquiries.lang in app/.server/db/schema/enquiries.ts')

/** The program's errors that concern the new language, in the app's own files. */
function problemsWithXx(program: ts.Program, files: (file: ts.SourceFile) => boolean): Problem[] {
  const problems: Problem[] = []
  for (const sourceFile of program.getSourceFiles()) {
    if (!sourceFile.fileName.startsWith(`${root}/app/`) || !files(sourceFile)) continue
    for (const diagnostic of program.getSemanticDiagnostics(sourceFile)) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
      if (!/["']xx["']/.test(message)) continue
      const start = diagnostic.start ?? 0
      const line = sourceFile.getLineAndCharacterOfPosition(start).line + 1
      problems.push({ file: relative(sourceFile.fileName), line, code: diagnostic.code, message, start })
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------
// Giving a table its entry
// ---------------------------------------------------------------------------------------------

function unwrap(node: ts.Node | undefined): ts.Node | undefined {
  let current = node
  while (current && (ts.isParenthesizedExpression(current) || ts.isSatisfiesExpression(current) || ts.isAsExpression(current))) current = current.expression
  return current
}

const propertyNamed = (literal: ts.ObjectLiteralExpression, name: string) =>
  literal.properties.find((property) => property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === name)

/** An object literal with an entry for each of today's languages. */
function isLanguageTable(node: ts.Node | undefined): node is ts.ObjectLiteralExpression {
  return node !== undefined && ts.isObjectLiteralExpression(node) && propertyNamed(node, 'en') !== undefined && propertyNamed(node, 'zh') !== undefined
}

/** The table a "Property 'xx' is missing" error points at: the literal itself, or the one its declaration, property or return holds. */
function tableAt(sourceFile: ts.SourceFile, position: number): ts.ObjectLiteralExpression | undefined {
  const chain: ts.Node[] = []
  const descend = (node: ts.Node) => {
    chain.push(node)
    const child = node.getChildren(sourceFile).find((candidate) => candidate.getStart(sourceFile) <= position && position < candidate.getEnd())
    if (child) descend(child)
  }
  descend(sourceFile)
  for (const node of chain.reverse()) {
    if (isLanguageTable(node)) return node
    const held =
      ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)
        ? node.initializer
        : ts.isReturnStatement(node)
          ? node.expression
          : undefined
    const table = unwrap(held)
    if (isLanguageTable(table)) return table
    if (ts.isStatement(node)) return undefined
  }
  return undefined
}

/** The name a table is declared under (`locales`, `loaders`), if any. */
function declaredName(table: ts.Node): string | undefined {
  let node: ts.Node = table
  while (!ts.isVariableDeclaration(node) && !ts.isSourceFile(node)) node = node.parent
  return ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : undefined
}

/** The `xx` entry of a table: the locale and the dictionary loader are the new language's own; every other entry copies the English one. */
function entryFor(table: ts.ObjectLiteralExpression, fileName: string): string {
  const name = declaredName(table)
  if (fileName === LANG_FILE && name === 'locales') return XX_LOCALE
  if (fileName === COPY_FILE && name === 'loaders') return XX_LOADER
  const english = propertyNamed(table, 'en')
  if (english && ts.isPropertyAssignment(english)) return english.initializer.getText()
  if (english && ts.isShorthandPropertyAssignment(english)) return 'en'
  if (english && ts.isMethodDeclaration(english)) return `function ${english.getText().replace(/^en\b/, '')}`
  throw new Error(`${relative(fileName)}: cannot copy the English entry of this table`)
}

/** The sources with an `xx` entry in each table the errors point at; throws on an error that points at no table. */
function fillTables(program: ts.Program, problems: Problem[]): { overlay: Overlay; tables: string[] } {
  const overlay: Overlay = new Map()
  const tables: string[] = []
  const byFile = new Map<string, Problem[]>()
  for (const problem of problems) {
    const fileName = path.join(root, problem.file)
    byFile.set(fileName, [...(byFile.get(fileName) ?? []), problem])
  }
  for (const [fileName, fileProblems] of byFile) {
    const sourceFile = program.getSourceFile(fileName)
    if (!sourceFile) throw new Error(`${fileName} is not in the program`)
    const found = new Map<number, ts.ObjectLiteralExpression>()
    for (const problem of fileProblems) {
      const table = tableAt(sourceFile, problem.start)
      if (!table) throw new Error(`${problem.file}:${String(problem.line)} is not a language table: ${problem.message}`)
      found.set(table.getStart(sourceFile), table)
    }
    let text = sourceFile.text
    for (const table of [...found.values()].sort((a, b) => b.getEnd() - a.getEnd())) {
      const close = table.getEnd() - 1
      const comma = table.properties.hasTrailingComma ? '' : ','
      text = `${text.slice(0, close)}${comma} xx: ${entryFor(table, fileName)} ${text.slice(close)}`
      tables.push(`${relative(fileName)} ${declaredName(table) ?? '(unnamed)'}`)
    }
    overlay.set(fileName, text)
  }
  return { overlay, tables: [...new Set(tables)].sort() }
}

// ---------------------------------------------------------------------------------------------
// The site, served from the new sources
// ---------------------------------------------------------------------------------------------

/** Every text of a content value in every language, with the new language's marked copy of the English one. */
function withXxContent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withXxContent)
  if (typeof value !== 'object' || value === null) return value
  const record = value as Record<string, unknown>
  if (typeof record.en === 'string' && typeof record.zh === 'string' && Object.keys(record).every((key) => ['en', 'zh', 'xx'].includes(key))) {
    return { en: record.en, zh: record.zh, xx: `[xx] ${record.en}` }
  }
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, withXxContent(child)]))
}

/**
 * The visible texts of an HTML fragment (text between tags, and aria-labels), entities decoded. A
 * line-break hint (<wbr>, inside the brand) and a price kept on one line (a nowrap span, inside a
 * sentence) do not end a text.
 */
function textsOf(html: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
  const joined = html.replace(/<wbr\/?>/g, '').replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, '$1')
  const between = [...joined.matchAll(/>([^<]+)</g)].map((match) => match[1] ?? '')
  const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1] ?? '')
  return [...between, ...labels].map((text) => decode(text).trim()).filter((text) => text !== '')
}

/** Text without words: prices, amounts, addresses, numbers and punctuation. */
function isWordless(text: string): boolean {
  return !/[A-Za-z\u4e00-\u9fff]/.test(text.replace(/\bAED\b/g, '').replace(/\S+@\S+/g, ''))
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')

describe('a third language', () => {
  let refused: Problem[] = []
  let tables: string[] = []
  let columnAt: string[] = []
  let remaining: Problem[] = []
  let server: ViteDevServer | undefined

  beforeAll(async () => {
    // The route modules' types (Route.ComponentProps and the rest) are generated, not committed: on
    // a fresh clone only `npm run typecheck` or `npm run lint` would have made them, and without
    // them every route reads as an error that has nothing to do with the language.
    execFileSync(path.join(root, 'node_modules/.bin/react-router'), ['typegen'], { cwd: root, stdio: 'ignore' })
    const langSource = ts.sys.readFile(LANG_FILE) ?? ''
    const withXx = langSource.replace("langs = ['en', 'zh'] as const", "langs = ['en', 'zh', 'xx'] as const")
    expect(withXx, 'lang.ts declares the languages').not.toBe(langSource)

    // 1. Only the list of languages changes: the compiler names each table that lacks the new entry.
    const first = createProgram(new Map([[LANG_FILE, withXx]]), entryFiles())
    refused = problemsWithXx(first, () => true)
    const filled = fillTables(first, refused.filter(isMissingEntry))
    tables = filled.tables
    columnAt = refused.filter(isNarrowColumn).map((problem) => problem.file)

    // 2. Each table gets its entry, the column its language, and the dictionary is added: the same files compile.
    const schema = ts.sys.readFile(SCHEMA_FILE) ?? ''
    expect(schema, "the schema lists the column's languages").toContain(LANG_COLUMN)
    const overlay: Overlay = new Map([
      [LANG_FILE, withXx],
      [SCHEMA_FILE, schema.replace(LANG_COLUMN, "lang: text('lang', { enum: ['en', 'zh', 'xx'] })")],
      ...filled.overlay,
      [DICTIONARY_FILE, XX_DICTIONARY],
    ])
    const changed = new Set([...overlay.keys(), ...refused.map((problem) => path.join(root, problem.file))])
    const second = createProgram(overlay, [...entryFiles(), DICTIONARY_FILE], first)
    remaining = problemsWithXx(second, (sourceFile) => changed.has(path.resolve(sourceFile.fileName)))
    const compileErrors = second
      .getSemanticDiagnostics(second.getSourceFile(DICTIONARY_FILE))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '))
    expect(compileErrors, 'the new dictionary compiles').toEqual([])

    // 3. The same sources, served by Vite.
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [
        {
          name: 'third-language-sources',
          enforce: 'pre',
          resolveId(source, importer) {
            if (!importer || !source.startsWith('.')) return null
            const candidate = path.resolve(path.dirname(importer), source)
            return overlay.has(`${candidate}.ts`) && !ts.sys.fileExists(`${candidate}.ts`) ? `${candidate}.ts` : null
          },
          load(id) {
            return overlay.get(id.replace(/\?.*$/, '')) ?? null
          },
        },
      ],
    })
  }, 600_000)

  afterAll(async () => {
    await server?.close()
  })

  it('is refused by the compiler at each per-language table and at the enquiries column, and nowhere else', () => {
    const elsewhere = refused.filter((problem) => !isMissingEntry(problem) && !isNarrowColumn(problem))
    expect(elsewhere, 'errors that are not a table without its entry').toEqual([])
    expect(columnAt).toEqual(['app/features/enquiries/create-enquiry.server.ts'])
    // The list of what a new language needs, as the compiler gives it (a new table joins it here).
    expect(tables).toEqual([
      'app/features/cart/human-check-client.ts altchaLanguages',
      'app/features/catalog/price-binding.ts ON_REQUEST',
      'app/features/enquiries/enquiry-endpoints.ts enquiryEndpoints',
      'app/features/i18n/copy.ts loaders',
      'app/features/i18n/dates.ts longDate',
      'app/features/i18n/lang.ts locales',
      'app/features/i18n/use-language-preference.ts storedPreference',
      'app/features/news/news-data.ts builtinNews',
      'app/features/news/news-localize.ts ctaLinkOverrides',
      'app/features/outgoing-mail/mail-layout.ts FONTS',
      'app/features/outgoing-mail/operator-notice.ts LANGUAGE_NAMES',
      'app/features/outgoing-mail/visitor-acknowledgement.ts ackTexts',
      'app/features/pricing/convert.ts showsConversion',
      'app/features/seo/page-seo.ts titleSeparator',
      'app/features/site-pages/product-card.tsx fromPrice',
      'app/features/site-shell/use-shell.ts fallbackBrand',
    ])
  })

  it('compiles once every listed table has its entry and the dictionary is there', () => {
    expect(remaining).toEqual([])
  })

  it('renders a public page in the new dictionary and content, at its own addresses, without English', async () => {
    if (!server) throw new Error('no server')
    const vite = server
    const load = async <T>(file: string) => (await vite.ssrLoadModule(file)) as T
    const { renderSitePage: render } = await load<{ renderSitePage: typeof renderSitePage }>('/tests/support/site-page.tsx')
    const category = await load<PageModule>('/app/routes/site/category.tsx')
    const { siteSeed } = await load<{ siteSeed: unknown }>('/app/features/catalog/seed/index.ts')
    const { siteContentSchema } = await load<{ siteContentSchema: { parse: (value: unknown) => SiteContent } }>('/app/features/catalog/catalog-schema.ts')

    // Content in the new language (every text of the seed, marked) passes the content schema.
    const content = siteContentSchema.parse(withXxContent(siteSeed))
    const services = {
      config: loadConfig({ PUBLIC_URL: 'https://example.test' }),
      content: { getSiteContent: () => Promise.resolve({ version: 1, content }), getPreviewContent: () => Promise.resolve({ version: 1, content }) },
      database: undefined,
      clock: { now: () => new Date('2026-12-02T08:00:00Z') },
    } as unknown as PageServices

    const english = await render('/safari', category, services)
    const xx = await render('/xx/safari', category, services)

    // Every text with words comes from the new dictionary or content, but the language switch's
    // marks, which name the languages themselves.
    const leftovers = textsOf(xx.html).filter((text) => !text.includes('[xx]') && !isWordless(text))
    expect(leftovers).toEqual(['EN / 中', 'EN'])
    expect(textsOf(english.html).filter((text) => text.includes('[xx]'))).toEqual([])
    expect(xx.html).toContain('[xx] Desert Safari')
    expect(xx.html).toMatch(/<span class="sm:hidden" lang="en">EN<\/span>/)

    // Its links go to its own addresses: the menu, the cards, About Us and the terms; only the
    // switch leads to the English page.
    const pageLinks = hrefsOf(xx.html).filter((href) => href.startsWith('/') && !href.startsWith('/art/') && !href.startsWith('/media/'))
    expect(pageLinks).toEqual(expect.arrayContaining(['/xx', '/xx/transfers', '/xx/safari', '/xx/safari/regsafari', '/xx/contact']))
    expect(new Set(pageLinks.filter((href) => !href.startsWith('/xx')))).toEqual(new Set(['/safari']))

    // The head names it among the page's versions (hreflang) with its Open Graph locale.
    const meta = (xx.loaderData as { meta: Record<string, unknown>[] }).meta
    expect(meta).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'alternate', hrefLang: 'xx-TEST', href: 'https://example.test/xx/safari' }),
        { property: 'og:locale', content: 'xx_TEST' },
      ]),
    )
  })
})
