/**
 * Paint first, then fetch the scripts. The server renders every page whole, so it is complete and
 * readable before any script runs; the scripts only make it interactive. React Router's <Scripts>
 * asks for them at once (modulepreload links in <head> and static imports in its bootstrap module),
 * which makes 140 KiB of JavaScript share a slow connection with the stylesheet and the banner
 * image that the first paint needs. This rewrite of the rendered document moves that work to just
 * after the first paint (ADR 0008):
 *
 * - the modulepreload links are taken out of the HTML, and added by the bootstrap once it runs;
 * - the bootstrap module waits for the first frame to be painted, then preloads every module at
 *   once (no import waterfall) and imports the route modules before React Router's entry.
 *
 * A document that does not have the expected shape is returned unchanged: it then hydrates the
 * way React Router does it by default.
 */

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm

/** Resolves after the first frame is painted (at once in a hidden tab, which paints nothing). */
const AFTER_PAINT =
  "await new Promise((go) => { if (document.visibilityState !== 'visible') return go(); " +
  'requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 1500) });'

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
