/**
 * The blocklist measured on its corpus (ADR 0036): the refusal tier must refuse no ordinary
 * enquiry; abuse must be refused or flagged (at least 95 %), evasions caught (at least half).
 * The figures are printed, so a change of the lists shows what it does.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultRefusalTerms, findRefusedTerm } from './blocklist'
import { defaultFlagTerms } from './blocklist-flag-terms.server'
import { corpusLines } from './ordinary-corpus.server'
import { screenMessage } from './screen-message.server'

const lines = (name: string): string[] => corpusLines(readFileSync(new URL(`./blocklist-corpus/${name}`, import.meta.url), 'utf8'))
const lists = { refuse: defaultRefusalTerms, flag: defaultFlagTerms }

const ordinaryZh = lines('ordinary-zh.txt')
const ordinaryEn = lines('ordinary-en.txt')
const ordinary = [...ordinaryZh, ...ordinaryEn]
const plainAbuse = lines('abuse.txt')
const evasions = lines('abuse-evasions.txt')
const abuse = [...plainAbuse, ...evasions]

/** Every line's verdict, computed once (the server's screening of 1,500 lines takes seconds on a busy machine). */
const screened = new Map<string, ReturnType<typeof screenMessage>>()
const verdicts = (texts: string[]) => texts.map((text) => ({ text, verdict: screened.get(text) ?? screenMessage(text, lists) }))
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`

describe('blocklist corpus', () => {
  beforeAll(() => {
    for (const text of [...ordinary, ...abuse]) screened.set(text, screenMessage(text, lists))
  }, 120_000)

  it('is large: at least 1,000 ordinary enquiries and 300 abusive messages, no line twice', () => {
    expect(ordinary.length).toBeGreaterThanOrEqual(1000)
    expect(abuse.length).toBeGreaterThanOrEqual(300)
    expect(new Set(ordinary).size).toBe(ordinary.length)
    expect(new Set(abuse).size).toBe(abuse.length)
  })

  it('measures both tiers (printed), refuses no ordinary enquiry, catches abuse and evasions', () => {
    const ordinaryVerdicts = verdicts(ordinary)
    const refusedOrdinary = ordinaryVerdicts.filter(({ verdict }) => verdict.kind === 'refused')
    const flaggedOrdinary = ordinaryVerdicts.filter(({ verdict }) => verdict.kind === 'accepted' && verdict.flaggedTerms.length > 0)
    const caught = (v: ReturnType<typeof screenMessage>) => v.kind === 'refused' || v.flaggedTerms.length > 0
    const abuseVerdicts = verdicts(abuse)
    const abuseRefused = abuseVerdicts.filter(({ verdict }) => verdict.kind === 'refused').length
    const abuseCaught = abuseVerdicts.filter(({ verdict }) => caught(verdict))
    const evasionVerdicts = verdicts(evasions)
    const evasionsCaught = evasionVerdicts.filter(({ verdict }) => caught(verdict)).length
    const missed = abuseVerdicts.filter(({ verdict }) => !caught(verdict)).map(({ text }) => text)
    const figures = [
      `ordinary enquiries: ${String(ordinary.length)} (${String(ordinaryZh.length)} Chinese, ${String(ordinaryEn.length)} English)`,
      `  refused: ${String(refusedOrdinary.length)}`,
      `  flagged: ${String(flaggedOrdinary.length)} (${pct(flaggedOrdinary.length, ordinary.length)})`,
      `abusive messages: ${String(abuse.length)} (${String(plainAbuse.length)} plain, ${String(evasions.length)} evasions)`,
      `  refused: ${String(abuseRefused)} (${pct(abuseRefused, abuse.length)})`,
      `  refused or flagged: ${String(abuseCaught.length)} (${pct(abuseCaught.length, abuse.length)})`,
      `  evasions caught: ${String(evasionsCaught)} of ${String(evasions.length)} (${pct(evasionsCaught, evasions.length)})`,
      `  missed: ${missed.join(' | ')}`,
    ]
    console.info(`Blocklist corpus figures\n${figures.join('\n')}`)
    expect(refusedOrdinary.map(({ text, verdict }) => [text, verdict])).toEqual([])
    expect(abuseCaught.length / abuse.length).toBeGreaterThanOrEqual(0.95)
    expect(evasionsCaught / evasions.length).toBeGreaterThanOrEqual(0.5)
  })

  it('refuses in the browser exactly what the server refuses, line for line', () => {
    // The browser runs findRefusedTerm with the small normaliser; the server screens with OpenCC added.
    const differ = [...ordinary, ...abuse].filter((text) => {
      const browser = findRefusedTerm(text)
      const server = screened.get(text) ?? screenMessage(text, lists)
      return (server.kind === 'refused' ? server.term : undefined) !== browser
    })
    expect(differ).toEqual([])
  })
})
