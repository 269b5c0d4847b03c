/**
 * Words an enquiry message may not contain (ADR 0011): profanity, slurs, sexual terms
 * and political / sensitive terms, in English and Chinese. Runs in the browser on every keystroke
 * and on the server for every enquiry; the admin desk can add terms (passed as `extra`).
 *
 * Matching: text and terms are normalised (NFKC, so full-width ｆｕｃｋ is fuck; invisible format
 * characters dropped; lower case). Latin terms match whole words only: a neighbouring letter, digit
 * or mark of any script blocks the match ("Scunthorpe", "Michelle", "analysis" pass), except CJK
 * characters, which are unspaced and so count as a boundary ("你好fuck" is caught); a space inside
 * a term matches any run of whitespace. CJK terms match on word boundaries (see below). Each list
 * compiles once, cached by list identity (treat lists as immutable).
 */

export type Blocklist = { latin: readonly string[]; cjk: readonly string[] }

/** The built-in list; the admin desk can add terms later (passed as `extra`). */
export const defaultBlocklist: Blocklist = {
  latin: [
    // profanity and insults
    'fuck', 'fucks', 'fucked', 'fucker', 'fuckers', 'fucking', 'fuckin', 'fuckface', 'fuckwit',
    'motherfucker', 'motherfuckers', 'motherfucking', 'mother fucker',
    'shit', 'shits', 'shitty', 'shithead', 'shithole', 'bullshit', 'horseshit',
    'bitch', 'bitches', 'bitchy', 'asshole', 'assholes', 'arsehole', 'arseholes', 'dumbass', 'jackass',
    'bastard', 'bastards', 'cunt', 'cunts', 'dickhead', 'twat', 'twats',
    'wank', 'wanker', 'wankers', 'bollocks', 'douchebag', 'cocksucker',
    'piss off', 'pissed off', 'goddamn', 'stfu', 'wtf', 'nmsl',
    // slurs
    'nigger', 'niggers', 'nigga', 'niggas', 'faggot', 'faggots', 'retard', 'retards', 'retarded',
    'tranny', 'chink', 'chinks', 'gook', 'gooks', 'kike', 'kikes', 'wetback',
    'raghead', 'ragheads', 'towelhead', 'towelheads', 'paki', 'pakis',
    // sexual
    'porn', 'porno', 'pornography', 'blowjob', 'blowjobs', 'blow job', 'handjob', 'hand job', 'rimjob',
    'cumshot', 'dildo', 'dildos', 'pussy', 'milf', 'horny', 'orgasm', 'orgy', 'gangbang',
    'bukkake', 'hentai', 'anal', 'masturbate', 'masturbating', 'masturbation', 'jerk off',
    'prostitute', 'prostitutes', 'prostitution', 'whore', 'whores', 'slut', 'sluts', 'slutty', 'skank',
    // political and sensitive
    'falun gong', 'falun dafa', 'free tibet', 'tibet independence', 'taiwan independence',
    'hong kong independence', 'east turkestan', 'tiananmen massacre', 'tiananmen square massacre',
    'heil hitler', 'sieg heil', 'white power', 'kkk',
  ],
  cjk: [
    // 粗口 / 脏话
    '傻逼', '傻b', '煞笔', '傻叉', '二逼', '牛逼', '装逼', '妈了个逼', '屄', '肏', '屌',
    '他妈的', '你妈的', '操你', '操蛋', '草泥马', '卧槽', '妈卖批', '日了狗', '狗日的', '狗娘养的',
    '王八蛋', '混蛋', '滚蛋', '婊子', '贱人', '贱货', '脑残', '白痴',
    // 歧视 / 侮辱性称呼
    '黑鬼', '支那', '阿三', '鬼子',
    // 色情
    '做爱', '性交', '口交', '肛交', '乳交', '群交', '乱伦', '强奸', '轮奸', '迷奸', '鸡奸',
    '卖淫', '嫖娼', '嫖妓', '妓女', '援交', '约炮', '一夜情', '色情', '黄片', '毛片', 'a片',
    '女优', '裸聊', '裸照', '自慰', '手淫', '性爱', '性服务', '三陪', '鸡巴', '淫荡', '淫秽',
    '淫妇', '骚货', '骚逼', '荡妇', '奶子',
    // 政治敏感
    '法轮功', '法轮大法', '李洪志', '大纪元', '新唐人', '明慧网', '九评共产党',
    '六四事件', '六四屠杀', '八九六四', '天安门事件', '天安门屠杀', '坦克人',
    '台独', '台湾独立', '藏独', '西藏独立', '自由西藏', '疆独', '新疆独立', '东突厥', '新疆集中营', '港独', '香港独立',
    '光复香港', '时代革命', '反送中', '占领中环', '达赖喇嘛', '刘晓波', '热比娅', '零八宪章',
    '茉莉花革命', '习近平', '习包子', '打倒共产党', '共产党下台', '天灭中共', '中共暴政', '共匪',
  ],
}

