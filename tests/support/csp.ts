import { createHash } from 'node:crypto'

/**
 * The inline scripts of `html` that the response's CSP would block: a browser runs an inline
 * script only when its nonce or its sha256 hash is in script-src. External scripts must come from
 * our own origin. JSON-LD and other data blocks are never run, so CSP does not apply to them.
 */
export function scriptsBlockedByCsp(html: string, csp: string): string[] {
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  const blocked: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue
    const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1]
    if (src !== undefined) {
      if (!src.startsWith('/') || src.startsWith('//')) blocked.push(match[0].slice(0, 120))
      continue
    }
    const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1]
    const hash = createHash('sha256').update(body, 'utf8').digest('base64')
    const allowed = (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`)) || scriptSrc.includes(`'sha256-${hash}'`)
    if (!allowed) blocked.push(match[0].slice(0, 120))
  }
  return blocked
}

/** The number of inline scripts a browser would run. */
export function countInlineScripts(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].filter((match) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(match[1] ?? '')).length
}
