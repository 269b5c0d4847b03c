/**
 * Words an enquiry message may not contain (spec §5, DESIGN §8.2): profanity, slurs, sexual terms
 * and political / sensitive terms, in English and Chinese. Runs in the browser on every keystroke
 * and on the server for every enquiry; the admin desk can add terms (passed as `extra`).
 *
 * Matching: text and terms are normalised (NFKC, so full-width ｆｕｃｋ is fuck; invisible format
 * characters dropped; lower case). Latin terms match whole words only: a neighbouring letter, digit
 * or mark of any script blocks the match ("Scunthorpe", "Michelle", "analysis" pass), except CJK
 * characters, which are unspaced and so count as a boundary ("你好fuck" is caught); a space inside
 * a term matches any run of whitespace. CJK terms match as substrings. Each list compiles once
 * into two RegExps, cached by list identity (treat lists as immutable).
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
    '台独', '台湾独立', '藏独', '自由西藏', '疆独', '东突厥', '新疆集中营', '港独',
    '光复香港', '时代革命', '反送中', '占领中环', '达赖喇嘛', '刘晓波', '热比娅', '零八宪章',
    '茉莉花革命', '习近平', '习包子', '打倒共产党', '共产党下台', '天灭中共', '中共暴政', '共匪',
  ],
}

/**
 * Short CJK terms that also arise across a word boundary in innocent text, with the neighbours that
 * make them innocent: [not right after any of, not right before any of]. Examples: 阳台独立卫浴,
 * 香港独特, 一次性交清, 门口交接, 特色情侣晚餐, 个性服务, 学习包子, 这支那么, 做爱心公益.
 */
const AFTER_DU = '特家自享有处一栋具创到门占'
const CJK_GUARDS = new Map<string, readonly [string, string]>([
  ['台独', ['阳舞平前站柜后电露窗灶讲看吧月天烛', AFTER_DU]],
  ['藏独', ['收珍隐宝储冷私暗蕴馆典埋躲', AFTER_DU]],
  ['疆独', ['', AFTER_DU]],
  ['港独', ['', AFTER_DU]],
  ['性交', ['次个理感人惰', '付费款钱清流友通际换']],
  ['口交', ['路门出入港窗关道河洞岔街', '通接易费款付流汇界给']],
  ['群交', ['', '流友通汇际往']],
  ['色情', ['特景夜角出颜彩脸神物声本美春秋月货', '侣况调节绪感景人怀趣谊']],
  ['性爱', ['个女男人理感天母', '好美']],
  ['性服务', ['次个人女男', '']],
  ['a片', ['a-z0-9', '区段']],
  ['做爱', ['', '心好']],
  ['支那', ['', '么样种个些边里']],
  ['新唐人', ['', '街']],
  ['习包子', ['学练复预温自补见实研', '']],
])

/** A letter, digit or mark, but not of an unspaced script (a CJK neighbour is a word boundary). */
const WORD_CHAR =
  '(?:(?![\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\p{sc=Bopomofo}])[\\p{L}\\p{N}\\p{M}])'

type Compiled = { latin: RegExp | undefined; cjk: RegExp | undefined }
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
  const cjk = prepare(list.cjk).map((t) => {
    const [notAfter, notBefore] = CJK_GUARDS.get(t) ?? ['', '']
    return (notAfter ? `(?<![${notAfter}])` : '') + escapeRegExp(t) + (notBefore ? `(?![${notBefore}])` : '')
  })
  const compiled: Compiled = {
    latin: latin.length > 0 ? new RegExp(`(?<!${WORD_CHAR})(?:${latin.join('|')})(?!${WORD_CHAR})`, 'iu') : undefined,
    cjk: cjk.length > 0 ? new RegExp(cjk.join('|'), 'iu') : undefined,
  }
  cache.set(list, compiled)
  return compiled
}

/** The first blocked term found in `text`, or undefined when the text is clean. */
export function findBlockedTerm(text: string, list: Blocklist = defaultBlocklist, extra?: Blocklist): string | undefined {
  if (text === '') return undefined
  const normalized = normalize(text)
  let first: RegExpExecArray | null = null
  for (const source of extra ? [list, extra] : [list]) {
    const { latin, cjk } = compile(source)
    for (const re of [latin, cjk]) {
      const match = re?.exec(normalized)
      if (match && (!first || match.index < first.index || (match.index === first.index && match[0].length > first[0].length))) {
        first = match
      }
    }
  }
  return first?.[0].replace(/\s+/gu, ' ')
}

export function isClean(text: string, list?: Blocklist, extra?: Blocklist): boolean {
  return findBlockedTerm(text, list, extra) === undefined
}
