/**
 * Part (c): gzip bytes (level 9) of the JavaScript and CSS each public page loads, read from the
 * server's HTML (script src, modulepreload, stylesheet links, the inline module's imports and its
 * import() of the entry) and followed through the static imports of the built chunks. Chunks only
 * reachable through import() inside a chunk load on demand and are counted apart. Also checks that
 * no chunk holding desk code is loaded by a public page.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'
import { sitePages } from '../../app/features/i18n/site-routes'
import { repoRoot } from '../../tests/support/server-process'
import { getRaw, kib, table } from './common'

const clientDir = path.join(repoRoot, 'build/client')

export type PageBundle = {
  path: string
  js: string[]
  css: string[]
  lazyJs: string[]
  jsGzip: number
  cssGzip: number
  lazyJsGzip: number
  adminChunks: string[]
  /** The languages whose interface dictionary the page loads (its own only, by design). */
  dictionaries: string[]
}

/** The dictionary chunk of a language: the build names it after its module (en.ts, zh.ts). */
const dictionaryLang = (file: string) => /^(en|zh)-[\w-]+\.js$/.exec(path.posix.basename(file))?.[1]

const gzipCache = new Map<string, number>()
function gzipSize(asset: string): number {
  let size = gzipCache.get(asset)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, asset)), { level: 9 }).length
    gzipCache.set(asset, size)
  }
  return size
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const match of tag.matchAll(/([a-zA-Z:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]
    if (name) attrs[name.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return attrs
}

/** Same-origin asset URL → path under build/client, or undefined for anything else. */
function assetPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  const clean = url.split(/[?#]/)[0] ?? ''
  return clean.slice(1)
}

/** What the HTML itself asks for: scripts, module preloads, stylesheets, inline module imports. */
export function referencesInHtml(html: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag)
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
    const file = attrs.href ? assetPath(attrs.href) : undefined
    if (!file) continue
    if (rel.includes('modulepreload')) js.add(file)
    else if (rel.includes('stylesheet')) css.add(file)
    else if (rel.includes('preload') && attrs.as === 'script') js.add(file)
    else if (rel.includes('preload') && attrs.as === 'style') css.add(file)
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${match[1] ?? ''}>`)
    const src = attrs.src ? assetPath(attrs.src) : undefined
    if (src) js.add(src)
    const body = match[2] ?? ''
    if (attrs.type === 'module') {
      // `import * as route0 from "/assets/…"` and `import("/assets/entry.client-….js")`; the
      // manifest JSON in the same script lists paths too, but those are not loads.
      for (const m of body.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s*["']([^"']+)["']/g)) {
        const file = assetPath(m[1] ?? m[2] ?? m[3] ?? '')
        if (file) js.add(file)
      }
    }
  }
  return { js, css }
}

/** Static and dynamic imports of one built chunk, as paths under build/client. */
const importCache = new Map<string, { statics: string[]; dynamics: string[] }>()
function importsOf(asset: string): { statics: string[]; dynamics: string[] } {
  const cached = importCache.get(asset)
  if (cached) return cached
  const code = readFileSync(path.join(clientDir, asset), 'utf8')
  const resolve = (spec: string) => (spec.startsWith('.') ? path.posix.join(path.posix.dirname(asset), spec) : assetPath(spec))
  const statics = new Set<string>()
  const dynamics = new Set<string>()
  for (const m of code.matchAll(/\bfrom\s*["'`]([^"'`]+\.js)["'`]|(?:^|[;\s}])import\s*["'`]([^"'`]+\.js)["'`]/g)) {
    const file = resolve(m[1] ?? m[2] ?? '')
    if (file) statics.add(file)
  }
  for (const m of code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
    const file = resolve(m[1] ?? '')
    if (file) dynamics.add(file)
  }
  const result = {
    statics: [...statics].filter((f) => existsSync(path.join(clientDir, f))),
    dynamics: [...dynamics].filter((f) => existsSync(path.join(clientDir, f))),
  }
  importCache.set(asset, result)
  return result
}

function staticClosure(roots: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !file.endsWith('.js') || !existsSync(path.join(clientDir, file))) continue
    seen.add(file)
    queue.push(...importsOf(file).statics)
  }
  return seen
}

/** Everything reachable through import() from the loaded chunks, and from those in turn. */
function onDemandClosure(loaded: Set<string>): Set<string> {
  const reached = new Set<string>()
  let frontier = [...loaded]
  while (frontier.length > 0) {
    const next = staticClosure(frontier.flatMap((file) => importsOf(file).dynamics))
    frontier = [...next].filter((file) => !reached.has(file) && !loaded.has(file))
    for (const file of frontier) reached.add(file)
  }
  return reached
}

type ManifestRoute = { id: string; path?: string; module: string; imports?: string[]; css?: string[] }
type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, ManifestRoute> }

