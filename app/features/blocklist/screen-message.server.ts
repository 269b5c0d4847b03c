/**
 * The server's verdict on a visitor's message (ADR 0036): refused by the refusal tier (exactly as
 * the browser's form decides, same function and list), or accepted and flagged with the words of
 * either tier that full normalisation (traditional → simplified Chinese added) finds.
 */
import * as OpenCC from 'opencc-js/t2cn'
import { findInNormalized, findRefusedTerm, normalizeForMatching, normalizeTerm, type FoundTerm } from './blocklist'

/** Traditional (Taiwan, Hong Kong or generic) → simplified mainland forms. */
let converters: ((text: string) => string)[] | undefined
export function toSimplified(text: string): string {
  converters ??= [OpenCC.Converter({ from: 'hk', to: 'cn' }), OpenCC.Converter({ from: 'tw', to: 'cn' })]
  return converters.reduce((out, convert) => convert(out), text)
}

export type TermLists = { refuse: readonly string[]; flag: readonly string[] }

export type MessageVerdict = { kind: 'refused'; term: string } | { kind: 'accepted'; flaggedTerms: string[] }

/**
 * Both tiers' terms, each also as the converter reads it (it turns a few simplified characters
 * too, 么 into 幺), so a term and the converted message meet; `original` maps back to the list's spelling.
 */
type Prepared = { terms: readonly string[]; original: Map<string, string> }
const prepared = new WeakMap<TermLists, Prepared>()
function prepare(lists: TermLists): Prepared {
  let entry = prepared.get(lists)
  if (!entry) {
    const original = new Map<string, string>()
    for (const term of [...lists.refuse, ...lists.flag]) {
      const normalized = normalizeTerm(term)
      if (!original.has(normalized)) original.set(normalized, normalized)
      const converted = normalizeTerm(toSimplified(normalized))
      if (!original.has(converted)) original.set(converted, normalized)
    }
    entry = { terms: [...original.keys()], original }
    prepared.set(lists, entry)
  }
  return entry
}

/** Where the terms of either tier are in the message as sent (for the desk's highlighting). */
export function findFlaggedSpans(message: string, lists: TermLists): FoundTerm[] {
  if (message === '') return []
  const { terms, original } = prepare(lists)
  return findInNormalized(normalizeForMatching(message, toSimplified), terms).map((found) => ({ ...found, term: original.get(found.term) ?? found.term }))
}

/** Where these terms are in the message as sent, overlapping ones merged (for highlighting). */
export function locateTerms(message: string, terms: readonly string[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = []
  const converted = [...new Set(terms.flatMap((term) => [normalizeTerm(term), normalizeTerm(toSimplified(term))]))]
  for (const { start, end } of findInNormalized(normalizeForMatching(message, toSimplified), converted)) {
    const last = spans[spans.length - 1]
    if (last && start <= last.end) last.end = Math.max(last.end, end)
    else spans.push({ start, end })
  }
  return spans
}

export function screenMessage(message: string, lists: TermLists): MessageVerdict {
  const refused = findRefusedTerm(message, lists.refuse)
  if (refused !== undefined) return { kind: 'refused', term: refused }
  const flaggedTerms = [...new Set(findFlaggedSpans(message, lists).map((found) => found.term))]
  return { kind: 'accepted', flaggedTerms }
}
