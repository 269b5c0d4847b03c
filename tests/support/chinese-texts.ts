/**
 * What a Chinese reader meets on a rendered page, for the glossary checker: the document title,
 * every line of visible text, and every accessible name or description written in an attribute
 * (aria-label, title, alt, placeholder, aria-description) or in visually hidden text (.sr-only).
 * Text inside an element marked as English (lang="en") is left out: it is English on purpose
 * (an English field's label, a language's own name).
 */
import type { Page } from '@playwright/test'
import { checkChineseCopy } from '../../app/features/i18n/copy-checks'

export type PageText = { source: string; text: string }

export async function readableTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    // Marked inside the page: the desk's document is lang="en" around a shell of the desk's language.
    const english = (element: Element) => element.closest('body [lang]')?.getAttribute('lang')?.startsWith('en') ?? false
    const out: { source: string; text: string }[] = [{ source: 'title', text: document.title }]
    // innerText of the whole body, minus the English parts: read from a copy without them.
    const copy = document.createElement('div')
    copy.style.cssText = 'position:absolute;left:-99999px;top:0;width:100vw'
    for (const child of document.body.children) copy.append(child.cloneNode(true))
    for (const element of copy.querySelectorAll('[lang^="en"], script, style, template')) element.remove()
    document.body.append(copy)
    // innerText joins inline elements set apart by a margin (a badge beside a name, a weekday beside
    // a "to confirm" pill): the reader sees two pieces with a gap, not a space inside a sentence, so
    // each piece is read as a text of its own.
    for (const element of copy.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (!style.display.startsWith('inline')) continue
      if (parseFloat(style.marginLeft) > 0) element.before(document.createElement('br'))
      if (parseFloat(style.marginRight) > 0) element.after(document.createElement('br'))
    }
    for (const line of copy.innerText.split('\n')) out.push({ source: 'text', text: line })
    copy.remove()
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        if (!english(element)) out.push({ source: `${element.tagName.toLowerCase()}[${attribute}]`, text: element.getAttribute(attribute) ?? '' })
      }
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('.sr-only')) {
      if (!english(element)) out.push({ source: 'sr-only', text: element.innerText || element.textContent })
    }
    return out.map(({ source, text }) => ({ source, text: text.trim() })).filter(({ text }) => text !== '')
  })
}

/**
 * The glossary's problems in a page's texts, one line each: where, what, and the text. `withoutData`
 * blanks what a screen shows as stored (names, English titles, ids) before the copy is checked.
 */
export function chineseProblems(where: string, texts: readonly PageText[], withoutData: (text: string) => string = (text) => text): string[] {
  return texts.flatMap(({ source, text }) =>
    checkChineseCopy(withoutData(text)).map((problem) => `${where} ${source}: [${problem.kind}] ${problem.found} «${text.slice(0, 70)}»`),
  )
}
