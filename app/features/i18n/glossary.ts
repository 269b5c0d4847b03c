/**
 * The bilingual glossary: one name per thing, in both languages.
 *
 * Every recurring name of the site (places, boats, products, service words and formats) has one
 * English term and one Chinese term. `forbidden` lists the variants that must not appear in Chinese
 * copy (older names, calques, near-synonyms); `keepLatin` marks names that stay in Latin letters on
 * Chinese pages. `glossary.test.ts` scans every Chinese string of the site against this list, and
 * the admin desk can show `note` to editors as a hint.
 */

export type GlossaryEntry = {
  en: string
  zh: string
  /** Chinese variants that must not be used for this thing. */
  forbidden: string[]
  /** Patterns for variants a plain substring cannot name (e.g. 帆船 for the hotel without 酒店). */
  forbiddenPatterns?: RegExp[]
  /** Patterns that must not appear in English copy either (e.g. "driver-guide"). */
  forbiddenEnglish?: RegExp[]
  /**
   * The name stays in Latin letters in Chinese copy (AED, WhatsApp, JBR…): the Latin words of `zh`,
   * and of `latinForms`, are the only English words the checker accepts in Chinese text.
   */
  keepLatin?: boolean
  /** Latin spellings used on Chinese pages that `zh` itself does not show (the brand beside 万德假日). */
  latinForms?: string[]
  note: string
}

export type GlossaryGroup = 'category' | 'place' | 'boat' | 'product' | 'service' | 'format' | 'brand'

