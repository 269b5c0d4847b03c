import { describe, expect, it } from 'vitest'
import * as FromSimplified from 'opencc-js/cn2t'
import { defaultRefusalTerms, findRefusedTerm, findTerms, isAcceptable, isLatinTerm, normalizeForMatching, normalizeTerm } from './blocklist'
import { defaultFlagTerms } from './blocklist-flag-terms.server'
import { locateTerms, screenMessage, toSimplified } from './screen-message.server'

const lists = { refuse: defaultRefusalTerms, flag: defaultFlagTerms }

describe('normalizeForMatching', () => {
  const norm = (text: string) => normalizeForMatching(text).text

  it('folds full-width forms, mathematical letters, case and accents', () => {
    expect(norm('ＦＵＣＫ')).toBe('fuck')
    expect(norm('𝐟𝐮𝐜𝐤')).toBe('fuck')
    expect(norm('FüCK')).toBe('fuck')
    expect(norm('Ｈｅｌｌｏ，世界')).toBe('hello,世界')
  })

  it('drops invisible format characters', () => {
    expect(norm('fu\u200Bck')).toBe('fuck')
    expect(norm('傻\u200D逼')).toBe('傻逼')
  })

  it('reads Cyrillic and Greek look-alikes as Latin letters', () => {
    expect(norm('fuсk')).toBe('fuck') // Cyrillic с
    expect(norm('ѕһit'.replace('һ', 'h'))).toBe('shit') // Cyrillic ѕ
    expect(norm('Βitch'.replace('Β', 'β'))).toBe('bitch') // Greek beta
    expect(norm('ΝΙΚΕ')).toBe('vike') // Greek capitals fold too (harmless for ordinary Greek)
  })

  it('drops spaces, marks and emoji between Chinese characters, not sentence punctuation', () => {
    expect(norm('操 你 妈')).toBe('操你妈')
    expect(norm('傻*逼')).toBe('傻逼')
    expect(norm('傻 . 逼')).toBe('傻逼')
    expect(norm('台🙂独')).toBe('台独')
    expect(norm('傻\u3000逼')).toBe('傻逼')
    expect(norm('香港，独立')).toBe('香港,独立')
    expect(norm('迪拜 desert 之旅')).toBe('迪拜 desert 之旅')
  })

  it('joins letters spaced out one by one', () => {
    expect(norm('f u c k you')).toBe('fuck you')
    expect(norm('s.h.i.t')).toBe('shit')
    expect(norm('c-u-n-t')).toBe('cunt')
    expect(norm('I am a cat')).toBe('i am a cat')
  })

  it('converts traditional Chinese when the server passes a converter', () => {
    expect(normalizeForMatching('臺灣獨立', toSimplified).text).toBe('台湾独立')
    expect(normalizeForMatching('幹你娘', toSimplified).text).toBe('干你娘')
  })

  it('keeps, for every character, where it came from in the message', () => {
    const message = 'Ｈｉ 操 你 媽!'
    const normalized = normalizeForMatching(message, toSimplified)
    const at = normalized.text.indexOf('操你妈')
    expect(message.slice(normalized.starts[at], normalized.ends[at + 2])).toBe('操 你 媽')
  })
})