/**
 * Chinese is written without spaces, so a term can arise across two words of an innocent sentence
 * (妇女优惠: 妇女 + 优惠 holds 女优; 只住一夜情况: 一夜 + 情况 holds 一夜情). So a Chinese term
 * counts only where it is made of whole words: `Intl.Segmenter('zh', {granularity: 'word'})` (built
 * into Node and browsers) must put a word boundary at its start and at its end; the words in between
 * may be several (操|你|妈|的 is 操你, 你妈的). The segmenter's dictionary is not ours, so two lists
 * correct it:
 * - ALLOWED_COMPOUNDS lists, per term, innocent words that overlap it: an occurrence that shares
 *   characters with one of them (and does not contain it) is part of that word, not the term. It
 *   covers readings the segmenter gets wrong (登机口交行李 as 登机|口交|行李, 给他妈的礼物 as
 *   给|他妈的|礼物, where 他妈 is "his mother").
 * - MISREAD_WORDS are words of the segmenter that swallow the first character of a term in abuse
 *   (想约|炮, 有三|陪); their inner positions count as boundaries.
 */
const DU = ['独立', '独特', '独家', '独自', '独享', '独有', '独处', '独栋', '独具', '独创', '独到', '独门', '独占', '独一', '独行']
const JIAO = ['交通', '交流', '交接', '交清', '交费', '交款', '交钱', '交付', '交友', '交换', '交给', '交界', '交汇', '交际', '交往', '交还', '交税']
/** "for / with his (your) mother": 给他妈的礼物 is a gift for his mother. */
const TO_MOTHER = (who: string) => ['给', '和', '跟', '带', '陪', '替', '为', '帮', '与', '让', '请'].map((p) => p + who)
const ALLOWED_COMPOUNDS = new Map<string, readonly string[]>([
  ['台独', ['阳台', '舞台', '平台', '前台', '站台', '柜台', '后台', '电台', '露台', '窗台', '灶台', '讲台', '看台', '吧台', '月台', '天台', '烛台', '一台', '两台', '几台', ...DU]],
  ['藏独', ['收藏', '珍藏', '隐藏', '宝藏', '储藏', '冷藏', '私藏', '暗藏', '蕴藏', '馆藏', '典藏', '埋藏', '躲藏', ...DU.filter((w) => w !== '独立')]],
  ['疆独', DU.filter((w) => w !== '独立')],
  ['港独', DU.filter((w) => w !== '独立')],
  ['性交', ['一次性', '个性', '理性', '感性', '人性', '惰性', '国际性', '灵活性', '安全性', '便利性', '季节性', '临时性', '综合性', ...JIAO]],
  ['口交', ['登机口', '出口', '入口', '路口', '港口', '窗口', '关口', '道口', '门口', '河口', '洞口', '岔口', '街口', '人口', '进口', '胃口', '闸口', '检票口', '出站口', '海关口', ...JIAO]],
  ['群交', ['人群', '社群', '族群', '鸟群', '羊群', ...JIAO]],
  ['援交', ['救援', '支援', '声援', '增援', ...JIAO]],
  ['色情', ['特色', '景色', '夜色', '角色', '出色', '颜色', '彩色', '脸色', '神色', '物色', '声色', '本色', '春色', '秋色', '月色', '绿色', '金色', '白色', '红色', '蓝色', '情侣', '情况', '情调', '情节', '情绪', '情感', '情景', '情人', '情怀', '情趣', '情谊', '情形']],
  ['性爱', ['个性', '女性', '男性', '人性', '理性', '感性', '天性', '母性', '爱好', '爱美', '爱心', '爱吃', '爱玩']],
  ['性服务', ['个性', '人性', '女性', '男性', '一次性', '综合性']],
  ['a片', ['片区', '片段']],
  ['做爱', ['爱心', '爱好', '爱吃', '爱玩']],
  ['支那', ['那么', '那样', '那种', '那个', '那些', '那边', '那里', '那天', '那家', '那位']],
  ['新唐人', ['唐人街']],
  ['习包子', ['学习', '练习', '复习', '预习', '温习', '自习', '补习', '见习', '实习', '研习']],
  ['操你', ['体操', '操作', '操场', '早操', '节操', '情操', '操心']],
  ['鬼子', ['鬼子母']],
  ['他妈的', TO_MOTHER('他妈')],
  ['你妈的', TO_MOTHER('你妈')],
  ['坦克人', ['人均', '人数', '人次']],
])
const MISREAD_WORDS = new Set(['想约', '有三'])

/**
 * English abuse run together with the next word ('fuckyou', 'cuntface'): these roots match at the
 * start of a word whatever follows; 'fuck' matches anywhere (no English word contains it). Roots
 * that start ordinary words (Scunthorpe, cocktail, assessment, Essex, shiitake) are not here.
 */
