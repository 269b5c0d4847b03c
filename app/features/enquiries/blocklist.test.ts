import { describe, expect, it } from 'vitest'
import { type Blocklist, defaultBlocklist, findBlockedTerm, isClean } from './blocklist'

const { latin, cjk } = defaultBlocklist
const multiWord = latin.filter((t) => t.includes(' '))

/** ASCII → full-width forms (space → ideographic space). */
const fullWidth = (s: string): string =>
  s.replace(/[!-~ ]/g, (c) => (c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)))
/** fUcKiNg-style mixed case. */
const mixedCase = (s: string): string => Array.from(s, (c, i) => (i % 2 ? c.toUpperCase() : c)).join('')

describe('defaultBlocklist', () => {
  it('has a focused list of Latin and Chinese terms', () => {
    expect(latin.length).toBeGreaterThanOrEqual(60)
    expect(latin.length).toBeLessThanOrEqual(120)
    expect(cjk.length).toBeGreaterThanOrEqual(60)
    expect(cjk.length).toBeLessThanOrEqual(120)
  })

  it('holds normalised, unique terms in the right list', () => {
    expect(new Set(latin).size).toBe(latin.length)
    expect(new Set(cjk).size).toBe(cjk.length)
    for (const t of latin) expect(t).toMatch(/^[a-z]+(?: [a-z]+)*$/)
    for (const t of cjk) expect(t).toMatch(/^(?=.*\p{sc=Han})[\p{sc=Han}a-z]+$/u)
  })

  it('has no Chinese term that another one already covers (finds standing alone)', () => {
    const covered = cjk.filter((t) => cjk.some((u) => u !== t && findBlockedTerm(t, { latin: [], cjk: [u] }) === u))
    expect(covered).toEqual([])
  })
})

describe('every Latin term is found', () => {
  it.each(latin)('%s', (term) => {
    const variants = [
      term,
      `Hello, I would like to book ${term} tomorrow`,
      `Hello,${term}!`,
      `(${term})`,
      `"${term}".`,
      `${term.toUpperCase()} please`,
      `we ${mixedCase(term)} you`,
      `迪拜${term}沙漠`,
      `你好${term}`,
      `${term}。谢谢`,
    ]
    for (const text of variants) expect(findBlockedTerm(text), text).toBe(term)
    expect(isClean(`Hello, I would like to book ${term} tomorrow`)).toBe(false)
  })
})

describe('every Chinese term is found', () => {
  it.each(cjk)('%s', (term) => {
    const variants = [term, `请问${term}这个行程还有位置吗？`, `你好，${term}。`, `Hi ${term} thanks`, `我们的${term.toUpperCase()}`]
    for (const text of variants) expect(findBlockedTerm(text), text).toBe(term)
    expect(isClean(`请问${term}这个行程还有位置吗？`)).toBe(false)
  })
})

describe('normalisation', () => {
  it.each([
    ['ｆｕｃｋ', 'fuck'],
    ['ＦＵＣＫＩＮＧ ｈｅｌｌ', 'fucking'],
    ['What ＳｈＩｔ.', 'shit'],
    ['ｆａｌｕｎ\u3000ｇｏｎｇ', 'falun gong'],
    ['你是傻Ｂ', '傻b'],
    ['看Ａ片吗', 'a片'],
    ['f\u200buck', 'fuck'],
    ['sh\u00adit', 'shit'],
  ])('%j → %s', (text, term) => {
    expect(findBlockedTerm(text)).toBe(term)
  })

  it.each(latin.slice(0, 12).concat(multiWord))('full-width %s', (term) => {
    expect(findBlockedTerm(`Dubai ${fullWidth(term)} tour`)).toBe(term)
    expect(findBlockedTerm(fullWidth(`Dubai,${term.toUpperCase()}!`))).toBe(term)
  })

  it.each(multiWord)('multi-word %s matches across any run of whitespace', (term) => {
    expect(findBlockedTerm(`hi ${term.split(' ').join('   ')} bye`)).toBe(term)
    expect(findBlockedTerm(`hi ${term.split(' ').join(' \n\t ')} bye`)).toBe(term)
    expect(findBlockedTerm(term.split(' ').join('\r\n'))).toBe(term)
  })
})