describe('the refusal tier', () => {
  it('is short and precise', () => {
    expect(defaultRefusalTerms.length).toBeLessThanOrEqual(120)
    expect(new Set(defaultRefusalTerms.map(normalizeTerm)).size).toBe(defaultRefusalTerms.length)
    for (const term of defaultRefusalTerms) expect(normalizeTerm(term)).toBe(term)
  })

  it.each([
    ['f*ck you', '*fuck*'],
    ['F**K this', '*fuck*'],
    ['fuuuuuck', '*fuck*'],
    ['shiiiiithead', 'shithead'],
    ['fvck off', '*fuck*'],
    ['motherfuckers', '*fuck*'],
    ['gofuckyourself', '*fuck*'],
    ['sh1thole service', 'shithole'],
    ['dip$hit', 'dipshit'],
    ['a$$hole driver', 'asshole'],
    ['@ssh0le', 'asshole'],
    ['b!tchface', 'bitchface'],
    ['bitchass driver', 'bitchass'],
    ['you curry munchers', 'curry muncher'],
    ['currymuncher', 'curry muncher'],
    ['sandnigger', 'sand nigger'],
    ['mlgb', 'mlgb'],
    ['fuсk', '*fuck*'],
    ['ｃｕｎｔ', 'cunt'],
    ['c u n t', 'cunt'],
    ['wcnm', 'wcnm'],
    ['你nmsl', 'nmsl'],
    ['傻 逼', '傻逼'],
    ['傻Ｂ', '傻b'],
    ['妈-了-个-逼', '妈了个逼'],
    ['媽了個巴子', '媽了個巴子'],
    ['肏', '肏'],
    ['屄', '屄'],
    ['婊 子', '婊子'],
  ])('%s is refused (%s)', (text, term) => {
    expect(findRefusedTerm(text)).toBe(term)
    expect(isAcceptable(text)).toBe(false)
  })

  it.each([
    'Cuntis',
    'Scunthorpe',
    'white power bank',
    'bukkake udon',
    'shiitake',
    'shitake mushrooms',
    'Michelle',
    'cocktail',
    'Essex',
    'assessment',
    'Penistone',
    'Arsenal',
    'niggling doubt',
    'a chink in the curtains',
    'Fuk Wing Street, Sham Shui Po',
    'Hancock',
    'Pakistan',
    'We live in Bitche, in the Moselle',
    'Our cousins farm near Twatt in Orkney',
    'My friend Kike Sánchez joins us on Friday',
    '车上有USB司机能帮忙充电吗？',
    'Is the hot-air balloon ride safe for a 70-year-old? Hell of a view!',
    '我是香港独立摄影师',
    '我们一家三口交多少定金可以锁位？',
    '我老公说他妈的签证还没批下来',
    '维生素A片',
    '本周三陪客户',
    '叫做爱旅行的小鹿',
    '那台独轮平衡车',
    '给你个傻瓜相机',
    '我们先去你妈的家',
    '星期日你妈妈来吗',
    '烤鸡巴西风味',
    '',
  ])('%j passes the refusal tier', (text) => {
    expect(findRefusedTerm(text)).toBeUndefined()
  })

  it.each([
    'Is it a bitch to find a taxi at night? Our labrador bitch travels with us.',
    'Holy shit, the photos of the dunes look amazing',
    'My Douchebags backpack is 40 litres, is that fine as cabin bag?',
    'We love faggots and peas, any British pub near the Marina?',
    'Can the driver stop for ddeok gook at the Korean restaurant?',
    'Towel, head scarf and sunglasses: what else for the safari?',
    'We are both CNM nurses from Leeds',
    'A niggardly budget, I know: two adults for AED 500?',
    '你别操你妈的心了，她身体好着呢，能跟我们去沙漠',
    '我们先回去干你娘家的活，下午再出发',
    '他在割草你妈在做饭，晚上一起去游船',
    '我家狗娘养的三只小狗能带上游艇吗',
    '听说你妈死了的消息，节哀，行程可以改期',
  ])('%j, an ordinary sentence, passes the refusal tier', (text) => {
    expect(findRefusedTerm(text)).toBeUndefined()
    expect(screenMessage(text, lists).kind).toBe('accepted')
  })

  it.each([
    ['shiiiiit', 'shit'],
    ['sh1t service', 'shit'],
    ['b!tch', 'bitch'],
    ['douchebags', 'douche bag'],
    ['dot-head driver', 'dot head'],
    ['cnm', 'cnm'],
    ['操-你-妈', '操你妈'],
    ['操你媽', '操你妈'],
    ['幹你娘', '干你娘'],
    ['干 你 娘', '干你娘'],
  ])('%s is accepted but flagged for the staff (%s)', (text, term) => {
    expect(findRefusedTerm(text)).toBeUndefined()
    const verdict = screenMessage(text, lists)
    expect(verdict.kind).toBe('accepted')
    expect(verdict.kind === 'accepted' && verdict.flaggedTerms).toContain(term)
  })

  it('lists every traditional form OpenCC gives for its Chinese terms (the browser does not convert)', () => {
    const converters = [
      FromSimplified.Converter({ from: 'cn', to: 't' }),
      FromSimplified.Converter({ from: 'cn', to: 'tw' }),
      FromSimplified.Converter({ from: 'cn', to: 'hk' }),
    ]
    const missing: string[] = []
    for (const term of defaultRefusalTerms.filter((t) => !isLatinTerm(t))) {
      for (const convert of converters) {
        const traditional = convert(term)
        if (findRefusedTerm(traditional) === undefined) missing.push(`${term} → ${traditional}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('holds no term that another one already covers', () => {
    // Covered: another term finds it written both with its spaces and run together.
    const finds = (u: string, text: string) => findTerms(text, [u]).length > 0
    const covered = defaultRefusalTerms.filter(
      (t) => !t.includes('*') && defaultRefusalTerms.some((u) => u !== t && finds(u, t) && finds(u, t.replace(/ /g, ''))),
    )
    expect(covered).toEqual([])
  })
})

describe('screenMessage (server)', () => {
  it('refuses what the refusal tier refuses, whatever else the message holds', () => {
    expect(screenMessage('台独 and f*ck you', lists)).toEqual({ kind: 'refused', term: '*fuck*' })
  })

  it('accepts and flags political, sexual and ambiguous words, traditional characters included', () => {
    expect(screenMessage('我是香港独立摄影师', lists)).toEqual({ kind: 'accepted', flaggedTerms: ['香港独立', '港独'] })
    expect(screenMessage('臺獨萬歲', lists)).toEqual({ kind: 'accepted', flaggedTerms: ['台独'] })
    expect(screenMessage('我老公说他妈的签证还没批下来', lists)).toEqual({ kind: 'accepted', flaggedTerms: ['他妈的'] })
    expect(screenMessage('white power bank', lists)).toEqual({ kind: 'accepted', flaggedTerms: ['white power'] })
  })

  it('flags a refusal term in a traditional form it does not list (the browser could not see it)', () => {
    // An owner listed only the simplified form: the browser cannot read 狗娘養的, so neither refuses; the server flags.
    expect(screenMessage('狗娘養的司機', { refuse: ['狗娘养的'], flag: [] })).toEqual({ kind: 'accepted', flaggedTerms: ['狗娘养的'] })
  })

  it('flags nothing in an ordinary message', () => {
    expect(screenMessage('We are four adults and two children; please quote a desert safari with dinner.', lists)).toEqual({
      kind: 'accepted',
      flaggedTerms: [],
    })
    expect(screenMessage('请问从机场到酒店的接机多少钱？', lists)).toEqual({ kind: 'accepted', flaggedTerms: [] })
  })

  it('locates the flagged words in the message as sent, merged where they overlap', () => {
    const message = '我是香港獨立攝影師，台 独也行'
    const spans = locateTerms(message, ['香港独立', '港独', '台独'])
    expect(spans.map(({ start, end }) => message.slice(start, end))).toEqual(['香港獨立', '台 独'])
  })
})
