import { describe, expect, it } from 'vitest'
import { hydrateAfterPaint } from './hydrate-after-paint'

const document = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/></head>',
  '<body><main><h1>Desert Safari</h1></main>',
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">;',
  'import * as route0 from "/assets/root-D.js";',
  'import * as route1 from "/assets/category-E.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"Safari":route1};',
  '',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join('\n')

describe('hydrate after paint', () => {
  const html = hydrateAfterPaint(document)

  it('keeps the page, the stylesheet and the context script exactly as rendered', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>')
    expect(html).toContain('<main><h1>Desert Safari</h1></main>')
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>')
  })

  it('takes every modulepreload out of the HTML and preloads the same modules after the first paint', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    const bootstrap = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const waits = bootstrap.indexOf('requestAnimationFrame')
    const preloads = bootstrap.indexOf('["/assets/entry.client-A.js","/assets/chunk-B.js"]')
    const firstImport = bootstrap.indexOf('const route0 = await import("/assets/root-D.js");')
    expect(waits).toBeGreaterThan(-1)
    expect(preloads).toBeGreaterThan(waits)
    expect(firstImport).toBeGreaterThan(preloads)
    expect(bootstrap).toContain('const route1 = await import("/assets/category-E.js");')
    expect(bootstrap).not.toMatch(/^import \* as/m)
    expect(bootstrap.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true)
  })

  it("waits until the first screen's photo is painted, and never longer than 1.5 s", () => {
    const bootstrap = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const hero = bootstrap.indexOf(`document.querySelector('img[fetchpriority=high]')`)
    expect(hero).toBeGreaterThan(-1)
    // The browser says when that image is on screen; without such reports, decoded and two frames later.
    expect(bootstrap.indexOf("observe({ type: 'largest-contentful-paint', buffered: true })")).toBeGreaterThan(hero)
    expect(bootstrap).toContain('entry.element === hero')
    expect(bootstrap).toContain('hero.decode().catch(() => undefined)')
    expect(bootstrap).toContain('setTimeout(go, 1500)')
    // The preloads only come once it has resolved.
    expect(bootstrap.indexOf("link.rel = 'modulepreload'")).toBeGreaterThan(bootstrap.indexOf('setTimeout(go, 1500)'))
  })

  it('does not wait for a frame in a hidden tab, which never paints', () => {
    expect(html).toContain("if (document.visibilityState !== 'visible') return go();")
  })

  it('leaves a document of any other shape unchanged', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>'
    expect(hydrateAfterPaint(plain)).toBe(plain)
    const withoutBootstrap = document.replace(/<script nonce="n" type="module"[\s\S]*?<\/script>/, '')
    expect(hydrateAfterPaint(withoutBootstrap)).toBe(withoutBootstrap)
  })
})