describe('clean text passes', () => {
  it.each([
    'Hello',
    'skill',
    'Michelle',
    'Scunthorpe',
    'Changi',
    'Sussex',
    'Essex',
    'Middlesex',
    'Dickens',
    'cocktail',
    'Hancock',
    'assess',
    'embassy',
    'classic',
    'therapist',
    'analysis',
    'canal',
    'scrap',
    'shiitake',
    'shitake',
    'Pakistan',
    'spicy',
    'Penistone',
    'Cockburn',
    'Wankdorf',
    'Arsenal',
    'document',
    'cumulative',
    'Hello, we are a family of four and would like a desert safari with a photoshoot at sunset.',
    'Can we book a dhow cruise in Dubai Marina for 4 adults and 2 kids?',
    'Is the Abu Dhabi city tour with the Grand Mosque available on Friday?',
    'We fly in via Changi Airport in Singapore, arriving at 6 am.',
    'Michelle and I are from Scunthorpe; my parents live in Sussex.',
    'Do you offer a skill-building cooking class or a spice souk walk?',
    'Please scrap my previous request and send the classic package price.',
    'My husband is allergic to shiitake mushrooms, please tell the restaurant.',
    'Could you assess whether a stroller fits on the Hatta kayak trip?',
    'We love Dickens and cocktails; any rooftop bar recommendations?',
    'Our therapist recommended a quiet resort, an analysis of options would help.',
    'Is the hot-air balloon ride safe for a 70-year-old? Hell of a view, I heard!',
    'We want to shoot some photos at the Burj Khalifa; is there a bomb-proof case for the drone?',
    '我们一家四口想预订沙漠冲沙，请问儿童价格是多少？',
    '房间带阳台独立卫浴吗？',
    '我们去过香港，香港独特的夜景很美。',
    '新疆独特的美食我们很喜欢，迪拜有类似的餐厅吗？',
    '平台独家优惠还有吗？',
    '请帮我安排迪拜塔门票和音乐喷泉表演。',
    '我们想去死海，可以从迪拜出发吗？',
    '附近有没有一家小日本料理店？',
    '请问在迪拜上网需要翻墙吗？',
    '我不会操作这个网站，可以电话联系吗？',
    '明日你们几点来酒店接我们？',
    '可以一次性交清全款吗？',
    '司机在酒店门口交接行李吗？',
    '有没有特色情侣晚餐套餐？',
    '希望提供个性服务，谢谢。',
    '孩子想学习包子的做法。',
    '我们有一位坐轮椅的老人，请问有无障碍设施吗？',
    '伊斯兰国家的着装要求是什么？',
    '旅行的高潮一定是热气球！',
    '沙滩的沙比较软吗？',
    '我们想做爱心公益活动。',
    '这支那么好的团队，下次还找你们。',
    '到达赖斯酒店后怎么联系导游？',
    '我们住在A片区的酒店。',
    '你好Michelle，我们想订Changi机场的转机行程。',
    '',
    '   \n  ',
  ])('%j', (text) => {
    expect(findBlockedTerm(text)).toBeUndefined()
    expect(isClean(text)).toBe(true)
  })

  const embeddings = (t: string): string[] =>
    [`a${t}b`, `x${t}`, `${t}x`, `é${t}`, `${t}é`, `д${t}`, `9${t}`, `${t}٣`, `${t}\u0301`].map((w) => `Hello ${w} there`)

  // Roots caught even when run together with the next word ('fuckyou'): see their own tests.
  const isRunTogetherRoot = (t: string) => /^(cunt|bitch|nigg|faggot|asshole|dickhead|wanker|shithead|bullshit|motherfuck)|fuck/.test(t)
  it.each(latin.filter((t) => !t.includes(' ') && !isRunTogetherRoot(t)))('%s inside a longer word is not reported', (term) => {
    for (const text of embeddings(term)) expect(findBlockedTerm(text), text).toBeUndefined()
  })

  // The inner words of a multi-word term may be terms themselves ('mother fucker' → 'fucker').
  it.each(multiWord)('%s glued to other letters is not reported as itself', (term) => {
    for (const text of embeddings(term)) expect(findBlockedTerm(text), text).not.toBe(term)
  })
})

