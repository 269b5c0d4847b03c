/**
 * The desk's blocked-words screen (ADR 0036) in the desk's two languages. Chinese must have exactly
 * the English keys and signatures.
 */
import type { DeskLang } from '../desk/desk-path'
import type { CopyShape } from '../i18n/copy-shape'

const blocklistEn = {
  title: 'Blocked words',
  intro:
    'Words in a visitor’s message are checked in two lists. Words on the refusal list stop the enquiry: the visitor is asked to remove inappropriate language. Words on the flag list let the enquiry through; it is marked “Possibly offensive” in the inbox, and the visitor is never told. Matching ignores case, traditional or simplified characters, full-width letters, spaces between Chinese characters, repeated letters, look-alike letters and digits (sh1t, f*ck).',
  refuseLabel: 'Refusal list (enquiry refused)',
  refuseHint:
    'Only explicit abuse that no traveller writes innocently. One word or phrase per line; list traditional forms too, as the browser checks this list without converting.',
  flagLabel: 'Flag list (enquiry accepted, flagged for staff)',
  flagHint:
    'Political and sensitive words, sexual words, ambiguous insults. One per line. A * at the start or end of an English word lets it run into the word (fuck* finds fuckface).',
  termCount: (n: number) => `${String(n)} ${n === 1 ? 'entry' : 'entries'}`,
  /** A list's hint followed by its count. */
  withCount: (hint: string, tally: string) => `${hint} ${tally}`,
  check: 'Check against ordinary enquiries',
  save: 'Save both lists',
  checking: 'Checking…',
  checkResult: (refused: number, flagged: number, total: number) =>
    `Of ${String(total)} ordinary enquiries in the test collection, this would refuse ${String(refused)} and flag ${String(flagged)}.`,
  refusedExamples: 'Ordinary enquiries it would refuse:',
  saved: (refused: number, flagged: number, total: number) =>
    `Saved. Of ${String(total)} ordinary enquiries in the test collection, it refuses ${String(refused)} and flags ${String(flagged)}.`,
  stale: 'Someone else saved the lists meanwhile. Reload the page to start from their version.',
  invalid:
    'Not saved: a list is too long, or an entry is too long, too short (English entries need at least two letters) or holds characters that cannot be stored.',
  version: (n: number) => (n === 0 ? 'Built-in lists, never changed' : `Version ${String(n)}`),
}

export type BlocklistCopy = CopyShape<typeof blocklistEn>

const blocklistZh: BlocklistCopy = {
  title: '敏感词',
  intro:
    '客人的留言会对照两份词表检查。拒收词表中的词会让咨询无法提交，客人会看到“请您移除不恰当的文字。”的提示；标记词表中的词不影响提交，咨询会照常收下，在咨询列表中标为“可能冒犯”，客人不会收到任何提示。比对时不区分大小写、繁简体和全角半角，并会忽略汉字之间的空格、重复字母、形近字母以及用数字或符号代替字母的写法（如 sh1t、f*ck）。',
  refuseLabel: '拒收词表（拒绝提交）',
  refuseHint: '只收录任何正常旅客都不会写的明显辱骂。每行一个词或短语；繁体写法也请一并列出，因为浏览器端检查时不做繁简转换。',
  flagLabel: '标记词表（照常接收，提醒员工）',
  flagHint: '政治敏感词、色情词和有歧义的骂人话。每行一个。英文词首或词尾加 *，表示可以连着其他字母写（fuck* 可匹配 fuckface）。',
  termCount: (n: number) => `共 ${String(n)} 条`,
  withCount: (hint: string, tally: string) => `${hint}${tally}`,
  check: '用普通咨询测试',
  save: '保存两份词表',
  checking: '正在测试……',
  checkResult: (refused: number, flagged: number, total: number) =>
    `测试语料共有 ${String(total)} 条普通咨询，按此修改会拒收 ${String(refused)} 条，标记 ${String(flagged)} 条。`,
  refusedExamples: '会被误拒的普通咨询：',
  saved: (refused: number, flagged: number, total: number) =>
    `已保存。测试语料共有 ${String(total)} 条普通咨询，现拒收 ${String(refused)} 条，标记 ${String(flagged)} 条。`,
  stale: '其他同事刚刚保存过词表。请刷新页面，在最新版本上修改。',
  invalid: '未保存：词表过长，或有词条过长、过短（英文词条至少两个字母），或含有无法保存的字符。',
  version: (n: number) => (n === 0 ? '内置词表，尚未修改' : `第 ${String(n)} 版`),
}

const copies: Record<DeskLang, BlocklistCopy> = { en: blocklistEn, zh: blocklistZh }

export function blocklistCopy(lang: DeskLang): BlocklistCopy {
  return copies[lang]
}