/** The full route manifest the build writes for lazy route discovery (build/client/assets/manifest-*.js). */
function loadManifest(url: string): Manifest {
  const file = assetPath(url)
  if (!file) throw new Error(`unexpected manifest URL ${url}`)
  const sandbox: { window: { __reactRouterManifest?: Manifest } } = { window: {} }
  vm.runInNewContext(readFileSync(path.join(clientDir, file), 'utf8'), sandbox, { timeout: 1000 })
  const manifest = sandbox.window.__reactRouterManifest
  if (!manifest) throw new Error(`${file} did not define the route manifest`)
  return manifest
}

/** Desk code: the admin routes and the desk's own features (the desk shares zod, schemas and dictionaries with public pages). */
const isDeskModule = (module: string) =>
  [
    'app/routes/admin/',
    'app/features/desk/',
    'app/features/audit/',
    'app/features/staff/',
    'app/features/inbox/',
    'app/features/outbox/',
    'app/features/content/',
    'app/features/media/',
  ].some((folder) => module.startsWith(folder))

/**
 * Chunks holding desk code, read from the module list of each chunk the build writes
 * (build/client/.vite/chunk-modules.json): a chunk counts as the desk's when any module in it is.
 */
function deskChunks(): Set<string> {
  const file = path.join(clientDir, '.vite', 'chunk-modules.json')
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { modules: string[] }>
  return new Set(
    Object.entries(chunks)
      .filter(([, chunk]) => chunk.modules.some(isDeskModule))
      .map(([name]) => name),
  )
}

export async function runBundles(options: { baseUrl: string; outDir: string }) {
  const pages: PageBundle[] = []
  let manifestUrl: string | undefined
  for (const page of sitePages) {
    const response = await getRaw(`${options.baseUrl}${page.path}`)
    if (response.status !== 200) throw new Error(`GET ${page.path} answered ${String(response.status)}`)
    const html = response.body.toString('utf8')
    manifestUrl ??= /"url":\s*"(\/assets\/manifest-[^"]+\.js)"/.exec(html)?.[1]
    const refs = referencesInHtml(html)
    const loaded = staticClosure(refs.js)
    // The client entry imports the page's own dictionary before hydrating: it loads with the page.
    const own = [...onDemandClosure(loaded)].filter((file) => dictionaryLang(file) === page.lang)
    const js = staticClosure([...loaded, ...own])
    const lazy = [...onDemandClosure(js)].filter((file) => !js.has(file))
    const css = [...refs.css].filter((file) => existsSync(path.join(clientDir, file)))
    pages.push({
      path: page.path,
      js: [...js].sort(),
      css: css.sort(),
      lazyJs: lazy.sort(),
      jsGzip: [...js].reduce((sum, file) => sum + gzipSize(file), 0),
      cssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
      lazyJsGzip: lazy.reduce((sum, file) => sum + gzipSize(file), 0),
      adminChunks: [],
      dictionaries: [...new Set([...js].map(dictionaryLang).filter((lang) => lang !== undefined))].sort(),
    })
  }
  if (!manifestUrl) throw new Error('no route manifest URL in the pages: cannot tell the desk’s routes apart')
  const desk = deskChunks()
  const deskRoutes = Object.values(loadManifest(manifestUrl).routes).filter((route) => /^admin/i.test(route.id))
  if (desk.size === 0 || deskRoutes.length === 0) throw new Error('the build has no desk chunk: the check would prove nothing')
  // What a public page loads must hold no desk code (the root's refusal screen for /admin stays on demand).
  for (const page of pages) page.adminChunks = [...page.js, ...page.css].filter((file) => desk.has(file))
  const admin = desk
  const chunkSizes = Object.fromEntries([...gzipCache.entries()].sort((a, b) => b[1] - a[1]))
  writeFileSync(
    path.join(options.outDir, 'bundles.json'),
    JSON.stringify({ gzipLevel: 9, adminOnlyChunks: [...admin], chunkGzipBytes: chunkSizes, pages }, null, 2),
  )
  return { pages, adminOnly: [...admin], chunkSizes }
}

/** JS that every public page loads (framework, root), and its gzip size. */
export function sharedJs(pages: PageBundle[]): { files: string[]; gzip: number } {
  const [first, ...rest] = pages
  const files = (first?.js ?? []).filter((file) => rest.every((page) => page.js.includes(file)))
  return { files, gzip: files.reduce((sum, file) => sum + gzipSize(file), 0) }
}

export function bundlesTable(pages: PageBundle[]): string {
  return table(
    ['page', 'JS gzip KiB', 'CSS gzip KiB', 'JS files', 'dictionaries', 'on demand JS gzip KiB', 'admin chunks'],
    pages.map((page) => [
      page.path,
      kib(page.jsGzip),
      kib(page.cssGzip),
      page.js.length,
      page.dictionaries.join('+') || '–',
      kib(page.lazyJsGzip),
      page.adminChunks.length,
    ]),
  )
}
