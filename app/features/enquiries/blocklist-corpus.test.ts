/** Corpora for the blocklist: ordinary enquiries that must pass and abuse that must be caught. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findBlockedTerm } from './blocklist'

const lines = (name: string): string[] =>
  readFileSync(new URL(`./blocklist-corpus/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))

describe('blocklist corpora', () => {
  const ordinaryZh = lines('ordinary-zh.txt')
  it('holds at least 200 ordinary Chinese travel requests', () => {
    expect(ordinaryZh.length).toBeGreaterThanOrEqual(200)
  })
  it('lets every ordinary Chinese travel request through', () => {
    const refused = ordinaryZh.map((text) => [text, findBlockedTerm(text)]).filter(([, term]) => term !== undefined)
    expect(refused).toEqual([])
  })
  it('lets ordinary English (Scunthorpe, Essex, cocktail, assessment…) through', () => {
    const refused = lines('ordinary-en.txt').map((text) => [text, findBlockedTerm(text)]).filter(([, term]) => term !== undefined)
    expect(refused).toEqual([])
  })
  it('catches every line of the abuse corpus, run-together English included', () => {
    const missed = lines('abuse.txt').filter((text) => findBlockedTerm(text) === undefined)
    expect(missed).toEqual([])
  })
})
