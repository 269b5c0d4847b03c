/**
 * Seed data: the four shared dinner cruises (ticket-only, per person) and their detail page
 * 'city-sndcruise' (/city/sndcruise, /city/sndcruise1).
 *
 * Facts: prices, boarding times and policies are the operator's binding figures (checked by
 * catalog-figures.test.ts); piers, inclusions and extras come from the operator's former site.
 */
import type { DetailPageInput, ProductInput } from '../catalog-schema'

const adultChildColumns = [
  { en: 'Adult', zh: '成人' },
  { en: 'Child', zh: '儿童' },
]

const ticketOnlyRow = { en: 'Ticket only, per person', zh: '船票（每人，含自助晚餐）' }

const ageBandNote = {
  en: 'Adult rate from age 11, child rate for ages 3–10; infants 0–2 sail free without their own seat.',
  zh: '11岁及以上按成人价，3–10岁按儿童价；0–2岁婴儿免费，不单独占座。',
}

const transferNote = {
  en: 'Hotel transfers are not included; a private round trip can be added from {{price:transfer-point-to-point}} per vehicle.',
  zh: '价格不含酒店接送，可另订私人往返专车，每车 {{price:transfer-point-to-point}} 起。',
}

const alcoholNote = {
  en: 'Alcohol is served only on licensed vessels and dates, and never during Ramadan or on official dry days.',
  zh: '仅持牌游船在许可日期供应酒精饮品；斋月期间及官方禁酒日一律不供应。',
}

const seatingNote = {
  en: 'Seats are first come or assigned by the crew, and families always sit together; an upgrade secures a zone, not a particular table.',
  zh: '座位按先到先得或由船方安排，同行家人会安排坐在一起；升级购买的是指定区域，不能指定具体餐桌。',
}

const eventNightNote = {
  en: "New Year's Eve, National Day and major show nights carry supplements and stricter cancellation terms, confirmed when you book.",
  zh: '跨年夜、阿联酋国庆日及大型活动当晚需另付附加费，取消条款也更严格，预订时会提前告知。',
}

const sharedIncluded = {
  buffet: {
    en: 'International buffet dinner: Halal, with vegetarian and non-vegetarian dishes (Jain or vegan meals on request)',
    zh: '国际自助晚餐：清真，荤素皆有（耆那教素食或纯素餐可提前申请）',
  },
  drinks: { en: 'Water and soft drinks', zh: '饮用水及软饮' },
  taxes: { en: 'VAT and local taxes', zh: '增值税及当地税费' },
  voucher: {
    en: 'E-voucher with a pier map link and a 24/7 emergency contact',
    zh: '电子凭证，附码头地图链接和24小时紧急联系电话',
  },
}

const sharedExcluded = {
  transfer: {
    en: 'Hotel transfers (optional private round trip from {{price:transfer-point-to-point}} per vehicle)',
    zh: '酒店接送（可另订私人往返专车，每车 {{price:transfer-point-to-point}} 起）',
  },
  alcohol: { en: 'Alcoholic drinks', zh: '酒精饮品' },
  tips: { en: 'Tips and personal expenses', zh: '小费及个人消费' },
}