const RUN_TOGETHER_PREFIXES = ['cunt', 'bitch', 'nigger', 'nigga', 'faggot', 'asshole', 'dickhead', 'wanker', 'shithead', 'bullshit', 'motherfuck']
const RUN_TOGETHER_ANYWHERE = ['fuck']

/** A letter, digit or mark, but not of an unspaced script (a CJK neighbour is a word boundary). */
const WORD_CHAR =
  '(?:(?![\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\p{sc=Bopomofo}])[\\p{L}\\p{N}\\p{M}])'

type Compiled = { latin: RegExp | undefined; cjk: string[] }
const cache = new WeakMap<Blocklist, Compiled>()

function normalize(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}/gu, '').toLowerCase()
}

/** Normalised, de-duplicated terms, longest first (so the longest term is reported). */
function prepare(terms: readonly string[]): string[] {
  const unique = new Set(terms.map((t) => normalize(t).trim().replace(/\s+/gu, ' ')))
  unique.delete('')
  return [...unique].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
}

const escapeRegExp = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|]/gu, '\\$&')

function compile(list: Blocklist): Compiled {
  const cached = cache.get(list)
  if (cached) return cached
  const latin = prepare(list.latin).map((t) => t.split(' ').map(escapeRegExp).join('\\s+'))
  const compiled: Compiled = {
    latin: latin.length > 0 ? new RegExp(`(?<!${WORD_CHAR})(?:${latin.join('|')})(?!${WORD_CHAR})`, 'iu') : undefined,
    cjk: prepare(list.cjk),
  }
  cache.set(list, compiled)
  return compiled
}

const RUN_TOGETHER = new RegExp(
  `(?<!${WORD_CHAR})(?:${RUN_TOGETHER_PREFIXES.join('|')})|${RUN_TOGETHER_ANYWHERE.join('|')}`,
  'iu',
)

type Found = { index: number; term: string }

let segmenter: Intl.Segmenter | undefined
/** Word boundaries of the text (UTF-16 offsets), computed once per text and only when needed. */
function boundariesOf(text: string): Set<number> {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const boundaries = new Set<number>([text.length])
  for (const { index, segment } of segmenter.segment(text)) {
    boundaries.add(index)
    if (MISREAD_WORDS.has(segment)) for (let i = 1; i < segment.length; i++) boundaries.add(index + i)
  }
  return boundaries
}

/** True when an allowed compound overlaps this occurrence (sharing characters, not inside it). */
function isInAllowedCompound(text: string, term: string, at: number): boolean {
  const end = at + term.length
  for (const word of ALLOWED_COMPOUNDS.get(term) ?? []) {
    let from = Math.max(0, at - word.length + 1)
    for (;;) {
      const found = text.indexOf(word, from)
      if (found < 0 || found >= end) break
      const wordEnd = found + word.length
      if (wordEnd > at && !(found >= at && wordEnd <= end)) return true
      from = found + 1
    }
  }
  return false
}

/** The first Chinese term made of whole words of the text. */
function findCjk(text: string, terms: readonly string[]): Found | undefined {
  let first: Found | undefined
  let boundaries: Set<number> | undefined
  for (const term of terms) {
    for (let at = text.indexOf(term); at >= 0 && (!first || at <= first.index); at = text.indexOf(term, at + 1)) {
      if (isInAllowedCompound(text, term, at)) continue
      boundaries ??= boundariesOf(text)
      if (!boundaries.has(at) || !boundaries.has(at + term.length)) continue
      if (!first || at < first.index || (at === first.index && term.length > first.term.length)) first = { index: at, term }
      break
    }
  }
  return first
}

/** The first blocked term found in `text`, or undefined when the text is clean. */
export function findBlockedTerm(text: string, list: Blocklist = defaultBlocklist, extra?: Blocklist): string | undefined {
  if (text === '') return undefined
  const normalized = normalize(text)
  let first: Found | undefined
  const consider = (found: Found | undefined) => {
    if (found && (!first || found.index < first.index || (found.index === first.index && found.term.length > first.term.length))) first = found
  }
  for (const source of extra ? [list, extra] : [list]) {
    const { latin, cjk } = compile(source)
    const match = latin?.exec(normalized)
    if (match) consider({ index: match.index, term: match[0] })
    consider(findCjk(normalized, cjk))
  }
  if (!first && list === defaultBlocklist) {
    const joined = RUN_TOGETHER.exec(normalized)
    if (joined) consider({ index: joined.index, term: joined[0] })
  }
  return first?.term.replace(/\s+/gu, ' ')
}

export function isClean(text: string, list?: Blocklist, extra?: Blocklist): boolean {
  return findBlockedTerm(text, list, extra) === undefined
}
