/**
 * The checks every Chinese and English text of the site and the desk passes (the glossary's
 * forbidden renderings, Latin letters where Chinese is expected, punctuation, spacing around
 * digits), run by the copy tests over every dictionary, content unit and mail.
 */
import { glossaryEntries } from './glossary'

const latinWord = /[A-Za-z](?:[A-Za-z'’&-]*[A-Za-z])?/g

/**
 * Latin names too small for an entry of their own, each kept in Latin letters on Chinese pages
 * because that is how the venue or maker writes it in Chinese too. Add a name here only with a reason.
 */
export const latinNames: Readonly<Record<string, string>> = {
  LX: 'Lexus LX (雷克萨斯 LX), one of the Royal Dunes Safari cars',
  IMG: 'IMG Worlds of Adventure (IMG 冒险世界), an indoor theme park',
  MOTIONGATE: 'MOTIONGATE Dubai (MOTIONGATE 迪拜), a theme park at Dubai Parks and Resorts',
}

/** Units and technical codes of the interface and the desk, which stay in Latin letters in Chinese too. */
export const latinCodes: Readonly<Record<string, string>> = {
  EN: 'the language button, named “EN / 中：切换到英文” on Chinese pages',
  cc: 'engine size: 沙漠摩托（ATV，150cc）',
  JSON: 'the data format named in an API error: 请以 JSON 格式提交咨询',
  CSV: 'the desk’s export button: 导出 CSV',
  IP: 'the desk’s audit log: IP 地址',
  Cookie: 'browser cookies, in the desk’s sign-in errors',
  HTML: 'the optional formatted version of a mail written in the desk: HTML 版本; a web page refused as an upload',
  JPEG: 'an image format the desk’s media library accepts: JPEG、PNG、WebP 或 AVIF 格式',
  PNG: 'an image format the desk’s media library accepts',
  WebP: 'an image format the desk’s media library accepts',
  AVIF: 'an image format the desk’s media library accepts',
  MB: 'megabytes, the upload limit and file sizes in the media library: 最大 15 MB',
}

/**
 * Latin words allowed inside Chinese copy, compared case-sensitively one word at a time: the Latin
 * words of every `keepLatin` entry (its `zh` and `latinForms`), plus `latinNames` and `latinCodes`.
 * A new Latin name in Chinese copy therefore needs a glossary entry first.
 */
export const latinAllowed: ReadonlySet<string> = new Set([
  ...glossaryEntries
    .filter((entry) => entry.keepLatin)
    .flatMap((entry) => [entry.zh, ...(entry.latinForms ?? [])])
    .flatMap((text) => text.match(latinWord) ?? []),
  ...Object.keys(latinNames),
  ...Object.keys(latinCodes),
])

export type CopyProblem = { kind: 'forbidden' | 'latin' | 'punctuation' | 'spacing'; found: string; hint: string }

const cjk = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/

/**
 * The public site's spacing of digits: none between a digit and a Chinese character (3个工作日,
 * 共2条, 最多6人, 20:00登船, 08:00–22:00（迪拜时间）), as nearly all of its copy always did. A price
 * keeps its spaces (每车 AED 190 起), as do a reference (编号 E-2026-000123) and the copyright line's
 * year (© 2026 万德假日). The desk's own copy may space them (第 3 页).
 */
export function checkDigitSpacing(text: string): CopyProblem[] {
  const plain = text
    .replace(/AED \d[\d,.–-]*/g, 'AED')
    .replace(/\b[A-Z]+-\d[\d-]*\b/g, 'E')
    .replace(/© ?\d+/g, '©')
  return [...plain.matchAll(/(?=(\d +[\u3400-\u9fff]|[\u3400-\u9fff] +\d))/g)].map((match) => ({
    kind: 'spacing' as const,
    found: match[1] ?? '',
    hint: 'no space between a digit and a Chinese character on the public site',
  }))
}

/**
 * The desk's spacing of digits, the other way round: one space between a digit and a Chinese
 * character (第 3 页, 72 小时内有效, 提前 24 小时以上), as all of its copy writes it. Prices and
 * references are skipped as on the public site.
 */
export function checkDeskDigitSpacing(text: string): CopyProblem[] {
  const plain = text.replace(/AED \d[\d,.–-]*/g, 'AED').replace(/\b[A-Z]+-\d[\d-]*\b/g, 'E')
  return [...plain.matchAll(/(?=(\d[\u3400-\u9fff]|[\u3400-\u9fff]\d))/g)].map((match) => ({
    kind: 'spacing' as const,
    found: match[1] ?? '',
    hint: 'one space between a digit and a Chinese character in the desk (第 3 页)',
  }))
}

/** Checks one English string against the glossary's `forbiddenEnglish` patterns. */
export function checkEnglishCopy(text: string): CopyProblem[] {
  return glossaryEntries.flatMap((entry) =>
    (entry.forbiddenEnglish ?? []).flatMap((pattern) => {
      const match = pattern.exec(text)
      return match ? [{ kind: 'forbidden' as const, found: match[0], hint: `say it as the glossary does: ${entry.en}` }] : []
    }),
  )
}

/**
 * Checks one Chinese string: forbidden variants, English words left in, half-width `:` `,` `(` `)`,
 * and a one-character ellipsis (… or ...) where Chinese writes …….
 * Digits keep their own punctuation (08:00, 1,000); e-mail addresses and web addresses are skipped.
 */
export function checkChineseCopy(text: string): CopyProblem[] {
  const problems: CopyProblem[] = []
  for (const entry of glossaryEntries) {
    for (const variant of entry.forbidden) {
      if (text.includes(variant)) problems.push({ kind: 'forbidden', found: variant, hint: `use ${entry.zh} (${entry.en})` })
    }
    for (const pattern of entry.forbiddenPatterns ?? []) {
      const match = pattern.exec(text)
      if (match) problems.push({ kind: 'forbidden', found: match[0], hint: `use ${entry.zh} (${entry.en})` })
    }
  }
  if (!cjk.test(text)) return problems
  const plain = text
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\bhttps?:\/\/\S*/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.(com|example|ae|cn)\b[/\w-]*/g, ' ')
    // Template placeholders ({{name}}, {cap}), references (E-2026-000123), settings (PUBLIC_URL), site paths (/safari).
    .replace(/\{\{[^{}]*\}\}|\{\s*\w+\s*\}/g, ' ')
    .replace(/\b[A-Z]+-\d[\d-]*\b/g, ' ')
    .replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, ' ')
    .replace(/(?<![\w/])\/[a-z][\w/-]*/g, ' ')
  for (const word of plain.match(latinWord) ?? []) {
    if (!latinAllowed.has(word)) problems.push({ kind: 'latin', found: word, hint: 'write it in Chinese or add it to the glossary as keepLatin' })
  }
  // A space between two Chinese characters is a leftover of a name swapped in or out.
  for (const match of text.matchAll(/[\u3400-\u9fff\u3000-\u303f\uff00-\uffef] +[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/g)) {
    problems.push({ kind: 'spacing', found: match[0], hint: 'no space between two Chinese characters' })
  }
  // A Latin word and a Chinese character are always set apart by one space (通过 WhatsApp 联系, 豪华 SUV).
  for (const match of text.matchAll(/[\u3400-\u9fff][A-Za-z]|[A-Za-z][\u3400-\u9fff]/g)) {
    problems.push({ kind: 'spacing', found: match[0], hint: 'one space between a Latin word and a Chinese character' })
  }
  const halfWidth = /(?<!\d)[:,]|[:,](?!\d)|[()]/g
  for (const match of plain.matchAll(halfWidth)) {
    const around = plain.slice(Math.max(0, match.index - 6), match.index + 7)
    problems.push({ kind: 'punctuation', found: around, hint: 'use full-width ： ， （ ） in Chinese sentences' })
  }
  // The Chinese ellipsis is two characters (提交中……); one alone is English typography.
  for (const match of text.matchAll(/(?<!…)…(?!…)|\.{3}/g)) {
    problems.push({
      kind: 'punctuation',
      found: text.slice(Math.max(0, match.index - 6), match.index + match[0].length),
      hint: 'the Chinese ellipsis is ……, two characters',
    })
  }
  return problems
}