export const cruiseProducts: ProductInput[] = [
  {
    id: 'cruise-creek',
    category: 'cruise',
    detailPage: 'city-sndcruise',
    title: { en: 'Creek Classic Dhow Dinner', zh: '迪拜河独桅帆船晚餐' },
    subtitle: { en: 'Shared dinner cruise · Ticket only', zh: '拼船 · 含晚餐，不含接送' },
    tour: {
      en: 'Dubai Creek from Al Seef: the heritage waterfront of Bur Dubai and Deira by night',
      zh: '阿尔西夫码头出发，夜游迪拜河两岸的布尔迪拜与德拉（Deira）老城',
    },
    duration: {
      en: 'About 1.5–2 hours on the water; boarding 20:00, sailing 20:30',
      zh: '航行约1.5–2小时；20:00登船，20:30开船',
    },
    durationMinutes: 120,
    pricing: {
      unit: 'per-person',
      columns: adultChildColumns,
      rows: [{ label: ticketOnlyRow, aed: [85, 70] }],
      notes: [ageBandNote, transferNote],
    },
    image: {
      src: '/art/card-cruise-creek.svg',
      alt: {
        en: 'A traditional wooden dhow strung with lights on Dubai Creek at night, old waterfront buildings behind',
        zh: '夜晚的迪拜河上，挂满灯串的独桅帆船缓缓驶过老城水岸',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'Board a traditional wooden dhow at Al Seef and cruise the creek where Dubai began as a trading and pearling port. The lit waterfronts of Bur Dubai and Deira, wind-tower houses and the little abra ferries drift past while you help yourself to a buffet dinner. With an air-conditioned lower deck and an open upper deck for the breeze, it is the most relaxed and best-value way to see Dubai after dark. On nights when entertainment is permitted, a Tanoura dancer spins through the evening.',
      zh: '在阿尔西夫码头登上传统独桅帆船，沿着迪拜最早的贸易与采珠港口——迪拜河缓缓夜航。布尔迪拜和德拉两岸灯火、风塔老屋和穿梭的阿布拉船一一掠过，船上自助晚餐随意取用。下层是空调舱，上层是露天甲板，想吹河风随时上楼，是夜游迪拜最轻松、最划算的选择。允许演出的晚上，还能欣赏坦努拉旋转舞。',
    },
    itinerary: [
      {
        time: '20:00',
        text: {
          en: 'Board at the Al Seef pier on Dubai Creek (berth and map link on your e-voucher) and take your seat.',
          zh: '在迪拜河阿尔西夫码头登船入座，具体泊位和地图链接见电子凭证。',
        },
      },
      {
        time: '20:30',
        text: {
          en: 'The dhow casts off and sails past the heritage fronts of Bur Dubai and Deira.',
          zh: '开船，沿布尔迪拜和德拉两岸的老城水岸巡游。',
        },
      },
      {
        text: {
          en: 'The buffet opens, with water, soft drinks, tea and coffee served on board.',
          zh: '自助晚餐开餐，船上供应饮用水、软饮、茶和咖啡。',
        },
      },
      {
        text: {
          en: 'Tanoura dance and music when entertainment is permitted; step up to the open deck for night photos of the creek.',
          zh: '允许演出时有坦努拉旋转舞和音乐表演；也可以到上层露天甲板拍迪拜河夜景。',
        },
      },
      {
        time: '22:00–22:30',
        text: {
          en: 'Back at the Al Seef pier, where the evening ends.',
          zh: '返回阿尔西夫码头，行程结束。',
        },
      },
    ],
    included: [
      { en: 'Shared seat on a traditional wooden dhow', zh: '传统独桅帆船拼船座位' },
      sharedIncluded.buffet,
      { en: 'Water, soft drinks, tea and coffee', zh: '饮用水、软饮、茶和咖啡' },
      {
        en: 'Tanoura show and background music when permitted',
        zh: '坦努拉旋转舞表演及背景音乐（视当晚许可）',
      },
      {
        en: 'Air-conditioned lower deck and open upper deck',
        zh: '下层空调舱与上层露天甲板',
      },
      sharedIncluded.taxes,
      sharedIncluded.voucher,
    ],
    excluded: [
      sharedExcluded.transfer,
      sharedExcluded.alcohol,
      {
        en: 'Seat upgrades: guaranteed upper deck +AED 20 per person; lower-deck window or table for two +AED 25 per person',
        zh: '座位升级：保证上层甲板每人加 AED 20；下层靠窗座位或双人桌每人加 AED 25',
      },
      {
        en: 'Old Dubai mini walk with an abra ride before boarding (45–60 minutes): +AED 80 per adult, +AED 50 per child',
        zh: '登船前老迪拜短途步行加阿布拉船（45–60分钟）：成人加 AED 80，儿童加 AED 50',
      },
      {
        en: 'Celebration extras: cake 0.5 kg AED 95 or 1 kg AED 160; 45-minute photographer AED 249 (20 edited photos within 48 hours)',
        zh: '庆祝加购：蛋糕0.5公斤 AED 95、1公斤 AED 160；摄影师跟拍45分钟 AED 249（48小时内交付20张精修照片）',
      },
      sharedExcluded.tips,
    ],
    pickup: {
      en: 'Ticket only: meet the boat at the Al Seef pier on Dubai Creek by 20:00 and finish there at about 22:00–22:30. Add a private round-trip hotel transfer from {{price:transfer-point-to-point}} per vehicle if you would rather be collected.',
      zh: '本产品不含接送：请于20:00前自行到达迪拜河阿尔西夫码头，约22:00–22:30回到原码头。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
    },
    suits: {
      en: 'First-time visitors, families and anyone after a relaxed, good-value evening with an old-Dubai feel. For glittering modern towers choose the Marina cruise; for a quieter, more polished setting, the Canal glassboat or the Lotus mega yacht.',
      zh: '适合初到迪拜的游客、亲子家庭，以及想轻松感受老迪拜风情、又看重性价比的旅客。想看摩天楼夜景，建议选迪拜码头独桅帆船晚餐；想要更安静、更精致的氛围，可选水道玻璃船或 Lotus 巨型游艇。',
    },
    cancellation: 'standard',
    notes: [
      ageBandNote,
      {
        en: 'Be at the pier by 20:00: the dhow sails at 20:30 and late arrivals are treated as a no-show.',
        zh: '请于20:00前到达码头，20:30准时开船，迟到按未到场处理。',
      },
      alcoholNote,
      seatingNote,
      {
        en: 'Same-day bookings are often possible until about 17:30–18:00 while seats remain.',
        zh: '如仍有余位，当天约17:30–18:00前通常还可预订。',
      },
      {
        en: 'One free date change when requested at least 24 hours ahead, subject to availability.',
        zh: '提前24小时以上申请，可免费改期一次（视余位而定）。',
      },
    ],
  },
  {
    id: 'cruise-marina',
    category: 'cruise',
    detailPage: 'city-sndcruise',
    title: { en: 'Dubai Marina Dhow Dinner', zh: '迪拜码头独桅帆船晚餐' },
    subtitle: { en: 'Shared dinner cruise · Ticket only', zh: '拼船 · 含晚餐，不含接送' },
    tour: {
      en: 'Dubai Marina towers, JBR beachfront and Bluewaters Island by night',
      zh: '夜游迪拜码头摩天楼群、朱美拉海滩住宅区与蓝水岛',
    },
    duration: {
      en: 'About 1.5–2 hours on the water; boarding 20:00, sailing 20:30',
      zh: '航行约1.5–2小时；20:00登船，20:30开船',
    },
    durationMinutes: 120,
    pricing: {
      unit: 'per-person',
      columns: adultChildColumns,
      rows: [{ label: ticketOnlyRow, aed: [115, 95] }],
      notes: [ageBandNote, transferNote],
    },
    image: {
      src: '/art/card-cruise-marina.svg',
      alt: {
        en: 'A dinner dhow cruising between the lit skyscrapers of Dubai Marina at night',
        zh: '夜色中，游船穿行在迪拜码头灯火通明的摩天楼之间',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "Glide through Dubai Marina with the towers lit up on both sides, then head out past the JBR beachfront towards Bluewaters Island and Ain Dubai. It is the city's most popular skyline cruise, pairing a buffet dinner with live entertainment such as a Tanoura dancer or a singer. The operator sails either a classic wooden dhow or a modern glassboat, depending on the night. Book early if you want the upper deck or a window seat.",
      zh: '游船在迪拜码头两侧林立的高楼灯火中穿行，再驶出海湾，经过朱美拉海滩住宅区，远眺蓝水岛和迪拜之眼。这是迪拜最受欢迎的天际线夜游航线，自助晚餐之外还有坦努拉旋转舞或驻唱歌手助兴。当晚使用独桅帆船还是现代玻璃船由船方安排。想坐上层甲板或靠窗位置，建议尽早预订。',
    },
    itinerary: [
      {
        time: '20:00',
        text: {
          en: 'Board at the Dubai Marina pier named on your e-voucher (usually near Pier 7) and take your seat.',
          zh: '在电子凭证指定的迪拜码头登船点登船（通常在7号码头附近），入座。',
        },
      },
      {
        time: '20:30',
        text: {
          en: 'Sail off through the marina, between the lit towers on either bank.',
          zh: '开船，在两岸灯火通明的高楼之间穿行。',
        },
      },
      {
        text: {
          en: 'Cruise past the JBR beachfront towards Bluewaters Island and the Ain Dubai wheel.',
          zh: '沿朱美拉海滩住宅区航行，驶向蓝水岛，远眺迪拜之眼摩天轮。',
        },
      },
      {
        text: {
          en: 'Buffet dinner with water and soft drinks; time for photos on deck.',
          zh: '享用自助晚餐，供应饮用水及软饮，可到甲板上拍照。',
        },
      },
      {
        text: {
          en: 'Live entertainment, a Tanoura dancer or a singer, when permitted.',
          zh: '允许演出时，有坦努拉旋转舞或歌手现场表演。',
        },
      },
      {
        time: '22:00–22:30',
        text: {
          en: 'Return to the Dubai Marina pier.',
          zh: '返回迪拜码头登船点，行程结束。',
        },
      },
    ],
    included: [
      {
        en: 'Shared seat on a classic dhow or a modern glassboat (assigned by the operator)',
        zh: '独桅帆船或现代玻璃船的拼船座位（船型由船方安排）',
      },
      sharedIncluded.buffet,
      sharedIncluded.drinks,
      {
        en: 'Live entertainment (Tanoura show or singer) when permitted',
        zh: '现场表演（坦努拉旋转舞或歌手，视当晚许可）',
      },
      sharedIncluded.taxes,
      sharedIncluded.voucher,
    ],
    excluded: [
      sharedExcluded.transfer,
      sharedExcluded.alcohol,
      {
        en: 'Guaranteed upper-deck or window seat: +AED 25 per person (limited)',
        zh: '保证上层甲板或靠窗座位：每人加 AED 25（名额有限）',
      },
      {
        en: 'Birthday or anniversary balloons and table set-up: AED 120',
        zh: '生日或纪念日气球及餐桌布置：AED 120',
      },
      sharedExcluded.tips,
    ],
    pickup: {
      en: 'Ticket only: be at the Dubai Marina pier shown on your e-voucher by 20:00; the cruise returns there at about 22:00–22:30. A private round-trip hotel transfer can be added from {{price:transfer-point-to-point}} per vehicle.',
      zh: '本产品不含接送：请于20:00前到达电子凭证上的迪拜码头登船点，约22:00–22:30返回原处。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
    },
    suits: {
      en: 'Couples, friends and families who want the big modern skyline with dinner and a show. If you prefer old Dubai and the lowest price, take the Creek dhow; for more space and a premium feel, the Lotus mega yacht.',
      zh: '适合想边吃晚餐边看现代天际线和表演的情侣、朋友和家庭。偏爱老迪拜风情、预算有限的，可选迪拜河独桅帆船；想要更宽敞、更高端的体验，可选 Lotus 巨型游艇。',
    },
    cancellation: 'standard',
    notes: [
      ageBandNote,
      {
        en: 'Be at the pier by 20:00: the boat sails at 20:30 and late arrivals are treated as a no-show.',
        zh: '请于20:00前到达码头，20:30准时开船，迟到按未到场处理。',
      },
      alcoholNote,
      seatingNote,
      {
        en: 'One free date change when requested at least 24 hours ahead, subject to availability.',
        zh: '提前24小时以上申请，可免费改期一次（视余位而定）。',
      },
      eventNightNote,
    ],
  },
  {
    id: 'cruise-canal',
    category: 'cruise',
    detailPage: 'city-sndcruise',
    title: { en: 'Dubai Water Canal Glassboat Dinner', zh: '迪拜水道玻璃船晚餐' },
    subtitle: { en: 'Premium glassboat · Ticket only', zh: '高级玻璃船 · 含晚餐，不含接送' },
    tour: {
      en: 'Dubai Water Canal, the Business Bay bridges and the Tolerance Bridge',
      zh: '迪拜水道、商业湾沿岸桥梁与宽容桥',
    },
    duration: {
      en: 'About 2 hours on the water; boarding 20:00, sailing 20:30',
      zh: '航行约2小时；20:00登船，20:30开船',
    },
    durationMinutes: 120,
    pricing: {
      unit: 'per-person',
      columns: adultChildColumns,
      rows: [{ label: ticketOnlyRow, aed: [149, 119] }],
      notes: [ageBandNote, transferNote],
    },
    image: {
      src: '/art/card-cruise-canal.svg',
      alt: {
        en: 'A glass-enclosed dinner boat on Dubai Water Canal passing under an illuminated bridge',
        zh: '全玻璃船行驶在迪拜水道上，从灯光璀璨的桥下穿过',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'This glass-enclosed boat has panoramic windows all round, so you can watch the city from your table in air-conditioned comfort. The route follows the Dubai Water Canal through Business Bay, under its lit bridges and past the Tolerance Bridge, with a pass by the canal waterfall when marine control allows. The mood is calmer than on the party boats: a buffet dinner, soft background music and room to talk. Couples and families are given window priority when seats allow.',
      zh: '全玻璃船身配全景大窗，坐在空调舱内的餐桌旁就能欣赏城市夜景。航线沿迪拜水道穿过商业湾，从一座座亮灯的桥下驶过，经过宽容桥；海事部门允许时，还会经过水道瀑布。船上氛围比热闹的派对船安静许多：自助晚餐、轻柔背景音乐，适合慢慢聊天。有空位时，情侣和家庭优先安排靠窗。',
    },
    itinerary: [
      {
        time: '20:00',
        text: {
          en: 'Board at the Dubai Festival City or Business Bay pier named on your e-voucher.',
          zh: '在电子凭证指定的迪拜节日城或商业湾码头登船。',
        },
      },
      {
        time: '20:30',
        text: {
          en: 'Sail along the Dubai Water Canal, watching Business Bay through the panoramic windows.',
          zh: '开船，沿迪拜水道航行，透过全景大窗欣赏商业湾夜景。',
        },
      },
      {
        text: {
          en: 'Buffet dinner with water and soft drinks, to soft background music.',
          zh: '在轻柔的背景音乐中享用自助晚餐，供应饮用水及软饮。',
        },
      },
      {
        text: {
          en: 'Pass beneath the lit canal bridges, including the Tolerance Bridge.',
          zh: '从水道上灯光璀璨的桥下穿过，包括宽容桥。',
        },
      },
      {
        text: {
          en: 'Pass by the canal waterfall when marine control permits.',
          zh: '海事部门允许时，途经水道瀑布。',
        },
      },
      {
        time: '22:30',
        text: {
          en: 'Arrive back at the pier at about 22:30.',
          zh: '返回码头，行程结束。',
        },
      },
    ],
    included: [
      {
        en: 'Shared seat on a glass-enclosed, air-conditioned boat with panoramic windows',
        zh: '全玻璃空调游船拼船座位，配全景大窗',
      },
      sharedIncluded.buffet,
      sharedIncluded.drinks,
      { en: 'Background music on board', zh: '船上背景音乐' },
      {
        en: 'Window priority for couples and families when available',
        zh: '有空位时，情侣和家庭优先安排靠窗',
      },
      sharedIncluded.taxes,
      sharedIncluded.voucher,
    ],
    excluded: [
      sharedExcluded.transfer,
      sharedExcluded.alcohol,
      {
        en: 'Guaranteed window table: +AED 30 per person (limited)',
        zh: '保证靠窗餐桌：每人加 AED 30（名额有限）',
      },
      {
        en: 'Dubai Frame visit before the cruise: +AED 65 per adult, +AED 30 per child',
        zh: '登船前游览迪拜相框：成人加 AED 65，儿童加 AED 30',
      },
      sharedExcluded.tips,
    ],
    pickup: {
      en: 'Ticket only: reach the Dubai Festival City or Business Bay pier named on your e-voucher by 20:00; the boat returns there at about 22:30. A private round-trip hotel transfer can be added from {{price:transfer-point-to-point}} per vehicle.',
      zh: '本产品不含接送：请于20:00前到达电子凭证指定的迪拜节日城或商业湾码头，约22:30返回原码头。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
    },
    suits: {
      en: 'Couples, families and guests who want a calm, comfortable dinner with a view rather than a lively party. If you want open decks and the Marina skyline, the Marina cruise suits better; for live DJ energy, the Lotus mega yacht.',
      zh: '适合想安安静静吃顿晚餐、舒适看夜景，而不是凑热闹的情侣和家庭。想要露天甲板和迪拜码头天际线，建议选迪拜码头独桅帆船晚餐；喜欢 DJ 现场气氛的，可选 Lotus 巨型游艇。',
    },
    cancellation: 'standard',
    notes: [
      ageBandNote,
      {
        en: 'Be at the pier by 20:00: the boat sails at 20:30 and late arrivals are treated as a no-show.',
        zh: '请于20:00前到达码头，20:30准时开船，迟到按未到场处理。',
      },
      {
        en: 'The waterfall passage and the exact route depend on marine control on the night.',
        zh: '能否经过瀑布以及具体航线，以当晚海事部门安排为准。',
      },
      alcoholNote,
      {
        en: 'One free date change when requested at least 24 hours ahead, subject to availability.',
        zh: '提前24小时以上申请，可免费改期一次（视余位而定）。',
      },
    ],
  },
  {
    id: 'cruise-lotus',
    category: 'cruise',
    detailPage: 'city-sndcruise',
    title: { en: 'Lotus Mega Yacht Dinner', zh: 'Lotus 巨型游艇晚餐' },
    subtitle: { en: 'Premium mega yacht · 3 hours', zh: '豪华巨型游艇 · 3小时' },
    tour: {
      en: 'Dubai Harbour and the Dubai Marina skyline from a multi-deck yacht',
      zh: '乘多层巨型游艇，饱览迪拜港与迪拜码头天际线',
    },
    duration: {
      en: '3 hours; report 19:00, sailing 19:30–22:30',
      zh: '3小时；19:00报到，19:30–22:30航行',
    },
    durationMinutes: 180,
    pricing: {
      unit: 'per-person',
      columns: adultChildColumns,
      rows: [{ label: ticketOnlyRow, aed: [239, 189] }],
      notes: [ageBandNote, transferNote],
    },
    image: {
      src: '/art/card-cruise-lotus.svg',
      alt: {
        en: 'A large multi-deck white yacht lit up at night off the Dubai coastline',
        zh: '夜色中灯火通明的多层白色巨型游艇停泊在迪拜海岸',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "Lotus is one of Dubai's largest public dinner yachts, with several decks, indoor lounges and open-air terraces for watching the coastline. Dinner is a buffet with live cooking stations, and on permitted nights a DJ and dancers keep the atmosphere lively. At three hours it is the longest of our cruises, leaving time to eat, explore every deck and take in the skyline from Dubai Harbour. A Premium Drinks package and VIP lounge seating are available on top of the ticket.",
      zh: 'Lotus 是迪拜规模最大的公共晚餐游艇之一，拥有多层甲板、室内休息厅和露天观景平台。晚餐为自助餐，另设现场烹饪台；允许演出的晚上还有 DJ 和舞者现场助兴。全程3小时，是我们所有游船中航程最长的一条，可以慢慢用餐，逛遍每层甲板，从迪拜港欣赏城市天际线。如需升级，可加购高级酒水套餐或 VIP 休息区座位。',
    },
    itinerary: [
      {
        time: '19:00',
        text: {
          en: 'Report at the Dubai Harbour pier named on your e-voucher for check-in and boarding.',
          zh: '到电子凭证指定的迪拜港码头报到，办理登船。',
        },
      },
      {
        time: '19:30',
        text: {
          en: 'The yacht sails; find your seat and explore the decks and indoor lounges.',
          zh: '游艇开船，入座后可以逛逛各层甲板和室内休息厅。',
        },
      },
      {
        text: {
          en: 'Cruise the coastline off Dubai Harbour and Dubai Marina with the skyline lit up.',
          zh: '沿迪拜港和迪拜码头一带海岸航行，欣赏璀璨天际线。',
        },
      },
      {
        text: {
          en: 'Buffet dinner with live cooking stations, water and soft drinks.',
          zh: '享用自助晚餐和现场烹饪美食，供应饮用水及软饮。',
        },
      },
      {
        text: {
          en: 'Live DJ and dancers when entertainment is permitted.',
          zh: '允许演出时，有 DJ 和舞者现场表演。',
        },
      },
      {
        time: '22:30',
        text: {
          en: 'Return to Dubai Harbour.',
          zh: '返回迪拜港码头，行程结束。',
        },
      },
    ],
    included: [
      {
        en: 'Shared seat on a multi-deck mega yacht with indoor lounges',
        zh: '多层巨型游艇拼船座位，可使用室内休息厅',
      },
      {
        en: 'Buffet dinner with live cooking stations: Halal, vegetarian and non-vegetarian (Jain or vegan meals on request)',
        zh: '自助晚餐及现场烹饪台：清真，荤素皆有（耆那教素食或纯素餐可提前申请）',
      },
      sharedIncluded.drinks,
      {
        en: 'Live DJ and dancers when permitted',
        zh: 'DJ 及舞者现场表演（视当晚许可）',
      },
      sharedIncluded.taxes,
      sharedIncluded.voucher,
    ],
    excluded: [
      sharedExcluded.transfer,
      {
        en: 'Premium Drinks package: +AED 99 per adult (licensed dates only, ID required; not during Ramadan or on dry days)',
        zh: '高级酒水套餐：成人每人加 AED 99（仅限许可日期，需出示证件；斋月及禁酒日不提供）',
      },
      {
        en: 'VIP lounge or sofa seating: +AED 120 per person (limited)',
        zh: 'VIP 休息区或沙发座位：每人加 AED 120（名额有限）',
      },
      {
        en: 'Celebration extras such as a cake, décor or a photographer (on request)',
        zh: '蛋糕、布置、摄影师等庆祝加购服务（按需预订）',
      },
      sharedExcluded.tips,
    ],
    pickup: {
      en: 'Ticket only: report at the Dubai Harbour pier shown on your e-voucher by 19:00; the yacht returns there at about 22:30. A private round-trip hotel transfer can be added from {{price:transfer-point-to-point}} per vehicle.',
      zh: '本产品不含接送：请于19:00前到电子凭证上的迪拜港码头报到，约22:30返回原码头。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
    },
    suits: {
      en: 'Celebrations, groups of friends and couples who want a longer, livelier evening with more space and choice. Families with very young children or anyone wanting an early night may prefer a two-hour cruise on the Creek, Marina or Canal.',
      zh: '适合庆生、纪念日、好友聚会和想度过一个更长、更热闹夜晚的情侣，空间更大，选择更多。带低龄幼儿的家庭或想早点休息的旅客，可选航程约2小时的迪拜河、迪拜码头或水道游船。',
    },
    cancellation: 'strict',
    notes: [
      ageBandNote,
      {
        en: 'Report by 19:00: the yacht sails at 19:30 and late arrivals are treated as a no-show.',
        zh: '请于19:00前报到，19:30准时开船，迟到按未到场处理。',
      },
      {
        en: 'Lotus follows the stricter policy: free cancellation 48 hours or more before sailing, 50 % charged at 24–48 hours, 100 % under 24 hours or for a no-show.',
        zh: 'Lotus 适用更严格的取消政策：开船前48小时以上免费取消，24–48小时内收取50%，不足24小时或未到场收取100%。',
      },
      {
        en: 'One free date change when requested at least 48 hours ahead, subject to availability.',
        zh: '提前48小时以上申请，可免费改期一次（视余位而定）。',
      },
      alcoholNote,
      eventNightNote,
    ],
  },
]

export const cruiseDetails: DetailPageInput[] = [
  {
    id: 'city-sndcruise',
    title: {
      en: 'Dhow & Yacht Dinner Cruises: Creek, Marina, Canal and Lotus',
      zh: '游船晚餐：迪拜河、迪拜码头、水道与 Lotus 巨型游艇',
    },
    summary: {
      en: 'Four Dubai dinner cruises, from the Creek dhow at {{price:cruise-creek}} to the Lotus mega yacht, with buffet, shows and optional hotel transfers.',
      zh: '迪拜四条游船晚餐航线，从每人 {{price:cruise-creek}} 起的迪拜河独桅帆船晚餐，到 Lotus 巨型游艇晚餐，含自助晚餐和表演，可加订酒店接送。',
    },
    banner: {
      src: '/art/banner-cruise.svg',
      alt: {
        en: 'A dinner cruise boat lit up on the water at night with the Dubai skyline behind',
        zh: '夜晚水面上灯火通明的游船，背后是迪拜天际线',
      },
      width: 1600,
      height: 640,
    },
    productIds: ['cruise-creek', 'cruise-marina', 'cruise-canal', 'cruise-lotus'],
    blocks: [
      {
        title: { en: 'Boarding and timing', zh: '登船与时间' },
        paragraphs: [
          {
            en: 'All four cruises are shared sailings sold ticket-only, priced per person. The pier, berth and a map link are printed on your e-voucher.',
            zh: '四条航线均为拼船，仅售船票，按人计价。码头、泊位和地图链接都印在电子凭证上。',
          },
        ],
        bullets: [
          {
            en: 'Creek, Marina and Canal: boarding 20:00, sailing 20:30, back at the pier around 22:00–22:30.',
            zh: '迪拜河、迪拜码头和水道游船：20:00登船，20:30开船，约22:00–22:30返回码头。',
          },
          {
            en: 'Lotus Mega Yacht: report 19:00, sailing 19:30, back at about 22:30.',
            zh: 'Lotus 巨型游艇：19:00报到，19:30开船，约22:30返回。',
          },
          {
            en: 'Boats leave on time and late arrivals are treated as a no-show, so allow for evening traffic.',
            zh: '游船准点出发，迟到按未到场处理，请预留晚高峰的路上时间。',
          },
          {
            en: 'Adults 11+ pay the adult rate, children 3–10 the child rate, and infants 0–2 go free without a seat.',
            zh: '11岁及以上按成人价，3–10岁按儿童价，0–2岁婴儿免费，不占座。',
          },
        ],
      },
      {
        title: { en: 'Food, drinks and seating on board', zh: '船上餐饮与座位' },
        bullets: [
          {
            en: 'Every ticket includes a Halal buffet with vegetarian and non-vegetarian dishes; Jain or vegan meals can be requested in advance.',
            zh: '每张船票都含清真自助晚餐，荤素皆有；耆那教素食或纯素餐可提前申请。',
          },
          {
            en: 'Water and soft drinks are included. Alcohol is served only on licensed vessels and dates, never during Ramadan or on official dry days.',
            zh: '含饮用水及软饮。酒精饮品仅在持牌游船的许可日期供应，斋月及官方禁酒日一律不供应。',
          },
          {
            en: 'Shows run when entertainment is permitted, so they may pause on religious dates.',
            zh: '表演需当晚获准方可进行，宗教节日期间可能暂停。',
          },
          {
            en: 'Seats are first come or assigned by the crew and families sit together. Paid upgrades secure a zone (upper deck, window or VIP), not a specific table.',
            zh: '座位按先到先得或由船方安排，家人同桌。付费升级只保证区域（上层甲板、靠窗或 VIP），不指定具体餐桌。',
          },
        ],
      },
      {
        title: { en: 'Weather, routes and cancellations', zh: '天气、航线与取消' },
        bullets: [
          {
            en: 'Marine control, wind, traffic or closures can change the route or the berth. If the operator cancels, you can rebook or take a full refund; a shortened or modified route is not refunded.',
            zh: '海事管制、风浪、交通或封航都可能改变航线或泊位。如船方取消航次，可改订或全额退款；航线缩短或调整不予退款。',
          },
          {
            en: 'Creek, Marina and Canal: free cancellation 24 hours or more before, 50 % at 12–24 hours, 100 % under 12 hours or no-show.',
            zh: '迪拜河、迪拜码头和水道游船：提前24小时以上免费取消，12–24小时内收取50%，不足12小时或未到场收取100%。',
          },
          {
            en: 'Lotus and VIP seating: free cancellation 48 hours or more before, 50 % at 24–48 hours, 100 % under 24 hours or no-show.',
            zh: 'Lotus 及 VIP 座位：提前48小时以上免费取消，24–48小时内收取50%，不足24小时或未到场收取100%。',
          },
          {
            en: "New Year's Eve, National Day and major show nights carry supplements and stricter terms.",
            zh: '跨年夜、阿联酋国庆日及大型活动当晚另收附加费，取消条款更严格。',
          },
        ],
      },
      {
        title: { en: 'How booking works', zh: '预订流程' },
        paragraphs: [
          {
            en: 'Add the cruise and, if you like, a hotel transfer to your WonderCart and send one enquiry with your travel date. We reply by e-mail within 3 business days; once your booking is paid you receive an e-voucher, and we reconfirm on WhatsApp 24 hours before you sail. Our WhatsApp concierge is available 08:00–22:00.',
            zh: '把心仪的游船（如需也可加上酒店接送）加入万德购物车，填写出行日期后一次提交咨询。我们会在3个工作日内通过邮件回复；付款完成后发送电子凭证，并在开船前24小时通过 WhatsApp 再次确认。WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间）。',
          },
        ],
      },
    ],
    extraTables: [
      {
        title: { en: 'Private hotel transfer (round trip)', zh: '酒店专车接送（往返）' },
        columns: [
          { en: 'Guests', zh: '乘客人数' },
          { en: 'Round trip per vehicle', zh: '往返每车价格' },
        ],
        rows: [
          {
            label: { en: 'Sedan', zh: '轿车' },
            cells: [
              { en: '1–4', zh: '1–4人' },
              { en: '{{price:transfer-point-to-point:1:1}}', zh: '{{price:transfer-point-to-point:1:1}}' },
            ],
          },
          {
            label: { en: 'MPV', zh: 'MPV' },
            cells: [
              { en: '5–7', zh: '5–7人' },
              { en: '{{price:transfer-point-to-point:1:2}}', zh: '{{price:transfer-point-to-point:1:2}}' },
            ],
          },
          {
            label: { en: 'Van', zh: '商务车' },
            cells: [
              { en: 'Up to 10', zh: '最多10人' },
              { en: '{{price:transfer-point-to-point:1:3}}', zh: '{{price:transfer-point-to-point:1:3}}' },
            ],
          },
          {
            label: { en: 'Hotels in Jebel Ali, JVC or DIP', zh: '杰贝阿里、朱美拉环形村（JVC）或迪拜投资园（DIP）的酒店' },
            cells: [
              { en: 'Any vehicle', zh: '所有车型' },
              { en: '+AED 40–60', zh: '加收 AED 40–60' },
            ],
          },
          {
            label: { en: 'Starting or ending in Sharjah', zh: '在沙迦上车或下车' },
            cells: [
              { en: 'Any vehicle', zh: '所有车型' },
              { en: '+AED 100', zh: '加收 AED 100' },
            ],
          },
        ],
        notes: [
          {
            en: 'Prices cover a private round trip between your hotel or residence in urban Dubai and the pier.',
            zh: '以上价格为迪拜市区酒店或住所与码头之间的私人往返接送。',
          },
          {
            en: 'Child seats on request at no charge (limited stock; UAE law requires them, so please tell us the ages when booking).',
            zh: '儿童座椅可免费申请（数量有限；阿联酋法律要求儿童使用安全座椅，预订时请告知孩子年龄）。',
          },
        ],
      },
    ],
  },
]
