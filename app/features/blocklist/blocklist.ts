/**
 * Words in a visitor's message (ADR 0036). Two tiers:
 * - the refusal tier: a short list of explicit abuse with no innocent reading in an enquiry; a
 *   message holding one is refused with the spec's message, in the browser and on the server alike;
 * - the flag tier (server only, `blocklist-flag-terms.server.ts`): everything else (political and
 *   sensitive terms, sexual words with innocent compounds, ambiguous phrases); the enquiry is
 *   accepted and flagged "possibly offensive" for the staff.
 *
 * This module runs in the browser, so it holds only the refusal tier and the small normaliser. The
 * server runs the same `findRefusedTerm` (same code, same list, same verdict) and then the flag
 * tier with traditional → simplified conversion added (`screen-message.server.ts`).
 *
 * Normalisation (`normalizeForMatching`), keeping for every character where it came from, so the
 * desk can highlight the words in the message as sent:
 * - optionally traditional → simplified Chinese (the server passes OpenCC);
 * - NFKC (full-width ｆｕｃｋ, 𝐟𝐮𝐜𝐤), accents stripped (fück), invisible format characters dropped,
 *   lower case, Cyrillic and Greek look-alikes read as Latin letters (fuсk with a Cyrillic с);
 * - spaces, dots, stars, dashes and emoji between Chinese characters dropped (操 你 妈, 傻.逼);
 * - single letters spaced out joined (f u c k, f.u.c.k).
 * Latin terms then match whole words, with room for evasions: a letter may repeat (fuuuck), be
 * written as a digit or symbol (sh1t, @ss, $hit, b0llocks), and an inner letter may be masked with
 * `*` (f*ck) (the first and last letters are written as they are); an `s`/`es` plural is allowed (douchebags). A `*` at the start or end of a term lets
 * it continue into the word (`*fuck*` finds motherfucker and fuckyou). Chinese terms (and mixed ones
 * such as 傻b) match as substrings of the normalised text. A space in a Latin term matches any
 * run of spaces, dashes, dots or nothing (curry muncher, currymuncher, curry-muncher).
 */

/**
 * The refusal tier: only words that no ordinary traveller writes. Chinese terms list their
 * traditional forms explicitly (the browser has no converter); `blocklist.test.ts` checks them
 * against OpenCC. Precision first: anything with an innocent reading (他妈的 "his mother's", 鸡巴
 * across 鸡 + 巴士, "Fuk" in Hong Kong names, "white power bank") belongs to the flag tier.
 */
export const defaultRefusalTerms: readonly string[] = [
  // English insults aimed at someone (a bare "shit" or "bitch" is an exclamation or a female dog: flag tier)
  '*fuck*',
  'fcking',
  'fckin',
  'fking',
  'phuck',
  'phucking',
  'cunt',
  'cunty',
  'cuntface',
  'shithead',
  'shithole',
  'shitbag',
  'dipshit',
  'bitchass',
  'bitchface',
  'asshole',
  'arsehole',
  'dickhead',
  'cocksucker',
  'wanker',
  'twat',
  'dumbass',
  'scumbag',
  'whore',
  'slut',
  'slutty',
  // slurs with no other meaning (faggots are also a British dish, gook a Korean soup: flag tier)
  'nigger*',
  'nigga',
  'sand nigger',
  'wetback',
  'pajeet',
  'curry muncher',
  // Hindi and Urdu abuse a visitor may throw at a driver
  'madarchod',
  'behenchod',
  'bhenchod',
  'chutiya',
  'bhosdike',
  // pinyin abbreviations with no other reading in an enquiry
  'wcnm',
  'nmsl',
  'nmslwsnd',
  'mlgb',
  'cnmlgb',
  'wqnmlgb',
  // Chinese profanity that no sentence reaches by accident (simplified and traditional). Not here:
  // 操你妈 (别操你妈的心), 干你娘 (干你娘家的活), 草你妈 (割草你妈在做饭), 狗娘养的 (狗娘养的小狗), 你妈死了 (condolences).
  '傻逼',
  '傻b',
  '煞逼',
  '屄',
  '肏',
  '妈了个逼',
  '媽了個逼',
  '妈了个巴子',
  '媽了個巴子',
  '婊子',
]

/** Latin letters and digits that evasions write in place of a letter (sh1t, @ss, $hit, b0llocks). */
const LOOKALIKE: Record<string, string> = {
  a: 'a@4',
  b: 'b8',
  e: 'e3',
  g: 'g9',
  i: 'i1!|',
  l: 'l1|',
  o: 'o0',
  s: 's$5',
  t: 't7+',
  u: 'uv',
  z: 'z2',
}

