/**
 * A state change must come from the desk's own pages: an Origin header equal to one of ours, or,
 * without Origin, `Sec-Fetch-Site: same-origin`. Anything else is refused.
 */
export function isSameOrigin(origin: string | null | undefined, secFetchSite: string | null | undefined, ours: readonly string[]): boolean {
  if (origin) return ours.includes(origin)
  return secFetchSite === 'same-origin'
}

export const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])
