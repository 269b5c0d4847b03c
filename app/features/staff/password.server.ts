/**
 * Staff passwords of the built-in provider: each person's own, at least 12 characters, hard to
 * guess by zxcvbn-ts's estimate (not one of its common passwords, not a run of keys, not the
 * person's e-mail or the company's name), kept only as a scrypt hash. Hashing runs on libuv's
 * thread pool: one scrypt takes tens of milliseconds, and sign-in attempts from many addresses must
 * not stall the thread that serves the public pages.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core'
import { deskCopy } from '../desk/copy'
import { passwordMaxLength, passwordMinLength, type PasswordProblem } from './password-rules'

export { passwordMaxLength, passwordMinLength, type PasswordProblem }

const N = 16384

function hash(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, { N, r: 8, p: 1 }, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${String(N)}$${salt.toString('base64')}$${(await hash(password, salt)).toString('base64')}`
}

/** A stand-in hash, so that an unknown e-mail costs as much time as a wrong password. */
let decoy: Promise<string> | undefined

export async function verifyPassword(stored: string | undefined, attempt: string): Promise<boolean> {
  const [scheme, , salt, expected] = (stored ?? (await (decoy ??= hashPassword(randomBytes(18).toString('base64'))))).split('$')
  if (scheme !== 'scrypt' || !salt || !expected) return false
  const wanted = Buffer.from(expected, 'base64')
  const got = await hash(attempt.slice(0, passwordMaxLength), Buffer.from(salt, 'base64'))
  return stored !== undefined && got.length === wanted.length && timingSafeEqual(got, wanted)
}

let common: Promise<Set<string>> | undefined
function commonPasswords(): Promise<Set<string>> {
  return (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))))
}

/**
 * zxcvbn-ts, loaded on the first password set (never at start, never in a browser bundle): one
 * estimator with the common-password and diceware lists, and one with no word lists that tells
 * whether a matched word is itself a run of keys or letters (`qwertyuiop` is on the common list).
 * It weighs the first 64 characters with at most 10 look-alike substitutions, so a long or hostile
 * password costs tens of milliseconds, not a second, of the thread that serves the pages; the
 * rules before it read the whole password.
 */
type Estimators = { full: ZxcvbnFactory; patterns: ZxcvbnFactory }
let estimators: Promise<Estimators> | undefined
function zxcvbn(): Promise<Estimators> {
  return (estimators ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory: Factory }, { dictionary, adjacencyGraphs }]) => {
      const limits = { maxLength: 64, l33tMaxSubstitutions: 10 }
      return {
        full: new Factory({ ...limits, dictionary, graphs: adjacencyGraphs }),
        patterns: new Factory({ ...limits, dictionary: {}, graphs: adjacencyGraphs }),
      }
    },
  ))
}

const graphemes = new Intl.Segmenter()
const graphemesOf = (text: string) => [...graphemes.segment(text)].map((part) => part.segment)

/** The lowest zxcvbn-ts score a new password may have (3: "safely unguessable", about 10^8 guesses). */
export const passwordMinScore = 3

/**
 * The company's names as a guesser would try them first: the desk's brand in both languages and
 * the bare name. Callers add the site's brand as the settings hold it now (an editor may rename it).
 */
export const builtinSiteNames: readonly string[] = [...new Set([deskCopy('en').brand, deskCopy('zh').brand, 'WanderWonderWorld'])]

/** Case and width folded, and spaces, dots, dashes and underscores left out: how names are compared. */
function squeezed(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '')
}

/** What gave a weak password away, from the patterns zxcvbn-ts matched in it. */
type Giveaway = 'has-email' | 'has-site-name' | 'one-character' | 'run' | 'repeated' | 'too-guessable'

/**
 * The reason of a weak password, from zxcvbn's match sequence: a user input (the e-mail's or the
 * company's) first, as the most personal; otherwise the kind of pattern that covers most of the
 * password: one character repeated, a run of keys or letters (a `sequence` or `spatial` match, or a
 * dictionary word that is one by itself, like `qwertyuiop`), a repeated pattern; anything else (a
 * common word, a date, a year, look-alike letters) is "too easy to guess".
 */
function giveawayOf(result: ZxcvbnResult, patterns: ZxcvbnFactory, emailParts: readonly string[]): Giveaway {
  const covered = new Map<Giveaway, number>()
  let personal: Giveaway | undefined
  for (const match of result.sequence) {
    let kind: Giveaway | undefined
    if (match.pattern === 'dictionary' && 'dictionaryName' in match && match.dictionaryName === 'userInputs') {
      const word = 'matchedWord' in match ? String(match.matchedWord) : match.token
      personal ??= emailParts.some((part) => squeezed(part) === squeezed(word)) ? 'has-email' : 'has-site-name'
      continue
    }
    if (match.pattern === 'repeat') kind = graphemesOf('baseToken' in match ? String(match.baseToken) : '').length === 1 ? 'one-character' : 'repeated'
    else if (match.pattern === 'sequence' || match.pattern === 'spatial') kind = 'run'
    else if (match.pattern === 'dictionary') {
      const alone = patterns.check(match.token).sequence
      const only = alone.length === 1 ? alone[0]?.pattern : undefined
      kind = only === 'sequence' || only === 'spatial' ? 'run' : only === 'repeat' ? 'repeated' : 'too-guessable'
    } else if (match.pattern !== 'bruteforce' && match.pattern !== 'separator') kind = 'too-guessable'
    if (kind) covered.set(kind, (covered.get(kind) ?? 0) + match.token.length)
  }
  if (personal) return personal
  const order: Giveaway[] = ['one-character', 'run', 'repeated', 'too-guessable']
  return order.reduce<Giveaway>((best, kind) => ((covered.get(kind) ?? 0) > (covered.get(best) ?? 0) ? kind : best), 'too-guessable')
}

/**
 * Why a new password is refused, or undefined when it will do. In this order: at least 12
 * characters as a person counts them (an emoji or a Chinese character is one) and at most 200;
 * not one character repeated; not containing the e-mail address, nor its name part with fewer than
 * 12 characters besides (`sara2026…`, while "lead owner passphrase" is fine for lead@); not
 * containing the company's name (`siteNames`, spaces and case aside); not on the common list; and
 * a zxcvbn-ts score of at least 3, with the e-mail, its name part and the company's names as the
 * person's own words.
 */
export async function passwordProblem(password: string, email: string, siteNames: readonly string[] = []): Promise<PasswordProblem | undefined> {
  const characters = graphemesOf(password)
  if (characters.length < passwordMinLength) return 'too-short'
  if (password.length > passwordMaxLength) return 'too-long'
  if (new Set(characters).size === 1) return 'one-character'
  const folded = password.normalize('NFKC').toLowerCase()
  const address = email.trim().toLowerCase()
  const localPart = address.split('@')[0] ?? ''
  if (address && folded.includes(address)) return 'has-email'
  if (graphemesOf(localPart).length >= 3 && folded.includes(localPart) && graphemesOf(folded.replaceAll(localPart, '')).length < passwordMinLength)
    return 'has-email'
  const names = [...new Set([...builtinSiteNames, ...siteNames].map(squeezed).filter((name) => graphemesOf(name).length >= 4))]
  if (names.some((name) => squeezed(password).includes(name))) return 'has-site-name'
  if ((await commonPasswords()).has(folded)) return 'too-common'
  const { full, patterns } = await zxcvbn()
  const emailParts = [address, localPart].filter(Boolean)
  const result = full.check(password, [...emailParts, ...builtinSiteNames, ...siteNames])
  return result.score >= passwordMinScore ? undefined : giveawayOf(result, patterns, emailParts)
}