/** Cyrillic and Greek letters that look like Latin ones (after lower-casing). */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ӏ: 'l',
  ո: 'n',
  ս: 'u',
  ɑ: 'a',
  ı: 'i',
  ɡ: 'g',
  ь: 'b',
  ъ: 'b',
  ꜰ: 'f',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ғ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ω: 'w',
}

const HAN = /\p{sc=Han}/u
/** What evasions put between Chinese characters: spaces, marks and emoji (not sentence punctuation). */
const CJK_FILLER = /[\s*·.\-_~|/\\+=#^`'"•・‧﹒．]|\p{Extended_Pictographic}|\uFE0F/u
const LATIN_LETTER = /[a-z0-9@$]/
const LATIN_WORD = /^[a-z0-9]$/
/** A letter, digit or mark, but not of an unspaced script (a CJK neighbour is a word boundary). */
const WORD_CHAR = '(?:(?![\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\p{sc=Bopomofo}])[\\p{L}\\p{N}\\p{M}])'

/** Traditional → simplified Chinese (OpenCC on the server); must not change the text otherwise. */
export type ToSimplified = (text: string) => string

/** The normalised text; character `i` came from `raw.slice(starts[i], ends[i])`. */
export type Normalized = { text: string; starts: number[]; ends: number[] }

type Unit = { c: string; start: number; end: number }

function normalizeChar(ch: string): string {
  if (ch.length === 1 && ch.charCodeAt(0) < 0x80) return ch.toLowerCase()
  let out = ''
  for (const c of ch.normalize('NFKC').toLowerCase().normalize('NFD')) {
    if (/[\p{M}\p{Cf}]/u.test(c)) continue
    out += HOMOGLYPHS[c] ?? c
  }
  return out
}

/** Split into code points with their UTF-16 offsets. */
function codePoints(raw: string): { c: string; start: number; end: number }[] {
  const points: { c: string; start: number; end: number }[] = []
  let at = 0
  for (const c of raw) {
    points.push({ c, start: at, end: at + c.length })
    at += c.length
  }
  return points
}

/** Spaced-out single letters ("f u c k", "f.u.c.k"): three or more, joined. */
function joinSpacedLetters(units: Unit[]): Unit[] {
  const isLetter = (i: number) => i >= 0 && i < units.length && LATIN_LETTER.test(units[i]?.c ?? '')
  const drop = new Set<number>()
  let i = 0
  while (i < units.length) {
    // A single letter: not preceded by a letter.
    if (!isLetter(i) || isLetter(i - 1)) {
      i++
      continue
    }
    const sep = units[i + 1]?.c
    if (sep === undefined || !/[ .\-_]/.test(sep)) {
      i++
      continue
    }
    let j = i
    const seps: number[] = []
    while (isLetter(j) && units[j + 1]?.c === sep && isLetter(j + 2) && !isLetter(j + 3)) {
      seps.push(j + 1)
      j += 2
    }
    if (seps.length >= 2) for (const s of seps) drop.add(s)
    i = j + 1
  }
  return drop.size === 0 ? units : units.filter((_, k) => !drop.has(k))
}

/** Drop fillers between two Chinese characters (操 你 妈, 傻*逼, 台🙂独). */
function dropCjkFillers(units: Unit[]): Unit[] {
  const out: Unit[] = []
  let i = 0
  while (i < units.length) {
    const unit = units[i] as Unit
    out.push(unit)
    i++
    if (!HAN.test(unit.c)) continue
    let j = i
    while (j < units.length && CJK_FILLER.test(units[j]?.c ?? '')) j++
    if (j > i && j < units.length && HAN.test(units[j]?.c ?? '')) i = j
  }
  return out
}

/** The text as the terms are matched against (see the module comment). */
export function normalizeForMatching(raw: string, toSimplified?: ToSimplified): Normalized {
  const points = codePoints(raw)
  let converted: string[] | undefined
  if (toSimplified && HAN.test(raw)) {
    const whole = Array.from(toSimplified(raw))
    converted = whole.length === points.length ? whole : points.map((p) => toSimplified(p.c))
  }
  let units: Unit[] = []
  points.forEach((point, i) => {
    for (const c of normalizeChar(converted?.[i] ?? point.c)) units.push({ c, start: point.start, end: point.end })
  })
  units = joinSpacedLetters(dropCjkFillers(units))
  return { text: units.map((u) => u.c).join(''), starts: units.map((u) => u.start), ends: units.map((u) => u.end) }
}

/** A term as the lists hold it: trimmed, lower case, NFKC, spaces single. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ')
}

const escapeRegExp = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/-]/gu, '\\$&')

/** True for a term matched as a Latin word (no CJK character in it). */
export function isLatinTerm(term: string): boolean {
  return !/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(term)
}

/** One Latin word of a term as a pattern: runs may repeat, letters may be look-alikes, inner ones masked. */
function wordPattern(word: string): string {
  const runs: { c: string; n: number }[] = []
  for (const c of word) {
    const last = runs[runs.length - 1]
    if (last && last.c === c) last.n++
    else runs.push({ c, n: 1 })
  }
  return runs
    .map(({ c, n }, i) => {
      const chars = LOOKALIKE[c] ?? c
      const cls = chars.length > 1 ? `[${escapeRegExp(chars)}]` : escapeRegExp(c)
      const inner = i > 0 && i < runs.length - 1
      // Inner letters may repeat (fuuuck) or be masked (f*ck); the first and last may not
      // (Twatt in Orkney is not the insult).
      if (!inner) return n > 1 ? `${cls}{${String(n)}}` : cls
      return `(?:${cls}{${String(n)},}|\\*+)`
    })
    .join('')
}

type LatinTerm = { term: string; core: string; sticky: RegExp }

function latinTerm(term: string): LatinTerm {
  const openStart = term.startsWith('*')
  const openEnd = term.endsWith('*')
  const core = term
    .replace(/^\*|\*$/g, '')
    .split(' ')
    .map(wordPattern)
    .join('[\\s\\-_.]*')
  const before = openStart ? '' : `(?<!${WORD_CHAR})`
  const after = openEnd ? '' : `(?:e?s)?(?!${WORD_CHAR})`
  return { term, core, sticky: new RegExp(`${before}${core}${after}`, 'yu') }
}

/** A term found in a message: its list form and where it is in the message as sent. */
export type FoundTerm = { term: string; start: number; end: number }

/**
 * A list, compiled once (cached by list identity; treat lists as immutable). Latin terms are found
 * in two steps: one scan with every term's core (no word boundaries) finds the places where some
 * term may start, and only there is each term tried with its boundaries (a sticky expression).
 */
type Compiled = { latin: LatinTerm[]; scan: RegExp | undefined; cjk: string[] }
const compiled = new WeakMap<readonly string[], Compiled>()

function compile(terms: readonly string[]): Compiled {
  let list = compiled.get(terms)
  if (!list) {
    const unique = [...new Set(terms.map(normalizeTerm))].filter((term) => term.replace(/\*/g, '').trim() !== '')
    const latin = unique.filter(isLatinTerm).map(latinTerm)
    list = { latin, scan: latin.length > 0 ? new RegExp(latin.map((t) => t.core).join('|'), 'gu') : undefined, cjk: unique.filter((t) => !isLatinTerm(t)) }
    compiled.set(terms, list)
  }
  return list
}

function findLatin(text: string, list: Compiled, found: (term: string, index: number, length: number) => void): void {
  const { scan } = list
  if (!scan || !/[a-z0-9@$*]/.test(text)) return
  scan.lastIndex = 0
  for (let candidate = scan.exec(text); candidate; candidate = scan.exec(text)) {
    const at = candidate.index
    for (const { term, sticky } of list.latin) {
      sticky.lastIndex = at
      const match = sticky.exec(text)
      if (match && match[0].length > 0) found(term, at, match[0].length)
    }
    scan.lastIndex = at + 1
  }
}

/** Every occurrence of the terms in the message, in the message's own offsets, in order. */
export function findTerms(message: string, terms: readonly string[], toSimplified?: ToSimplified): FoundTerm[] {
  if (message === '' || terms.length === 0) return []
  const normalized = normalizeForMatching(message, toSimplified)
  return findInNormalized(normalized, terms)
}

export function findInNormalized(normalized: Normalized, terms: readonly string[]): FoundTerm[] {
  const found: FoundTerm[] = []
  const add = (term: string, index: number, length: number) => {
    found.push({ term, start: normalized.starts[index] ?? 0, end: normalized.ends[index + length - 1] ?? 0 })
  }
  const list = compile(terms)
  const { text } = normalized
  findLatin(text, list, add)
  for (const term of list.cjk) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
      // A mixed term's Latin end is a word's end: 'sb司机' is not in 'usb司机'.
      if (LATIN_WORD.test(term.charAt(0)) && LATIN_WORD.test(text.charAt(at - 1))) continue
      if (LATIN_WORD.test(term.charAt(term.length - 1)) && LATIN_WORD.test(text.charAt(at + term.length))) continue
      add(term, at, term.length)
    }
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end)
}

/** The first refusal-tier term in the message, or undefined. Browser and server run exactly this. */
export function findRefusedTerm(message: string, refusalTerms: readonly string[] = defaultRefusalTerms): string | undefined {
  return findTerms(message, refusalTerms)[0]?.term
}

/** Whether the refusal tier lets the message through. */
export function isAcceptable(message: string, refusalTerms?: readonly string[]): boolean {
  return findRefusedTerm(message, refusalTerms) === undefined
}