describe('findBlockedTerm', () => {
  it.each([
    ['你好fuck', 'fuck'],
    ['fuck你好', 'fuck'],
    ['迪拜的cunt沙漠', 'cunt'],
    ['shit and fuck', 'shit'],
    ['傻逼, then fuck', '傻逼'],
    ['fuck, then 傻逼', 'fuck'],
    ['you motherfucker', 'motherfucker'],
    ['please piss off now', 'piss off'],
    ['blowjob', 'blowjob'],
    ['blow  job', 'blow job'],
    ['支持台独', '台独'],
    ['香港独立', '香港独立'],
    ['支持港独', '港独'],
    ['台湾独立', '台湾独立'],
    ['他们搞色情服务', '色情'],
    ['No fuckin way', 'fuckin'],
  ])('%j → %s', (text, term) => {
    expect(findBlockedTerm(text)).toBe(term)
  })
})

describe('Chinese terms count only as whole words', () => {
  it.each([
    // a term made of several words of the text
    ['操你妈的', '操你'],
    ['你他妈的骗子', '他妈的'],
    ['想找一夜情', '一夜情'],
    ['想看女优', '女优'],
    // words the segmenter reads across the first character of a term
    ['想约炮吗', '约炮'],
    ['有三陪吗', '三陪'],
  ])('%j → %s', (text, term) => {
    expect(findBlockedTerm(text)).toBe(term)
  })

  it.each([
    ['妇女优惠', '妇女|优惠'],
    ['只住一夜情况怎么样', '一夜|情况'],
    ['给他妈的礼物', 'a gift for his mother'],
    ['给你妈的礼物', 'a gift for your mother'],
    ['坐坦克人均多少钱', '坦克|人均'],
    ['有没有烤鸡巴西风味的餐厅', '鸡|巴西'],
    ['奶奶子女都来', '奶奶|子女'],
    ['我们有三陪同的家长', '有|三|陪同'],
  ])('%j passes (%s)', (text) => {
    expect(findBlockedTerm(text)).toBeUndefined()
  })

  it('applies the same rule to terms the desk adds', () => {
    const extra: Blocklist = { latin: [], cjk: ['女优'] }
    expect(findBlockedTerm('妇女优惠', { latin: [], cjk: [] }, extra)).toBeUndefined()
    expect(findBlockedTerm('日本女优', { latin: [], cjk: [] }, extra)).toBe('女优')
  })
})

describe('extra terms', () => {
  const extra: Blocklist = { latin: ['  Camel   Spam ', 'c++', 'a.b', ''], cjk: ['坏词', '（测试）'] }
  const none: Blocklist = { latin: [], cjk: [] }

  it.each([
    ['I love CAMEL\n spam', 'camel spam'],
    ['这是坏词吗', '坏词'],
    ['括号(测试)也算', '(测试)'],
    ['I write c++ code', 'c++'],
    ['see a.b here', 'a.b'],
    ['fuck', 'fuck'],
  ])('%j → %s', (text, term) => {
    expect(findBlockedTerm(text, defaultBlocklist, extra)).toBe(term)
    expect(isClean(text, defaultBlocklist, extra)).toBe(false)
  })

  it('escapes regex metacharacters and keeps word boundaries', () => {
    expect(isClean('see axb here', none, extra)).toBe(true)
    expect(isClean('camelspam', none, extra)).toBe(true)
    expect(isClean('camel spammer', none, extra)).toBe(true)
  })

  it('can replace the default list', () => {
    expect(findBlockedTerm('fuck', none)).toBeUndefined()
    expect(findBlockedTerm('fuck 坏词', none, extra)).toBe('坏词')
    expect(findBlockedTerm('this is bad', { latin: ['Bad'], cjk: [] })).toBe('bad')
    expect(isClean('anything at all', none, none)).toBe(true)
  })

  it('gives the same answer on repeated calls (compiled once per list)', () => {
    for (let i = 0; i < 3; i++) {
      expect(findBlockedTerm('a 坏词', defaultBlocklist, extra)).toBe('坏词')
      expect(findBlockedTerm('Scunthorpe', defaultBlocklist, extra)).toBeUndefined()
    }
  })
})
