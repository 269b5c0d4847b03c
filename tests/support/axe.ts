/**
 * axe-core's rules run in a browser page, for the accessibility checks of the browser tests.
 *
 * The rules' source is put into the page once per document and `axe.run` is called in the page's
 * main frame. A product page is checked in about 0.2 s on this machine this way; the Playwright
 * wrapper of axe took 0.67 s for the same page and rules, because it runs the rules frame by frame
 * and opens a blank page of its own for every check to merge the frames' results. Our pages have no
 * frames to check (the desk preview's frames hold public pages, which a11y.spec.ts checks on their
 * own and the desk's checks exclude), so a page with a frame that is not excluded is refused rather
 * than half checked.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, Result, RunOptions } from 'axe-core'

/** WCAG 2.1 A and AA, and axe's best practice. */
export const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const
/** The same with WCAG 2.2 AA (target size among them). */
export const wcag22 = [...wcag21, 'wcag22aa'] as const

let source: string | undefined
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return source
}

export type AxeCheck = {
  /** The rules by tag; all of axe's default rules when left out. */
  tags?: readonly string[]
  /** Only this part of the page (a CSS selector). */
  include?: string
  /** Leave this part out (a CSS selector). */
  exclude?: string
  /**
   * Rules to run whatever their tags, by id: a rule axe has marked experimental (which no tag
   * selects) or one a check must not lose should axe move it out of the tags it asks for.
   */
  enable?: readonly string[]
}

/** The violations axe finds on the page as it is now. */
export async function axeCheck(page: Page, check: AxeCheck = {}): Promise<{ violations: Result[] }> {
  const frames = page.frames().length - 1
  if (frames > 0 && check.exclude !== 'iframe') {
    throw new Error(`the page holds ${String(frames)} frame(s): exclude 'iframe' and check the framed pages on their own`)
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource())
  const context: { include?: string[]; exclude?: string[] } = {}
  if (check.include) context.include = [check.include]
  if (check.exclude) context.exclude = [check.exclude]
  const options: RunOptions = { resultTypes: ['violations'], iframes: false, elementRef: false }
  if (check.tags) options.runOnly = { type: 'tag', values: [...check.tags] }
  if (check.enable) options.rules = Object.fromEntries(check.enable.map((rule) => [rule, { enabled: true }]))
  // Results cross into this process as JSON: axe's own types are too deep for Playwright's.
  const json = await page.evaluate(
    async ({ context, options }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe
      return JSON.stringify(await axe.run(Object.keys(context).length > 0 ? context : document, options))
    },
    { context, options: options as Record<string, unknown> },
  )
  return { violations: (JSON.parse(json) as AxeResults).violations }
}
