/**
 * Paint first, then fetch the scripts. The server renders every page whole, so it is complete and
 * readable before any script runs; the scripts only make it interactive. React Router's <Scripts>
 * asks for them at once (modulepreload links in <head> and static imports in its bootstrap module),
 * which makes 140 KiB of JavaScript share a slow connection with the stylesheet and the banner
 * image that the first paint needs. This rewrite of the rendered document moves that work to just
 * after the first paint (ADR 0008):
 *
 * - the modulepreload links are taken out of the HTML, and added by the bootstrap once it runs;
 * - the bootstrap module waits for the first screen to be painted (its image included), then
 *   preloads every module at once (no import waterfall) and imports the route modules before
 *   React Router's entry.
 *
 * A document that does not have the expected shape is returned unchanged: it then hydrates the
 * way React Router does it by default.
 */

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm

/**
 * Resolves once the first screen is painted, its photo included: the image asked for with
 * `fetchpriority="high"` (the banner or the first slide). Where the browser reports
 * largest-contentful-paint entries, when one names that image (it is then on screen); elsewhere,
 * when it has loaded and been decoded (or failed) and two frames have followed. A page without
 * such an image waits for its first frame. At once in a hidden tab, which paints nothing; after
 * 1.5 s at the latest, so a slow photo never holds the page's buttons for long.
 */
const AFTER_PAINT =
  "await new Promise((go) => { if (document.visibilityState !== 'visible') return go(); setTimeout(go, 1500); " +
  'const next = () => requestAnimationFrame(() => setTimeout(go)); ' +
  "const hero = document.querySelector('img[fetchpriority=high]'); " +
  "if (hero && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) { " +
  'new PerformanceObserver((list, observer) => { if (list.getEntries().some((entry) => entry.element === hero)) { observer.disconnect(); next() } })' +
  ".observe({ type: 'largest-contentful-paint', buffered: true }) } " +
  'else (hero ? hero.decode().catch(() => undefined) : Promise.resolve()).then(() => requestAnimationFrame(next)) });'

export function hydrateAfterPaint(html: string): string {
  const modules = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? '')
  const bootstrap = BOOTSTRAP.exec(html)
  if (modules.length === 0 || !bootstrap) return html
  const [whole, open = '', body = '', close = ''] = bootstrap
  if (!body.includes('window.__reactRouterRouteModules') || !body.match(STATIC_IMPORT)) return html

  const preload =
    `for (const href of ${JSON.stringify(modules)}) { const link = document.createElement('link'); ` +
    "link.rel = 'modulepreload'; link.href = href; document.head.append(link) }"
  const deferred = body.replace(STATIC_IMPORT, 'const $1 = await import($2);')
  const rewritten = `${open}${AFTER_PAINT}\n${preload}\n${deferred}${close}`
  return html.replace(PRELOAD_LINK, '').replace(whole, () => rewritten)
}