export const glossary: Record<GlossaryGroup, GlossaryEntry[]> = {
  /**
   * The five categories, named as the navigation names them wherever a category is named (section
   * titles, headings, links, running text). A longer page heading starts with the name:
   * 沙漠冲沙（私享四驱车）.
   */
  category: [
    {
      en: 'Private Transfers',
      zh: '专车接送',
      forbidden: ['私人专车接送', '私享专车接送'],
      note: 'The category of airport transfers and car-with-driver hire.',
    },
    { en: 'Tour Packages', zh: '旅游套餐', forbidden: ['精选旅游套餐', '迪拜旅游套餐'], note: 'The land-only packages of 3 to 6 nights.' },
    {
      en: 'Desert Safari',
      zh: '沙漠冲沙',
      forbidden: ['沙漠冲沙探险', '私享沙漠冲沙', '沙漠之旅'],
      note: 'The category of the four private 4x4 safaris and their add-ons. 私享 may describe the car (私享四驱车), not the category.',
    },
    {
      en: 'City Tours',
      zh: '城市一日游',
      forbidden: ['城市观光', '私家城市一日游'],
      forbiddenPatterns: [/(?<!经典)城市游/],
      note: 'The twelve tours by car with driver. 迪拜经典城市游 is one tour’s name, not the category.',
    },
    {
      en: 'Dhow & Yacht Dinner Cruises',
      zh: '游船晚餐',
      forbidden: ['迪拜游船晚餐'],
      note: 'The category of the four dinner cruises (see the service entry).',
    },
  ],
  place: [
    {
      en: 'Dubai Water Canal',
      zh: '迪拜水道',
      forbidden: ['迪拜运河', '运河', '水道运河', '迪拜河道'],
      note: 'The canal from Business Bay to the sea. 迪拜河 is the Creek, never the canal.',
    },
    {
      en: 'Dubai Creek',
      zh: '迪拜河',
      forbidden: ['迪拜溪', '迪拜小溪', '迪拜湾', '迪拜河湾'],
      note: 'The old harbour between Bur Dubai and Deira.',
    },
    {
      en: 'JBR (Jumeirah Beach Residence)',
      zh: '朱美拉海滩住宅区（JBR）',
      forbidden: ['朱美拉海滨住宅', '卓美亚海滩'],
      keepLatin: true,
      note: 'Write the full name once per page, then JBR alone.',
    },
    {
      en: 'Deira',
      zh: '德拉（Deira）',
      forbidden: ['德伊勒', '迪拉区'],
      keepLatin: true,
      note: 'Old Dubai across the Creek from Bur Dubai (spice and gold souks): 德拉（Deira） once per page, then 德拉.',
    },
    {
      en: 'City Walk',
      zh: '城市漫步商业街（City Walk）',
      forbidden: ['城市漫步街区'],
      keepLatin: true,
      note: 'The open-air shopping street; travellers search for it by its English name, so the Latin name goes with it.',
    },
    {
      en: 'Boxpark',
      zh: '集装箱创意街区（Boxpark）',
      forbidden: ['集装箱街区'],
      keepLatin: true,
      note: 'The shipping-container street of shops and cafés on Al Wasl Road; the Latin name goes with it.',
    },
    {
      en: 'Bluewaters',
      zh: '蓝水岛',
      forbidden: ['布鲁沃特斯', '蓝水湾', '蓝湾岛'],
      note: 'The island with Ain Dubai (迪拜之眼).',
    },
    {
      en: 'Dubai International Airport (DXB)',
      zh: '迪拜国际机场（DXB）',
      forbidden: ['迪拜机场（DXB）'],
      keepLatin: true,
      note: 'Full name with the code on first mention; DXB alone afterwards.',
    },
    {
      en: 'Abu Dhabi International Airport (AUH)',
      zh: '阿布扎比国际机场（AUH）',
      forbidden: ['阿布扎比机场（AUH）'],
      keepLatin: true,
      note: 'Full name with the code on first mention; AUH alone afterwards.',
    },
    {
      en: 'Al Maktoum International Airport (DWC)',
      zh: '阿勒马克图姆国际机场（DWC）',
      forbidden: ['马克图姆机场', '迪拜世界中心', '阿勒马克图姆机场', '迪拜南城'],
      keepLatin: true,
      note: 'Full name with the code on first mention; the code DWC alone afterwards. The remote pickup area is 阿勒马克图姆国际机场（DWC）一带 in both languages (not Dubai South / Dubai World Central).',
    },
    {
      en: 'Jumeirah Village Circle (JVC)',
      zh: '朱美拉环形村（JVC）',
      forbidden: ['朱美拉村环区', '朱美拉村圈'],
      keepLatin: true,
      note: 'A supplement area for transfers; JVC alone after the first mention.',
    },
    {
      en: 'Dubai Investments Park (DIP)',
      zh: '迪拜投资园（DIP）',
      forbidden: ['迪拜投资公园'],
      keepLatin: true,
      note: 'A supplement area for transfers; DIP alone after the first mention.',
    },
    {
      en: 'Hatta Wadi Hub',
      zh: '哈塔瓦迪户外中心',
      forbidden: ['Wadi Hub', '瓦迪中心', '哈塔谷地中心'],
      note: 'The outdoor activity centre in Hatta (zipline, archery, bikes).',
    },
    {
      en: 'Jebel Jais',
      zh: '杰贝杰斯山',
      forbidden: ['吉贝尔杰斯', '杰贝尔杰斯', '贾伊斯山'],
      note: 'The highest mountain of the UAE, in Ras Al Khaimah.',
    },
    {
      en: 'Jais Flight',
      zh: '杰贝杰斯飞索',
      forbidden: ['Jais Flight'],
      note: 'The long zipline on Jebel Jais; a ticket the guest buys.',
    },
    {
      en: 'Jais Sky Tour',
      zh: '杰贝杰斯空中滑索之旅',
      forbidden: ['Jais Sky Tour', 'Sky Tour'],
      note: 'The shorter multi-line zipline on Jebel Jais.',
    },
    {
      en: 'RTA (Roads and Transport Authority)',
      zh: '迪拜道路交通管理局（RTA）',
      forbidden: ['道路运输局', '迪拜道路交通局', 'RTA）执照', 'RTA执照', 'RTA 执照'],
      keepLatin: true,
      note: 'Licences are 牌照 (never 执照) throughout.',
    },
    {
      en: 'DMCA (Dubai Maritime City Authority)',
      zh: '迪拜海事城管理局（DMCA）',
      forbidden: ['迪拜海事局'],
      keepLatin: true,
      note: 'Licenses the cruise operators.',
    },
    {
      en: 'DTCM (Dubai tourism authority)',
      zh: '迪拜旅游局（DTCM）',
      forbidden: ['迪拜旅游与商业营销部', '迪拜旅游和商务营销局'],
      keepLatin: true,
      note: 'The authority tour operators comply with.',
    },
    {
      en: 'Louvre Abu Dhabi',
      zh: '阿布扎比卢浮宫',
      forbidden: ['卢浮宫阿布扎比'],
      note: 'The Chinese name puts the city first; 卢浮宫 alone once the museum has been named.',
    },
    {
      en: 'UAE National Day (2 December)',
      zh: '阿联酋国庆日',
      forbidden: [],
      forbiddenPatterns: [/(?<!阿联酋)国庆日/],
      note: 'Always with 阿联酋, or Chinese readers think of 1 October.',
    },
    {
      en: 'Burj Al Arab',
      zh: '帆船酒店',
      forbidden: ['阿拉伯塔酒店', '伯瓷'],
      forbiddenPatterns: [/(?<!独桅)帆船(?!酒店)/],
      note: 'Always 帆船酒店: bare 帆船 reads as a sailing boat.',
    },
  ],
  boat: [
    {
      en: 'dhow',
      zh: '独桅帆船',
      forbidden: ['传统木船', '木帆船', '木质独桅帆船', '阿拉伯帆船', '三角帆船', '传统帆船', '单桅帆船', '小木船', '木船'],
      note: 'The traditional wooden sailing boat of the Gulf, used for the Creek and Marina dinners and in Musandam.',
    },
    {
      en: 'abra',
      zh: '阿布拉船',
      forbidden: ['阿布拉木船', '阿布拉水上的士', '阿布拉小渡船', '阿布拉渡船', '水上的士', '“阿布拉”'],
      note: 'The small wooden water taxi across Dubai Creek: 乘阿布拉船横渡迪拜河.',
    },
    {
      en: 'glassboat',
      zh: '玻璃船',
      forbidden: ['玻璃游船', '玻璃观光船'],
      note: 'The glass-enclosed boat of the Water Canal dinner.',
    },
    {
      en: 'mega yacht',
      zh: '巨型游艇',
      forbidden: ['超级游艇', '大型游艇', '豪华巨轮'],
      note: 'Lotus keeps its Latin name: Lotus 巨型游艇.',
    },
  ],
  product: [
    {
      en: 'Morning Dunes Drive',
      zh: '晨曦沙丘越野',
      forbidden: ['早晨私人团', '清晨沙漠冲沙', '晨间线路', '晨间沙丘越野'],
      note: 'Safari tier, 08:00–12:30; 晨曦场 in lists. The internal line names (经典系列 and the like) never reach a guest.',
    },
    {
      en: 'Sunset Dunes Select',
      zh: '日落沙丘优选',
      forbidden: ['日落私人团', '日落线路', '傍晚线路'],
      note: 'Safari tier, 15:00–21:00; 日落场 in lists, 傍晚场 for every evening safari. Bare 日落 is not a product name.',
    },
    {
      en: 'Extended Dunes Thrill',
      zh: '深度沙丘探险',
      forbidden: ['加长版沙丘刺激', '加长', '沙丘深度探险', '尊尚系列'],
      note: 'Safari tier, 14:00–21:00; an afternoon and evening, not overnight.',
    },
    {
      en: 'Royal Dunes Safari',
      zh: '皇家沙漠过夜营',
      forbidden: ['皇家过夜营', '皇家沙漠之夜', '皇家线路', '皇室系列', '豪华过夜', '皇家系列'],
      forbiddenPatterns: [/\d+ ?小时(?:皇家沙漠过夜营|（15:00至次日09:00）)/],
      note: 'Safari tier, 15:00 to 09:00 next day: the only overnight safari, and the only one 沙漠之夜 may describe. Give its times and 过夜, never a count of hours.',
    },
    {
      en: 'upgraded safaris: Extended Dunes Thrill & Royal Dunes Safari',
      zh: '深度沙丘探险与皇家沙漠过夜营',
      forbidden: ['升级版沙漠', '升级沙漠冲沙', '高端沙漠冲沙', '高阶沙漠'],
      note: 'The detail page (and footer link) that holds the two upper tiers: name both tiers, no umbrella name.',
    },
    {
      en: 'ATV Ride (150cc)',
      zh: '沙漠摩托（ATV，150cc）',
      forbidden: ['全地形车', '四轮摩托', '沙地摩托', '卡丁车', '沙滩车'],
      keepLatin: true,
      note: 'ATV = 沙漠摩托, one rider, per person; 沙漠摩托 alone in running text. Never 沙滩车: mainland readers call the ATV that, so it cannot name the buggy either.',
    },
    {
      en: 'Buggy Ride (2-Seater)',
      zh: '双座沙漠越野车（Buggy）',
      forbidden: ['沙丘车', '沙漠车（双人）', '沙滩车'],
      keepLatin: true,
      note: 'Buggy = 双座沙漠越野车, a driver and a passenger, per vehicle; 沙漠越野车 alone in running text. The safari car is a 四驱车, never an 越野车.',
    },
    {
      en: 'Photography Package',
      zh: '旅拍摄影套餐',
      forbidden: ['摄影包', '拍照套餐', '旅拍套餐'],
      forbiddenPatterns: [/旅拍摄影(?!套餐)/],
      note: 'Desert add-on, per package (每套): always the full name, never 旅拍套餐 or bare 旅拍摄影. 旅拍 alone is the city tour 迪拜地标旅拍.',
    },
    { en: 'Shisha & Drinks', zh: '水烟与饮品', forbidden: ['阿拉伯水烟袋', '水烟及饮品'], note: 'Only at licensed camps, on request.' },
    { en: '3 Nights Dubai Starter', zh: '迪拜3晚入门之旅', forbidden: ['3晚入门套餐'], note: '4天3晚.' },
    { en: '4 Nights Family Value', zh: '4晚亲子优选', forbidden: ['4晚家庭超值'], note: '5天4晚.' },
    { en: '5 Nights Dubai + Abu Dhabi Highlights', zh: '迪拜+阿布扎比5晚精华', forbidden: ['迪拜 + 阿布扎比5晚精华'], note: '6天5晚.' },
    { en: '6 Nights Signature Plus', zh: '6晚臻选升级', forbidden: ['6晚臻选套餐', '6晚招牌升级'], note: '7天6晚.' },
    { en: 'Classic Dubai City Tour', zh: '迪拜经典城市游', forbidden: ['迪拜经典一日游', '半日迪拜精华', '迪拜经典游'], note: 'City tour, per car, AED 489.' },
    { en: 'Dubai Yacht & Icons Day', zh: '迪拜游艇与地标一日游', forbidden: ['全日迪拜全景', '游艇地标游'], note: 'City tour, per car, AED 930.' },
    { en: 'Abu Dhabi Culture Day', zh: '阿布扎比文化一日游', forbidden: ['阿布扎比文化之旅', '阿布扎比文化日'], note: 'City tour, per car, AED 659.' },
    {
      en: 'Hatta Mountain Escape',
      zh: '哈塔山谷一日游',
      forbidden: ['哈塔山区一日游', '哈塔山地休闲日', '哈塔山谷度假'],
      note: 'City tour, per car, AED 710; inside Dubai emirate, no border.',
    },
    {
      en: 'Theme Parks Day: Yas Island',
      zh: '阿布扎比亚斯岛主题乐园一日游',
      forbidden: [],
      forbiddenPatterns: [/(?<!阿布扎比)亚斯岛主题乐园一日游/, /亚斯岛一日游/],
      note: 'City tour, per car, AED 989.',
    },
    {
      en: 'Theme Parks Plus: Dubai Two-Park Day',
      zh: '迪拜双园畅玩一日游',
      forbidden: ['迪拜双乐园一日游', '迪拜双园游'],
      note: 'City tour, per car, AED 939.',
    },
    { en: 'Abu Dhabi Classic', zh: '阿布扎比经典一日游', forbidden: ['阿布扎比经典游'], note: 'City tour, per car, AED 525.' },
    { en: 'Sharjah Heritage and Museums', zh: '沙迦人文博物馆之旅', forbidden: ['沙迦人文游', '沙迦文化之旅'], note: 'City tour, per car, AED 489.' },
    { en: 'Ras Al Khaimah and Jebel Jais', zh: '拉斯海马与杰贝杰斯山一日游', forbidden: ['拉斯海马一日游'], note: 'City tour, per car, AED 895.' },
    { en: 'Musandam Fjords Day (Oman)', zh: '阿曼穆桑达姆峡湾一日游', forbidden: ['穆桑达姆峡湾游'], note: 'City tour, per car, AED 859; passport needed.' },
    { en: 'Desert Evening & Stargazing', zh: '沙漠黄昏与观星之旅', forbidden: ['沙漠观星游'], note: 'City tour, per car, AED 1059; no dune bashing.' },
    { en: 'Dubai Icons Photoshoot', zh: '迪拜地标旅拍', forbidden: ['迪拜地标摄影游'], note: 'City tour, per car, AED 1475.' },
    {
      en: 'Creek Classic Dhow Dinner',
      zh: '迪拜河独桅帆船晚餐',
      forbidden: ['迪拜溪传统独桅帆船晚餐', '迪拜河传统木船晚餐'],
      note: 'AED 85 / 70, boarding 20:00, sailing 20:30.',
    },
    {
      en: 'Dubai Marina Dhow Dinner',
      zh: '迪拜码头独桅帆船晚餐',
      forbidden: ['码头晚餐游船', '码头游船'],
      note: 'AED 115 / 95. One boards the boat and has dinner: 登上迪拜码头的独桅帆船享用晚餐.',
    },
    { en: 'Dubai Water Canal Glassboat Dinner', zh: '迪拜水道玻璃船晚餐', forbidden: ['水道玻璃游船晚餐', '运河玻璃船晚宴'], note: 'AED 149 / 119.' },
    {
      en: 'Lotus Mega Yacht Dinner',
      zh: 'Lotus 巨型游艇晚餐',
      forbidden: ['Lotus 巨型游艇晚宴'],
      keepLatin: true,
      note: 'AED 239 / 189; reporting 19:00, sailing 19:30, 3 hours. Lotus keeps its Latin name.',
    },
    { en: 'WonderCart', zh: '万德购物车', forbidden: ['奇妙购物车', '心愿车'], note: 'The enquiry basket.' },
  ],
  service: [
    {
      en: 'English-speaking driver (drives, handles the route and timings, shares local tips; not a licensed tour guide)',
      zh: '英语司机',
      forbidden: ['司导', '向导', '导游司机', '司机导游', '中文司机', '双语司机', '中英文司机'],
      forbiddenEnglish: [/\bdriver[- ]guides?\b/i],
      note: 'Never call the driver a guide, in either language: 司机讲英语，负责路线和时间安排，沿途分享当地小贴士，但不是持证导游. The ATV and buggy centres have a 领队, not a 向导.',
    },
    {
      en: 'licensed (drivers, camps, vessels, partner centres)',
      zh: '持牌',
      forbidden: ['执照', '持证司机', '持证沙漠司机'],
      note: '持牌 and 牌照 for every licence of a business, vehicle or driver; 持证 only for a guide (持证导游); 驾照 is a driving licence.',
    },
    {
      en: 'licensed guide (English- or Chinese-speaking, on request at extra cost; included only for the Old Dubai walk)',
      zh: '持证导游',
      forbidden: ['持牌导游', '执照导游', '有证导游', '司机兼任导游'],
      forbiddenPatterns: [/(?<!持证)(?:中文|英文|英语|中英文|双语)导游/],
      note: 'One wording for the offer: 如需持证导游（中文或英文），可提前预约，费用另计. A licensed guide leads the Old Dubai walk; anywhere else it is an extra.',
    },
    {
      en: 'dinner cruise (the category: "Dhow & Yacht Dinner Cruises"; the navigation keeps the spec\'s label "Dhow Cruise")',
      zh: '游船晚餐',
      forbidden: ['游船晚宴', '晚餐游船', '晚宴游船', '晚餐巡游'],
      forbiddenEnglish: [/\bDhow Cruises\b/, /\bDubai Dinner Cruises\b/],
      note: 'The category and each boat: …游船晚餐 / …帆船晚餐. The category holds dhows, a glassboat and a mega yacht, so the English title names both dhow and yacht.',
    },
    { en: 'sailing (time the boat leaves)', zh: '开船', forbidden: ['起航', '启航', '出航'], note: '20:00登船，20:30开船.' },
    { en: 'single supplement', zh: '单房差', forbidden: ['单人房差', '单人补差', '单人间附加费', '单间差'], note: 'Paid by a guest who has a room alone.' },
    {
      en: 'public holiday (a UAE day off: National Day, Eid…)',
      zh: '公共假期',
      forbidden: ['公众假期', '法定节假日', '法定假日'],
      forbiddenPatterns: [/节假日(?!高峰期)/],
      note: 'The day itself: opening hours change, night and public-holiday surcharges may apply (公共假期附加费). 节假日 alone is not used: a busy holiday season is 节假日高峰期.',
    },
    {
      en: 'peak holiday dates (Christmas and New Year, Chinese New Year, Eid…)',
      zh: '节假日高峰期',
      forbidden: ['节日高峰期', '节假日旺季', '假期高峰'],
      forbiddenPatterns: [/(?<!节)假日高峰期/],
      note: 'The busy weeks around the big holidays, when drivers, boats and hotels book up and a seasonal surcharge may apply (the news notice). Not the same as 公共假期.',
    },
    {
      en: 'peak season, peak dates (a seasonal surcharge told at booking)',
      zh: '旺季',
      forbidden: ['高峰季', '旺季节'],
      note: 'Surcharges: 旺季附加费; on a UAE public holiday: 公共假期附加费; at night: 夜间附加费.',
    },
    {
      en: 'concierge (WhatsApp, 08:00–22:00)',
      zh: '礼宾服务',
      forbidden: ['管家服务', '礼宾部', 'WhatsApp客服', 'WhatsApp 客服'],
      forbiddenPatterns: [/(?<!迪拜时间)08:00–22:00(?!（迪拜时间)(?!，即北京时间)/],
      note: 'The team that answers on WhatsApp 08:00–22:00（迪拜时间）: a traveller still in China reads bare hours as Beijing time. Once per page add 即北京时间12:00至次日02:00.',
    },
    {
      en: 'land-only (package without flights or visas)',
      zh: '纯地接',
      forbidden: ['仅含陆地服务', '陆地服务', '仅含地接'],
      forbiddenPatterns: [/(?<!纯)地接/],
      note: 'Packages: 私家团纯地接套餐，不含机票和签证.',
    },
    {
      en: 'voucher, e-voucher (issued once the booking is paid)',
      zh: '预订凭证',
      forbidden: ['确认单'],
      note: 'The document we send after payment: 预订凭证 (凭证 for short); a cruise ticket comes as an 电子凭证 with the pier map.',
    },
    { en: 'travel insurance', zh: '旅行保险', forbidden: ['旅游保险', '旅游险'], note: 'The guest’s own policy; the company holds 公众责任险.' },
    {
      en: 'the gentler morning version of a package’s evening safari (48 hours’ notice)',
      zh: '上午场',
      forbidden: ['早晨场', '早晨线路', '上午越野'],
      note: 'Packages and terms: 傍晚沙漠冲沙可换成上午场. On the safari pages the tier is 晨曦沙丘越野 (晨曦场 in lists).',
    },
    {
      en: 'pickup (we collect you)',
      zh: '上门接您',
      forbidden: ['接客'],
      note: '接客 has an unwanted second meaning: write 08:30上门接您 or 08:30在酒店接您.',
    },
    { en: 'live cooking stations', zh: '现场烹饪台', forbidden: ['现场烹饪档口'], note: 'On the Lotus buffet.' },
    {
      en: 'shared boat, ticket only (dinner included, no hotel transfer)',
      zh: '拼船',
      forbidden: ['共享游船', '共享船', '仅含船票', '仅船票'],
      note: 'English "ticket only" means no hotel transfer; the buffet dinner is always in the ticket. Say what is left out: 拼船 · 含晚餐，不含接送; 船票（每人，含自助晚餐）.',
    },
    {
      en: 'private (a tour, a car, a safari for one party)',
      zh: '私家团',
      forbidden: ['私人专车', '私享一日游', '私人全日游'],
      note: '私家团 (私家车) for tours and packages, 专车 for transfers and vehicles, 私享 only in safari marketing (私享四驱车). “Your party” is 您一行, never 您的同行人.',
      forbiddenPatterns: [/您的同行人/],
    },
    {
      en: 'twin sharing (per person, two in one room)',
      zh: '双人同住',
      forbidden: ['双人共享', '双人共用', '两人一房'],
      note: 'Package prices: 双人同住每人价, said once per table.',
    },
    {
      en: 'Tourism Dirham',
      zh: '旅游迪拉姆税',
      forbidden: ['旅游税', '酒店旅游税', '城市旅游税', '每房每晚', '旅游迪拉姆税费'],
      forbiddenPatterns: [/旅游迪拉姆(?!税)/],
      note: 'Paid at the hotel, about AED 10–20 per room per night: 约每间每晚 AED 10–20.',
    },
    {
      en: 'e-mail reply within 3 business days',
      zh: '3个工作日内邮件回复',
      forbidden: ['3个营业日', '三个工作日'],
      note: 'E-mail is the slow channel; WhatsApp is the fast one.',
    },
    { en: 'per vehicle / per car', zh: '每车', forbidden: ['每辆车价', '每台车'], note: 'Transfers and safaris per vehicle, city tours per car.' },
    { en: 'SUV', zh: 'SUV', forbidden: ['运动型多用途车'], keepLatin: true, note: 'Transfers: SUV（4–6人）.' },
    { en: 'MPV', zh: 'MPV', forbidden: [], keepLatin: true, note: 'Hotel transfers for cruises and point-to-point trips: MPV（5–7人）.' },
    { en: 'van', zh: '商务车', forbidden: ['面包车', '厢式车'], note: 'Transfers: 商务车（7–10人）.' },
    {
      en: 'Salik (Dubai road tolls)',
      zh: 'Salik 路桥费',
      forbidden: ['道路收费（Salik）', 'Salik 道路收费', 'Salik道路通行费'],
      forbiddenPatterns: [/Salik(?! ?路桥费)/],
      keepLatin: true,
      note: 'Say Salik 路桥费 each time (道路收费 alone for tolls in general).',
    },
    {
      en: 'VIP (seating, lounge, camp)',
      zh: 'VIP',
      forbidden: ['贵宾'],
      keepLatin: true,
      note: 'VIP 座位, VIP 休息区, VIP 沙漠营地: the Latin word, never 贵宾.',
    },
    { en: 'DJ', zh: 'DJ', forbidden: [], keepLatin: true, note: 'The Lotus entertainment.' },
    { en: 'no-show', zh: '未到场', forbidden: ['爽约', '缺席未到'], note: 'Charged 100%.' },
  ],
  format: [
    {
      en: 'notice periods: "24 hours or more before"',
      zh: '24小时以上',
      forbidden: ['小时或以上', '小时或更早'],
      forbiddenPatterns: [/小时及以上/],
      note: 'Hours take 以上, which in mainland usage counts the number itself (出发前24小时以上取消免费，提前48小时以上申请); 或以上 is Hong Kong and Taiwan usage. Ages take 及以上 (11岁及以上).',
    },
    {
      en: 'durations: "4 Days / 3 Nights"',
      zh: '4天3晚',
      forbidden: ['四天三晚', '五天四晚', '六天五晚', '七天六晚'],
      forbiddenPatterns: [/\d+\s*晚\s*\/?\s*\d+\s*天/, /\d+\s*日\s*\d+\s*晚/],
      note: 'Days first, then nights, in digits: 4天3晚, 5天4晚, 6天5晚, 7天6晚.',
    },
    {
      en: 'prices: "from AED 190 per vehicle"',
      zh: '每车 AED 190 起',
      keepLatin: true,
      forbidden: ['起每车', '起每人', '起每套', '起/每', '起 / 每'],
      forbiddenPatterns: [
        /AED\s*\d[\d,]*\s*起\s*每/,
        /起\s*AED/,
        /AED\s?\d[\d,]*起/,
        /AED \d[\d,.–-]*[\u3400-\u9fff]/,
        /(?:^|[\s\u3400-\u9fff\u3000-\u303f\uff00-\uffef])\+ ?AED/,
      ],
      note: 'Chinese order: unit, currency, amount, 起, with a space on each side of “AED 190” (每车 AED 190 起). A supplement reads 每人加 AED 20 (a table cell: 加收 AED 100), never +AED 20.',
    },
  ],
  brand: [
    {
      en: 'WanderWonderWorld Dubai (WWD)',
      zh: '万德假日',
      forbidden: ['万德世界'],
      keepLatin: true,
      latinForms: ['WanderWonderWorld Dubai', 'WWD'],
      note: 'The Latin brand may follow the Chinese one in titles and the terms; WWD is its short form.',
    },
    { en: 'WhatsApp', zh: 'WhatsApp', forbidden: ['瓦次艾普'], keepLatin: true, note: 'The fast channel.' },
    { en: 'WeChat', zh: '微信', forbidden: ['WeChat'], note: 'Chinese pages say 微信, never WeChat.' },
  ],
}

/** Every entry in one list. */
export const glossaryEntries: GlossaryEntry[] = Object.values(glossary).flat()
