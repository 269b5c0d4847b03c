/**
 * Seed data for the desert safari tiers, their add-ons and the three safari detail pages
 * (/safari/regsafari, /safari/upsafari, /safari/addon and their Chinese twins).
 * Prices and times are the operator's binding figures (checked by catalog-figures.test.ts); the
 * safari price is per private vehicle.
 */
import type { DetailPageInput, ProductInput } from '../catalog-schema'

const CARD_WIDTH = 640
const CARD_HEIGHT = 420

const privateFourByFour = { en: 'Private 4x4', zh: '私享四驱车' }

const safariBanner = {
  src: '/art/banner-safari.svg',
  alt: {
    en: 'Desert dunes at sunset with a 4x4 on the sand and a line of camels',
    zh: '日落时分的沙丘，一辆四驱车停在沙地上，远处一列骆驼缓缓走过',
  },
  width: 1600,
  height: 640,
}

export const safariProducts: ProductInput[] = [
  {
    id: 'safari-morning',
    category: 'safari',
    detailPage: 'safari-regsafari',
    title: { en: 'Morning Dunes Drive', zh: '晨曦沙丘越野' },
    subtitle: { en: 'Private 4x4 with driver', zh: '私享四驱车（含司机）' },
    tour: {
      en: 'A private morning run into the red dunes south-east of Dubai',
      zh: '清晨出发，私享四驱车驶入迪拜东南的红沙丘',
    },
    duration: { en: '4.5 hours (08:00–12:30)', zh: '4.5小时（08:00–12:30）' },
    durationMinutes: 270,
    pricing: {
      unit: 'per-vehicle',
      columns: [privateFourByFour],
      rows: [{ label: { en: '08:00–12:30 (4.5 hours)', zh: '08:00–12:30，4.5小时' }, aed: [500] }],
      notes: [
        { en: 'Price per private 4x4 for up to 5 guests', zh: '按车计价，每辆最多乘坐5位客人' },
        { en: 'No dinner or live shows on the morning line', zh: '晨曦场不含晚餐及现场表演' },
      ],
    },
    image: {
      src: '/art/card-safari-morning.svg',
      alt: {
        en: 'Rolling red dunes under a low morning sun',
        zh: '清晨低垂的阳光洒在起伏的红色沙丘上',
      },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'Head for the dunes while the sand is still cool and the light is soft, in a 4x4 reserved for your group alone. Your licensed desert driver lowers the tyre pressure and takes you on 50–60 minutes of dune bashing, pausing on high crests for photos. There is time to try sandboarding and, when the camp is open, to meet the camels for a quick photo. It is a compact, relaxed half day without dinner or shows, and you are back at your hotel around 12:30.',
      zh: '趁沙子尚凉、晨光柔和，乘坐只属于您一行人的四驱车前往沙丘。持牌沙漠司机为轮胎放气后，带您体验50–60分钟冲沙，并在高处沙脊停车拍照。之后还可以尝试滑沙；营地开放时，也能和骆驼合个影。行程紧凑轻松，不含晚餐和表演，约12:30即可回到酒店。',
    },
    itinerary: [
      {
        time: '08:00',
        text: {
          en: 'Pickup from your hotel or residence in Dubai (15-minute window)',
          zh: '在您迪拜的酒店或住所接您（前后15分钟内）',
        },
      },
      {
        time: '09:00',
        text: {
          en: 'Arrival at the red dunes; your driver lowers the tyre pressure and gives a short safety briefing',
          zh: '抵达红沙丘，司机为轮胎放气，并做简短安全说明',
        },
      },
      {
        time: '09:15–10:15',
        text: {
          en: '50–60 minutes of dune bashing with photo stops on the high ridges',
          zh: '50–60分钟冲沙，途中在高处沙脊停车拍照',
        },
      },
      {
        time: '10:15–11:15',
        text: {
          en: 'Sandboarding, plus a short camel photo stop when the camp is operating',
          zh: '体验滑沙；营地开放时可与骆驼短暂合影',
        },
      },
      {
        time: '11:15',
        text: { en: 'Tyres re-inflated and the drive back to Dubai', zh: '轮胎重新充气，驱车返回迪拜' },
      },
      {
        time: '12:30',
        text: { en: 'Drop-off at your hotel or residence', zh: '送回酒店或住所' },
      },
    ],
    included: [
      { en: 'Private 4x4 for your group only (up to 5 guests)', zh: '全程私享四驱车，仅供您一行使用（最多5位）' },
      { en: 'Licensed desert driver', zh: '持牌沙漠越野司机' },
      { en: 'Pickup and drop-off at your hotel or residence in Dubai', zh: '迪拜酒店或住所往返接送' },
      { en: '50–60 minutes of dune bashing', zh: '50–60分钟冲沙' },
      { en: 'Photo stops on the high dunes', zh: '高处沙丘停车拍照' },
      { en: 'Sandboarding', zh: '滑沙体验' },
      { en: 'Bottled water and light refreshments', zh: '瓶装水及简单茶点' },
    ],
    excluded: [
      { en: 'Dinner and live shows (evening safaris only)', zh: '晚餐及现场表演（仅傍晚场提供）' },
      { en: 'ATV, buggy and photography add-ons', zh: '沙漠摩托、沙漠越野车及旅拍摄影套餐等加购项目' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
      { en: 'Personal travel insurance', zh: '个人旅行保险' },
    ],
    pickup: {
      en: 'We collect you from your hotel or residence in Dubai at 08:00, within a 15-minute window, and bring you back to the same address around 12:30. The exact pickup time is reconfirmed by WhatsApp 24 hours before.',
      zh: '08:00在您迪拜的酒店或住所接您（前后15分钟内），约12:30送回原址。具体接送时间会在出发前24小时通过 WhatsApp 再次确认。',
    },
    suits: {
      en: 'Families with children, seniors, first-time visitors and anyone on a short stay who wants the dunes without a late night. If you would like the sunset, a camp dinner and live shows, choose Sunset Dunes Select instead.',
      zh: '适合亲子家庭、长辈、初次来迪拜的旅客，以及行程紧张、不想晚归的朋友。想看日落、在营地吃晚餐看表演，请选择日落沙丘优选。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Children under 4 must travel in a child seat; tell us their ages when you enquire so we can pre-book one.',
        zh: '4岁以下儿童须使用儿童安全座椅，请在咨询时告知孩子年龄，以便提前预留。',
      },
      {
        en: 'Dune bashing is not advised for pregnant guests, infants, or anyone with heart, neck or back conditions.',
        zh: '孕妇、婴儿以及有心脏、颈部或背部疾病的客人不建议参加冲沙。',
      },
      {
        en: 'Switching an evening safari to this gentler morning drive needs at least 48 hours’ notice.',
        zh: '如需将傍晚冲沙改为这一较温和的晨曦场，请至少提前48小时告知。',
      },
      {
        en: 'Wear light, breathable clothes, closed shoes or sandals, sunglasses and sunscreen.',
        zh: '建议穿着轻薄透气的衣物和运动鞋或凉鞋，并备好墨镜和防晒霜。',
      },
      {
        en: 'In a sandstorm or heavy rain we switch to lighter activities or reschedule; anything we cannot deliver is partly refunded.',
        zh: '遇沙尘暴或大雨，我们会改为较轻松的活动或另行改期；无法提供的项目将部分退款。',
      },
    ],
  },
  {
    id: 'safari-sunset',
    category: 'safari',
    detailPage: 'safari-regsafari',
    title: { en: 'Sunset Dunes Select', zh: '日落沙丘优选' },
    subtitle: { en: 'Private 4x4 with driver', zh: '私享四驱车（含司机）' },
    tour: {
      en: 'Dune bashing, a desert sunset and dinner with live shows at a licensed camp',
      zh: '冲沙、沙漠日落，再到持牌营地享用晚餐、观看表演',
    },
    duration: { en: '6 hours (15:00–21:00)', zh: '6小时（15:00–21:00）' },
    durationMinutes: 360,
    pricing: {
      unit: 'per-vehicle',
      columns: [privateFourByFour],
      rows: [{ label: { en: '15:00–21:00 (6 hours)', zh: '15:00–21:00，6小时' }, aed: [700] }],
      notes: [
        { en: 'Price per private 4x4 for up to 5 guests', zh: '按车计价，每辆最多乘坐5位客人' },
        { en: 'Camp dinner and live shows included', zh: '含营地晚餐及现场表演' },
      ],
    },
    image: {
      src: '/art/card-safari-sunset.svg',
      alt: {
        en: 'Dunes under a large setting sun with a camp fire glowing below',
        zh: '巨大的落日悬在沙丘之上，坡下营地篝火闪烁',
      },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'Our most popular safari gives you the classic desert evening in six unhurried hours, with a 4x4 and driver to yourselves. After 50–60 minutes of dune bashing, your driver finds a high crest for the sunset and then heads to a licensed camp. There you can take a short camel ride and try sandboarding before a barbecue buffet with vegetarian and non-vegetarian dishes and live shows. Water, soft drinks, tea and coffee are served as the camp provides, and you are back in Dubai around 21:00.',
      zh: '这是我们最受欢迎的冲沙线路：6小时从容体验冲沙、日落和营地晚餐，车辆和司机只为您一行服务。先冲沙50–60分钟，再到高处沙脊看日落，随后前往持牌营地。在营地可以短程骑骆驼、玩滑沙，然后享用荤素皆有的烧烤自助晚餐，边吃边看现场表演。营地按标准提供饮用水、软饮、茶和咖啡，约21:00回到迪拜。',
    },
    itinerary: [
      {
        time: '15:00',
        text: {
          en: 'Pickup from your hotel or residence in Dubai (15-minute window)',
          zh: '在您迪拜的酒店或住所接您（前后15分钟内）',
        },
      },
      {
        time: '16:00',
        text: {
          en: 'Arrival at the dunes, tyre pressure lowered and a short safety briefing',
          zh: '抵达沙漠，轮胎放气，简短安全说明',
        },
      },
      {
        text: {
          en: '50–60 minutes of dune bashing with photo stops',
          zh: '50–60分钟冲沙，沿途停车拍照',
        },
      },
      {
        text: {
          en: 'Sunset photo stop on a high dune (the exact time follows the season)',
          zh: '在高处沙丘停车看日落、拍照（具体时间随季节变化）',
        },
      },
      {
        text: {
          en: 'Welcome refreshments at a licensed camp, a short camel ride and sandboarding',
          zh: '抵达持牌营地，享用迎宾茶点，短程骑骆驼并体验滑沙',
        },
      },
      {
        text: {
          en: 'Barbecue buffet dinner (vegetarian and non-vegetarian) with live shows',
          zh: '烧烤自助晚餐（荤素皆有），同时观看现场表演',
        },
      },
      {
        time: '20:00',
        text: { en: 'Leave the camp for the drive back to Dubai', zh: '离开营地，驱车返回迪拜' },
      },
      {
        time: '21:00',
        text: { en: 'Drop-off at your hotel or residence', zh: '送回酒店或住所' },
      },
    ],
    included: [
      { en: 'Private 4x4 for your group only (up to 5 guests)', zh: '全程私享四驱车，仅供您一行使用（最多5位）' },
      { en: 'Licensed desert driver', zh: '持牌沙漠越野司机' },
      { en: 'Pickup and drop-off at your hotel or residence in Dubai', zh: '迪拜酒店或住所往返接送' },
      { en: '50–60 minutes of dune bashing and a sunset photo stop', zh: '50–60分钟冲沙及日落拍照停留' },
      { en: 'Entry to a licensed camp with welcome refreshments', zh: '持牌营地入场及迎宾茶点' },
      { en: 'Short camel ride and sandboarding', zh: '短程骑骆驼及滑沙' },
      { en: 'Barbecue buffet dinner with vegetarian and non-vegetarian dishes', zh: '荤素搭配的烧烤自助晚餐' },
      { en: 'Live shows at the camp (when permitted)', zh: '营地现场表演（以当日许可为准）' },
      { en: 'Water, soft drinks, tea and coffee as served by the camp', zh: '营地提供的饮用水、软饮、茶和咖啡' },
    ],
    excluded: [
      { en: 'Alcoholic drinks and shisha (licensed camps only, extra cost)', zh: '酒精饮品及水烟（仅持牌营地提供，另行收费）' },
      { en: 'ATV, buggy and photography add-ons', zh: '沙漠摩托、沙漠越野车及旅拍摄影套餐等加购项目' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
      { en: 'Personal travel insurance', zh: '个人旅行保险' },
    ],
    pickup: {
      en: 'We collect you from your hotel or residence in Dubai at 15:00, within a 15-minute window, and drop you back at the same address around 21:00. Your pickup time is reconfirmed by WhatsApp 24 hours before.',
      zh: '15:00在您迪拜的酒店或住所接您（前后15分钟内），约21:00送回原址。接送时间会在出发前24小时通过 WhatsApp 再次确认。',
    },
    suits: {
      en: 'Couples, friends and families who want the full desert evening in one outing. If you prefer an early night or are travelling with very young children, Morning Dunes Drive is the easier choice.',
      zh: '适合想一次体验冲沙、日落和营地晚餐的情侣、朋友和家庭。如果希望早点休息，或带着年幼的孩子，晨曦沙丘越野会更轻松。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'During Ramadan and on religious holidays, camp shows pause and alcohol is limited or unavailable.',
        zh: '斋月及宗教节日期间，营地表演暂停，酒精饮品供应受限或暂停。',
      },
      {
        en: 'Dune bashing is not advised for pregnant guests, infants, or anyone with heart, neck or back conditions.',
        zh: '孕妇、婴儿以及有心脏、颈部或背部疾病的客人不建议参加冲沙。',
      },
      {
        en: 'Want the gentler morning drive instead? Give us at least 48 hours’ notice to switch.',
        zh: '如想改为较温和的晨曦场，请至少提前48小时告知。',
      },
      {
        en: 'Children under 4 must travel in a child seat; tell us their ages so we can pre-book one.',
        zh: '4岁以下儿童须使用儿童安全座椅，请提前告知孩子年龄以便预留。',
      },
      {
        en: 'Light casual clothes work best; bring a light jacket for winter evenings, when the desert cools quickly after dark.',
        zh: '建议穿轻便休闲装；冬季入夜后沙漠降温快，请带一件薄外套。',
      },
    ],
  },
  {
    id: 'safari-extended',
    category: 'safari',
    detailPage: 'safari-upsafari',
    title: { en: 'Extended Dunes Thrill', zh: '深度沙丘探险' },
    subtitle: { en: 'Private 4x4 with senior driver', zh: '私享四驱车（资深司机）' },
    tour: {
      en: 'Deeper red dunes, a ridge-top sunset and dinner at a premium camp',
      zh: '深入红沙丘腹地，沙脊看日落，尊享营地晚宴',
    },
    duration: { en: '7 hours (14:00–21:00)', zh: '7小时（14:00–21:00）' },
    durationMinutes: 420,
    pricing: {
      unit: 'per-vehicle',
      columns: [privateFourByFour],
      rows: [{ label: { en: '14:00–21:00 (7 hours)', zh: '14:00–21:00，7小时' }, aed: [1100] }],
      notes: [
        { en: 'Price per private 4x4 for up to 5 guests', zh: '按车计价，每辆最多乘坐5位客人' },
        { en: 'Premium camp with VIP seating and upgraded dinner', zh: '含尊享营地 VIP 座位及升级晚餐' },
      ],
    },
    image: {
      src: '/art/card-safari-extended.svg',
      alt: {
        en: 'A convoy of 4x4s crossing deep dunes at dusk',
        zh: '黄昏时分，四驱车队穿越连绵的高大沙丘',
      },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'For guests who want more time in the sand, this safari starts earlier and goes further, into the deeper red dunes of Lahbab or Al Badayer. A senior desert driver gives you 80–90 minutes of dune bashing with several photo stops, and on some days a second car joins in convoy for safety. You watch the sunset from a high ridge, with your driver helping with photos, then move on to a premium camp for VIP seating, an upgraded dinner and shows for its own guests. Camel riding and sandboarding are there if you want them.',
      zh: '想在沙漠里玩得更久、更远？这条线路出发更早，深入拉哈巴布或巴代尔一带更高更深的红沙丘。资深沙漠司机带您冲沙80–90分钟，多次停车拍照；有时还会安排两车结伴同行，更加安全。日落时分登上高处沙脊，司机帮您拍照留念，随后前往尊享营地，在 VIP 区入座，享用升级晚餐和专属表演。骆驼和滑沙可按兴趣自选。',
    },
    itinerary: [
      {
        time: '14:00–14:30',
        text: { en: 'Pickup from your hotel or residence in Dubai', zh: '在您迪拜的酒店或住所接您' },
      },
      {
        time: '15:30',
        text: {
          en: 'Safety briefing at the edge of the dunes and tyre pressure lowered',
          zh: '在沙漠边缘做安全说明，轮胎放气',
        },
      },
      {
        text: {
          en: '80–90 minutes of dune bashing in the deeper red dunes, with several photo stops',
          zh: '在更深的红沙丘中冲沙80–90分钟，多次停车拍照',
        },
      },
      {
        text: {
          en: 'Sunset from a high ridge, with your driver helping with photos',
          zh: '登上高处沙脊看日落，司机协助拍照',
        },
      },
      {
        text: {
          en: 'Premium camp: welcome refreshments, with camel riding and sandboarding if you wish',
          zh: '抵达尊享营地，享用迎宾茶点，可自选骑骆驼和滑沙',
        },
      },
      {
        text: {
          en: 'VIP seating, an upgraded dinner and exclusive shows',
          zh: 'VIP 区入座，享用升级晚餐并观看专属表演',
        },
      },
      {
        time: '20:00',
        text: { en: 'Leave the camp for the drive back to Dubai', zh: '离开营地，驱车返回迪拜' },
      },
      {
        time: '21:00',
        text: { en: 'Drop-off at your hotel or residence', zh: '送回酒店或住所' },
      },
    ],
    included: [
      { en: 'Private 4x4 for your group only (up to 5 guests)', zh: '全程私享四驱车，仅供您一行使用（最多5位）' },
      { en: 'Senior licensed desert driver', zh: '资深持牌沙漠越野司机' },
      { en: 'Pickup and drop-off at your hotel or residence in Dubai', zh: '迪拜酒店或住所往返接送' },
      { en: 'Safety briefing and 80–90 minutes of dune bashing', zh: '安全说明及80–90分钟冲沙' },
      { en: 'Ridge-top sunset stop with help taking photos', zh: '沙脊日落停留，司机协助拍照' },
      { en: 'Premium camp with welcome refreshments, camel riding and sandboarding', zh: '尊享营地迎宾茶点，含骑骆驼及滑沙' },
      { en: 'VIP seating, upgraded dinner and exclusive shows', zh: 'VIP 座位、升级晚餐及专属表演' },
      { en: 'Bottled water in the vehicle', zh: '车内瓶装水' },
    ],
    excluded: [
      { en: 'Alcoholic drinks and shisha (licensed camps only, extra cost)', zh: '酒精饮品及水烟（仅持牌营地提供，另行收费）' },
      { en: 'ATV, buggy and photography add-ons', zh: '沙漠摩托、沙漠越野车及旅拍摄影套餐等加购项目' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
      { en: 'Personal travel insurance', zh: '个人旅行保险' },
    ],
    pickup: {
      en: 'We collect you from your hotel or residence in Dubai between 14:00 and 14:30 and drop you back at the same address around 21:00. Your pickup time is reconfirmed by WhatsApp 24 hours before.',
      zh: '14:00–14:30在您迪拜的酒店或住所接您，约21:00送回原址。接送时间会在出发前24小时通过 WhatsApp 再次确认。',
    },
    suits: {
      en: 'Adventure seekers, photographers and travellers who have done a desert evening before and want more. Because the driving is longer and steeper, it is not for pregnant guests or anyone with heart, neck or back problems; families with small children are better served by Morning Dunes Drive.',
      zh: '适合喜欢刺激、热爱摄影，或已体验过普通冲沙、想玩得更尽兴的旅客。本线路越野时间更长、坡度更陡，孕妇及有心脏、颈部或背部问题的客人请勿参加；带小朋友的家庭更适合晨曦沙丘越野。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'On some days a second vehicle drives with you in convoy for safety.',
        zh: '有时会安排第二辆车结伴同行，以策安全。',
      },
      {
        en: 'Children under 4 must travel in a child seat; tell us their ages so we can pre-book one.',
        zh: '4岁以下儿童须使用儿童安全座椅，请提前告知孩子年龄以便预留。',
      },
      {
        en: 'During Ramadan and on religious holidays, camp shows pause and alcohol is limited or unavailable.',
        zh: '斋月及宗教节日期间，营地表演暂停，酒精饮品供应受限或暂停。',
      },
      {
        en: 'Wear light casual clothes and closed shoes, and bring sunglasses, sunscreen and a light jacket for winter evenings.',
        zh: '建议穿轻便休闲装和运动鞋，带上墨镜、防晒霜；冬季傍晚请加一件薄外套。',
      },
      {
        en: 'In a sandstorm or heavy rain we switch to lighter activities or reschedule; anything we cannot deliver is partly refunded.',
        zh: '遇沙尘暴或大雨，我们会改为较轻松的活动或另行改期；无法提供的项目将部分退款。',
      },
    ],
  },
  {
    id: 'safari-royal',
    category: 'safari',
    detailPage: 'safari-upsafari',
    title: { en: 'Royal Dunes Safari', zh: '皇家沙漠过夜营' },
    subtitle: { en: 'Luxury 4x4 with chauffeur, overnight', zh: '豪华四驱车（专职司机）· 沙漠过夜' },
    tour: {
      en: 'A night in a private camp zone: fine dining, a luxury tent and breakfast at sunrise',
      zh: '夜宿私享营区：精致晚宴、豪华帐篷与日出早餐',
    },
    duration: { en: 'Overnight (15:00 to 09:00 next day)', zh: '过夜（15:00至次日09:00）' },
    durationMinutes: 1080,
    pricing: {
      unit: 'per-vehicle',
      columns: [privateFourByFour],
      rows: [
        {
          label: { en: '15:00 to 09:00 next day (overnight)', zh: '15:00至次日09:00（过夜）' },
          aed: [2000],
        },
      ],
      notes: [
        { en: 'Price per luxury 4x4 for up to 4 guests', zh: '按车计价，每辆豪华四驱车最多乘坐4位客人' },
        { en: 'Overnight tent, dinner, breakfast and photography package included', zh: '含过夜帐篷、晚餐、早餐及旅拍摄影套餐' },
      ],
    },
    image: {
      src: '/art/card-safari-royal.svg',
      alt: {
        en: 'A luxury desert tent lit by lanterns under a starry sky',
        zh: '星空下，一顶挂着灯笼的豪华沙漠帐篷',
      },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'Our most exclusive safari turns the desert into a night away. A uniformed chauffeur collects you in a luxury SUV such as a Range Rover or Lexus LX, with cool towels and drinks on board, for a smooth 65–75-minute scenic drive over the dunes rather than hard bashing. After sunset at a private viewpoint you settle into a royal camp zone for table service, a fine-dining dinner and premium shows, then sleep in a luxury tent with its own bathroom (the set-up varies by camp). Wake for the sunrise and a freshly made breakfast, and be back in Dubai around 09:00, with a photography package of 10 edited shots and all originals included.',
      zh: '这是我们最尊贵的沙漠体验，把冲沙变成一次沙漠过夜之旅。身着制服的专职司机驾驶路虎揽胜、雷克萨斯 LX 等豪华 SUV 接您，车上备有冰毛巾和饮品；途中约65–75分钟在沙丘间平稳穿行，不做激烈冲沙。在私享观景点看完日落后，入住皇家营区，享受餐桌服务、精致晚宴和高端表演，夜宿带独立卫浴的豪华帐篷（具体配置因营地而异）。清晨看日出、吃现做早餐，约09:00回到迪拜；另含旅拍摄影套餐（10张精修照片及全部原片）。',
    },
    itinerary: [
      {
        time: '15:00',
        text: {
          en: 'Pickup in Dubai by a uniformed chauffeur; cool towels and drinks on board',
          zh: '身着制服的专职司机到迪拜接您，车内备有冰毛巾和饮品',
        },
      },
      {
        text: {
          en: 'A smooth 65–75-minute scenic drive across the dunes',
          zh: '65–75分钟平稳的沙丘观光驾驶',
        },
      },
      {
        text: {
          en: 'Sunset at a private viewpoint, with your photography session',
          zh: '在私享观景点看日落，摄影师同步跟拍',
        },
      },
      {
        text: {
          en: 'Arrival in the royal camp zone: a welcome drink (champagne where the camp is licensed, otherwise a mocktail) and table service',
          zh: '抵达皇家营区，奉上迎宾饮品（营地持酒牌时为香槟，否则为无酒精特调），全程餐桌服务',
        },
      },
      {
        text: { en: 'Fine-dining dinner and premium shows', zh: '精致晚宴及高端表演' },
      },
      {
        text: {
          en: 'Bonfire, stargazing and the night in your luxury tent',
          zh: '篝火、观星，夜宿豪华帐篷',
        },
      },
      {
        text: {
          en: 'Next morning: sunrise over the dunes and a freshly made breakfast',
          zh: '次日清晨：沙丘日出，享用现做早餐',
        },
      },
      {
        time: '09:00',
        text: {
          en: 'Next day: drop-off at your hotel or residence in Dubai',
          zh: '次日送回您在迪拜的酒店或住所',
        },
      },
    ],
    included: [
      {
        en: 'Luxury SUV (Range Rover, Lexus LX or similar) with a uniformed chauffeur, for up to 4 guests',
        zh: '豪华 SUV（路虎揽胜、雷克萨斯 LX 或同级）及专职司机（身着制服），最多4位客人',
      },
      { en: 'Pickup and drop-off at your hotel or residence in Dubai', zh: '迪拜酒店或住所往返接送' },
      { en: 'Cool towels and drinks in the vehicle', zh: '车内冰毛巾及饮品' },
      { en: '65–75-minute scenic dune drive and a private sunset viewpoint', zh: '65–75分钟沙丘观光驾驶及私享日落观景点' },
      { en: 'Welcome drink and table service in a royal camp zone', zh: '皇家营区迎宾饮品及餐桌服务' },
      { en: 'Fine-dining dinner and premium shows', zh: '精致晚宴及高端表演' },
      {
        en: 'Overnight in a luxury tent with its own bathroom (set-up varies by camp)',
        zh: '夜宿带独立卫浴的豪华帐篷（配置因营地而异）',
      },
      { en: 'Sunrise breakfast', zh: '日出早餐' },
      {
        en: 'Photography package: 10 edited photos plus all originals',
        zh: '旅拍摄影套餐：10张精修照片及全部原片',
      },
    ],
    excluded: [
      {
        en: 'Further alcoholic drinks and shisha (licensed camps only, price on request)',
        zh: '其他酒精饮品及水烟（仅持牌营地提供，价格另询）',
      },
      { en: 'ATV and buggy add-ons', zh: '沙漠摩托及沙漠越野车加购项目' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
      { en: 'Personal travel insurance', zh: '个人旅行保险' },
    ],
    pickup: {
      en: 'Your chauffeur collects you from your hotel or residence in Dubai at 15:00, within a 15-minute window, and brings you back to the same address around 09:00 the next morning. The pickup time is reconfirmed by WhatsApp 24 hours before.',
      zh: '15:00由专职司机到您迪拜的酒店或住所接您（前后15分钟内），次日约09:00送回原址。接送时间会在出发前24小时通过 WhatsApp 再次确认。',
    },
    suits: {
      en: 'Couples marking a special occasion, honeymooners and families who want a memorable night under the stars. Tents are limited, so book early; if you only have an afternoon free, choose Sunset Dunes Select or Extended Dunes Thrill.',
      zh: '适合庆祝纪念日的情侣、蜜月旅行者，以及想在星空下共度难忘一夜的家庭。帐篷数量有限，请尽早预订；如果只有一个下午的时间，可选择日落沙丘优选或深度沙丘探险。',
    },
    cancellation: 'strict',
    notes: [
      {
        en: 'Bring one overnight bag per guest, with a warm layer for the cool desert night.',
        zh: '建议每人带一个过夜小包，并备一件保暖外衣应对沙漠夜间降温。',
      },
      {
        en: 'Travelling with children? Tell us their ages so the camp can prepare suitable bedding.',
        zh: '如有儿童同行，请告知年龄，以便营地准备合适的床品。',
      },
      {
        en: 'Alcohol depends on the camp’s licence and the date, and is limited or unavailable during Ramadan and on religious holidays.',
        zh: '酒精饮品视营地酒牌及日期而定，斋月及宗教节日期间供应受限或暂停。',
      },
      {
        en: 'The drive is smoother than regular dune bashing, but pregnant guests and anyone with heart, neck or back conditions should tell us before booking.',
        zh: '本线路驾驶比普通冲沙平稳，但孕妇及有心脏、颈部或背部疾病的客人，请在预订前告知我们。',
      },
      {
        en: 'The photography package is already included, so there is no need to add it separately.',
        zh: '已含旅拍摄影套餐，无需另行加购。',
      },
    ],
  },
  {
    id: 'addon-atv',
    category: 'addons',
    detailPage: 'safari-addon',
    title: { en: 'ATV Ride (150cc)', zh: '沙漠摩托（ATV，150cc）' },
    subtitle: { en: 'Add-on to your desert safari', zh: '沙漠冲沙加购项目' },
    tour: {
      en: 'Ride your own ATV on a guided desert route',
      zh: '亲自驾驶沙漠摩托，跟随领队穿越沙漠',
    },
    duration: { en: '30 minutes', zh: '30分钟' },
    durationMinutes: 30,
    pricing: {
      unit: 'per-person',
      columns: [{ en: 'Per rider', zh: '每人' }],
      rows: [{ label: { en: '30 minutes, one rider', zh: '30分钟，单人驾驶' }, aed: [140] }],
      notes: [{ en: 'Booked together with one of our safaris', zh: '需与我们的冲沙行程一同预订' }],
    },
    image: {
      src: '/art/card-atv.svg',
      alt: { en: 'An ATV cresting a sand dune', zh: '一辆沙漠摩托冲上沙丘顶' },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'Add half an hour at the handlebars to your safari. At a licensed partner centre in the dunes you get a safety briefing, a helmet and goggles, then ride a 150cc ATV along a guided route. It is a hands-on way to feel the sand after the 4x4 drive, and 30 minutes is enough for most first-timers. The ride is sold with one of our safaris and fitted into its timing.',
      zh: '在冲沙行程中加半小时，亲手驾驶一回。在沙漠里的持牌合作中心，先听安全讲解、戴好头盔和护目镜，再驾驶150cc 沙漠摩托，跟随领队沿指定路线行驶。坐完四驱车再自己上手，感受会完全不同；30分钟对大多数新手来说刚刚好。此项目需与冲沙行程一同预订，并安排在行程时间内。',
    },
    itinerary: [
      {
        text: {
          en: 'Add the ATV to your WonderCart with your safari; we confirm the slot with our partner centre',
          zh: '将沙漠摩托与冲沙行程一起加入万德购物车，我们向合作中心确认时段',
        },
      },
      {
        text: {
          en: 'On the day, your driver takes you to the licensed centre during the safari',
          zh: '当天冲沙途中，司机带您前往持牌骑行中心',
        },
      },
      {
        text: {
          en: 'ID check and a waiver signed on site; a refundable damage deposit may be held',
          zh: '现场核验证件并签署免责声明，可能需要预留一笔可退还的损坏押金',
        },
      },
      {
        text: { en: 'Safety briefing, then helmet and goggles fitted', zh: '安全讲解，佩戴头盔和护目镜' },
      },
      {
        text: { en: '30 minutes on a guided route in the designated riding area', zh: '在指定区域跟随领队骑行30分钟' },
      },
      {
        text: { en: 'Back to your 4x4 to continue the safari', zh: '返回四驱车，继续冲沙行程' },
      },
    ],
    included: [
      { en: '150cc ATV for one rider for 30 minutes', zh: '150cc 沙漠摩托，单人骑行30分钟' },
      { en: 'Helmet and goggles', zh: '头盔及护目镜' },
      { en: 'Safety briefing', zh: '安全讲解' },
      { en: 'A lead rider on the route', zh: '领队带路骑行' },
      { en: 'The partner centre’s commercial liability cover', zh: '合作中心的商业责任保险' },
    ],
    excluded: [
      { en: 'The safari itself (booked separately)', zh: '冲沙行程本身（需另行预订）' },
      { en: 'Riding time beyond 30 minutes', zh: '超出30分钟的骑行时间' },
      { en: 'Personal travel and medical insurance', zh: '个人旅行及医疗保险' },
      { en: 'Damage caused by careless riding', zh: '因不当驾驶造成的损坏' },
    ],
    pickup: {
      en: 'No separate transfer: your safari driver takes you to the partner centre during the safari and you rejoin the 4x4 afterwards.',
      zh: '无需另行接送：冲沙途中由司机送您到合作中心，骑行结束后继续乘坐四驱车。',
    },
    suits: {
      en: 'Riders aged 16 and over who want to drive on the sand themselves; younger guests only as the centre’s rules allow. Not for guests who are pregnant, have back, neck or spine injuries, serious heart conditions or recent major surgery.',
      zh: '适合16岁及以上、想亲自在沙地驾驶的客人；未成年人须按骑行中心规定参与。孕妇以及有背部、颈部或脊椎损伤、严重心脏疾病或近期做过大手术的客人请勿参加。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Sold only with one of our safaris, on the same day.',
        zh: '仅可与我们的冲沙行程同日搭配预订。',
      },
      {
        en: 'Wear closed shoes and long trousers; a helmet is compulsory.',
        zh: '请穿运动鞋等不露脚趾的鞋和长裤，必须佩戴头盔。',
      },
      {
        en: 'No alcohol or drugs before riding; reckless riding or leaving the marked area ends the ride without a refund.',
        zh: '骑行前严禁饮酒或服用违禁药物；危险驾驶或驶出指定区域将被终止骑行且不予退款。',
      },
      {
        en: 'Weather, loose sand or fading daylight can change or cancel a ride; you are then offered another slot or a refund under the partner’s policy.',
        zh: '天气、沙况或天色可能导致骑行调整或取消，届时将按合作方政策另行安排或退款。',
      },
    ],
  },
  {
    id: 'addon-buggy',
    category: 'addons',
    detailPage: 'safari-addon',
    title: { en: 'Buggy Ride (2-Seater)', zh: '双座沙漠越野车（Buggy）' },
    subtitle: { en: 'Add-on to your desert safari', zh: '沙漠冲沙加购项目' },
    tour: {
      en: 'Drive a two-seat dune buggy behind a lead buggy',
      zh: '驾驶双座沙漠越野车，跟随领队车驰骋沙丘',
    },
    duration: { en: '30 minutes', zh: '30分钟' },
    durationMinutes: 30,
    pricing: {
      unit: 'per-vehicle',
      columns: [{ en: 'Per buggy (2 seats)', zh: '每车（双座）' }],
      rows: [{ label: { en: '30 minutes, driver and one passenger', zh: '30分钟，一人驾驶、一人同乘' }, aed: [420] }],
      notes: [
        { en: 'Price covers one driver and one passenger', zh: '价格含1位驾驶员及1位乘客' },
        { en: 'Booked together with one of our safaris', zh: '需与我们的冲沙行程一同预订' },
      ],
    },
    image: {
      src: '/art/card-buggy.svg',
      alt: { en: 'A dune buggy kicking up sand on a slope', zh: '一辆沙漠越野车在沙坡上扬起沙尘' },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'A buggy gives two people a shared, roll-caged ride over the dunes, with one at the wheel and one alongside. At a licensed partner centre you receive safety gear and a briefing, then follow a lead buggy for 30 minutes across the sand. Drivers must be 18 or over and hold a valid driving licence. The ride is sold with one of our safaris and fitted into its timing.',
      zh: '沙漠越野车可供两人同乘，一人驾驶、一人坐在旁边，一起在沙丘间驰骋。在持牌合作中心领取安全装备、听完讲解后，跟随领队车在沙地上行驶30分钟。驾驶员须年满18岁并持有效驾照。此项目需与冲沙行程一同预订，并安排在行程时间内。',
    },
    itinerary: [
      {
        text: {
          en: 'Add the buggy to your WonderCart with your safari; we confirm the slot with our partner centre',
          zh: '将沙漠越野车与冲沙行程一起加入万德购物车，我们向合作中心确认时段',
        },
      },
      {
        text: {
          en: 'On the day, your driver takes you to the licensed centre during the safari',
          zh: '当天冲沙途中，司机带您前往持牌骑行中心',
        },
      },
      {
        text: {
          en: 'Driving licence and ID check, waiver signed on site; a refundable damage deposit may be held',
          zh: '现场核验驾照及证件并签署免责声明，可能需要预留一笔可退还的损坏押金',
        },
      },
      {
        text: { en: 'Safety briefing and safety gear fitted', zh: '安全讲解，穿戴安全装备' },
      },
      {
        text: { en: '30 minutes following the lead buggy on the marked route', zh: '跟随领队车在指定路线行驶30分钟' },
      },
      {
        text: { en: 'Back to your 4x4 to continue the safari', zh: '返回四驱车，继续冲沙行程' },
      },
    ],
    included: [
      { en: 'Two-seat buggy for 30 minutes (driver plus one passenger)', zh: '双座沙漠越野车30分钟（1位驾驶员及1位乘客）' },
      { en: 'Helmets and safety gear', zh: '头盔及安全装备' },
      { en: 'Safety briefing', zh: '安全讲解' },
      { en: 'A lead buggy on the route', zh: '领队车全程带路' },
      { en: 'The partner centre’s commercial liability cover', zh: '合作中心的商业责任保险' },
    ],
    excluded: [
      { en: 'The safari itself (booked separately)', zh: '冲沙行程本身（需另行预订）' },
      { en: 'Driving time beyond 30 minutes', zh: '超出30分钟的驾驶时间' },
      { en: 'Personal travel and medical insurance', zh: '个人旅行及医疗保险' },
      { en: 'Damage caused by careless driving', zh: '因不当驾驶造成的损坏' },
    ],
    pickup: {
      en: 'No separate transfer: your safari driver takes you to the partner centre during the safari and you rejoin the 4x4 afterwards.',
      zh: '无需另行接送：冲沙途中由司机送您到合作中心，结束后继续乘坐四驱车。',
    },
    suits: {
      en: 'Couples, friends and parents with an older child who want to share the ride; the driver must be 18 or over with a valid licence, and minors ride only as passengers where the centre allows. Not for guests who are pregnant, have back, neck or spine injuries, serious heart conditions or recent major surgery.',
      zh: '适合情侣、朋友或家长带大一点的孩子同乘；驾驶员须年满18岁并持有效驾照，未成年人仅可按中心规定作为乘客。孕妇以及有背部、颈部或脊椎损伤、严重心脏疾病或近期做过大手术的客人请勿参加。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Sold only with one of our safaris, on the same day.',
        zh: '仅可与我们的冲沙行程同日搭配预订。',
      },
      {
        en: 'Bring the driver’s valid driving licence; ID may be checked.',
        zh: '驾驶员请携带有效驾照，现场可能查验身份证件。',
      },
      {
        en: 'No alcohol or drugs before driving; reckless driving or leaving the marked area ends the ride without a refund.',
        zh: '驾驶前严禁饮酒或服用违禁药物；危险驾驶或驶出指定区域将被终止且不予退款。',
      },
      {
        en: 'Weather, loose sand or fading daylight can change or cancel a ride; you are then offered another slot or a refund under the partner’s policy.',
        zh: '天气、沙况或天色可能导致行程调整或取消，届时将按合作方政策另行安排或退款。',
      },
    ],
  },
  {
    id: 'addon-photo',
    category: 'addons',
    detailPage: 'safari-addon',
    title: { en: 'Photography Package', zh: '旅拍摄影套餐' },
    subtitle: { en: 'Add-on to your desert safari', zh: '沙漠冲沙加购项目' },
    tour: {
      en: 'A professional photographer in the dunes: 10 edited photos plus all originals',
      zh: '专业摄影师沙漠跟拍：10张精修照片及全部原片',
    },
    duration: { en: 'Shot during your safari', zh: '于冲沙行程中拍摄' },
    durationMinutes: null,
    pricing: {
      unit: 'per-package',
      columns: [{ en: 'Per package', zh: '每套' }],
      rows: [
        {
          label: { en: '10 edited photos and all originals', zh: '10张精修照片及全部原片' },
          aed: [150],
        },
      ],
      notes: [{ en: 'Already included with Royal Dunes Safari', zh: '皇家沙漠过夜营已含此套餐' }],
    },
    image: {
      src: '/art/card-photo.svg',
      alt: { en: 'A camera in front of a desert backdrop', zh: '沙漠背景前的一台相机' },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'Put the phone away and be in the pictures yourself. A professional photographer from our trusted partner joins you in the desert and captures your group on the dunes, with the sunset on the evening safaris. You receive 10 edited photos plus every original file from the session. It works especially well for couples and family portraits.',
      zh: '放下手机，让自己也走进照片里。我们长期合作的专业摄影师会在沙漠中与您会合，为您一行拍下沙丘上的身影，傍晚场还能拍到日落。拍摄结束后，您将收到10张精修照片及全部原片。情侣写真和全家福尤其合适。',
    },
    itinerary: [
      {
        text: {
          en: 'Add the package to your WonderCart with your safari and tell us about any occasion you want captured',
          zh: '将旅拍摄影套餐与冲沙行程一起加入万德购物车，如有纪念日等特别主题请一并告知',
        },
      },
      {
        text: { en: 'The photographer meets you in the desert during the safari', zh: '冲沙途中，摄影师在沙漠与您会合' },
      },
      {
        text: {
          en: 'Photos on the dunes, and at the sunset stop on evening safaris',
          zh: '在沙丘上拍摄；傍晚场还会在日落停留时拍摄',
        },
      },
      {
        text: {
          en: 'You receive 10 edited photos plus all original files digitally',
          zh: '以电子文件形式交付10张精修照片及全部原片',
        },
      },
    ],
    included: [
      { en: 'Professional photographer from our partner studio', zh: '合作工作室的专业摄影师' },
      { en: 'Photo session during your safari', zh: '冲沙行程中的跟拍' },
      { en: '10 edited photos', zh: '10张精修照片' },
      { en: 'All original files from the session', zh: '本次拍摄的全部原片' },
      { en: 'Digital delivery', zh: '电子版交付' },
    ],
    excluded: [
      { en: 'The safari itself (booked separately)', zh: '冲沙行程本身（需另行预订）' },
      { en: 'Prints, frames or albums', zh: '照片冲印、相框或相册' },
      { en: 'Video recording', zh: '视频拍摄' },
    ],
    pickup: {
      en: 'No separate transfer: the photographer joins you in the desert during your safari.',
      zh: '无需另行接送：摄影师会在冲沙途中与您在沙漠会合。',
    },
    suits: {
      en: 'Couples, honeymooners and families who want proper portraits in the dunes. If you are booking Royal Dunes Safari you already have it, so there is no need to add it.',
      zh: '适合想在沙丘拍出像样合影的情侣、蜜月旅行者和家庭。预订皇家沙漠过夜营的客人已含此套餐，无需再加购。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Sold only with one of our safaris; the price is per package, not per person.',
        zh: '仅可与冲沙行程搭配预订；按套计价，而非按人计价。',
      },
      {
        en: 'Evening safaris give the warm sunset light; the morning drive gives softer, cooler tones.',
        zh: '傍晚场可拍到暖色日落光线；晨曦场色调更柔和清爽。',
      },
      {
        en: 'Bright, solid colours stand out well against the sand.',
        zh: '纯色、亮色衣服在沙漠中最出片。',
      },
    ],
  },
  {
    id: 'addon-shisha',
    category: 'addons',
    detailPage: 'safari-addon',
    title: { en: 'Shisha & Drinks', zh: '水烟与饮品' },
    subtitle: { en: 'Add-on at licensed camps', zh: '持牌营地加购项目' },
    tour: {
      en: 'Shisha, soft drinks, tea and coffee at licensed desert camps',
      zh: '在持牌沙漠营地享用水烟、软饮、茶和咖啡',
    },
    duration: { en: 'During your camp evening', zh: '营地晚间享用' },
    durationMinutes: null,
    pricing: {
      unit: 'per-person',
      columns: [{ en: 'Per person', zh: '每人' }],
      rows: [{ label: { en: 'At licensed camps, during the camp evening', zh: '仅限持牌营地，营地晚间供应' }, aed: [null] }],
      notes: [{ en: 'On request: the menu and prices vary by camp', zh: '价格另询：菜单及价格因营地而异' }],
    },
    image: {
      src: '/art/card-shisha.svg',
      alt: {
        en: 'A shisha pipe and tea glasses beside glowing lanterns',
        zh: '灯笼映照下的水烟壶与茶杯',
      },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    },
    overview: {
      en: 'Round off your camp evening with a shisha or a few extra drinks. Flavours, drinks and prices depend on the camp, so we send you its menu and confirm the price before your safari. Shisha and alcohol are served only at licensed camps and within each camp’s age policy. This is arranged on request for our evening safaris with a camp.',
      zh: '在营地之夜来一壶水烟，或多点几杯饮品，为夜晚添点惬意。口味、饮品和价格因营地而异，我们会在出发前发送营地菜单并确认价格。水烟和酒精饮品仅在持牌营地供应，并须符合营地的年龄规定。此项目适用于含营地的傍晚场，需提前预约。',
    },
    itinerary: [
      {
        text: {
          en: 'Mention shisha or drinks in your enquiry or on WhatsApp',
          zh: '在咨询留言或 WhatsApp 中告知需要水烟或饮品',
        },
      },
      {
        text: {
          en: 'We send the camp’s menu and confirm the price and age policy',
          zh: '我们发送营地菜单，并确认价格及年龄规定',
        },
      },
      {
        text: {
          en: 'At the camp, your order is prepared by the camp team',
          zh: '抵达营地后，由营地工作人员为您准备',
        },
      },
      {
        text: {
          en: 'Enjoy it at your seating area during dinner and the shows',
          zh: '晚餐和表演期间在座位区享用',
        },
      },
    ],
    included: [
      { en: 'Shisha prepared by camp staff, with flavours from the camp menu', zh: '营地工作人员准备的水烟，口味按营地菜单选择' },
      { en: 'Soft drinks, tea and coffee from the camp menu', zh: '营地菜单上的软饮、茶和咖啡' },
      {
        en: 'Alcoholic drinks where the camp is licensed and the date allows',
        zh: '如营地持有酒牌、当天允许售酒，可点酒精饮品',
      },
      { en: 'Menu and price confirmed in writing before your safari', zh: '出发前书面确认菜单和价格' },
    ],
    excluded: [
      { en: 'Anything not on your confirmed order', zh: '确认订单以外的消费' },
      { en: 'Service on the Morning Dunes Drive, which has no camp evening', zh: '晨曦沙丘越野不提供（该行程无营地环节）' },
      { en: 'Service to guests under the camp’s age limit', zh: '未达营地年龄要求的客人不可享用水烟和酒精饮品' },
      { en: 'Tips', zh: '小费' },
    ],
    pickup: {
      en: 'Served at the camp during your Sunset Dunes Select, Extended Dunes Thrill or Royal Dunes Safari; no separate transfer.',
      zh: '于日落沙丘优选、深度沙丘探险或皇家沙漠过夜营的营地内供应，无需另行接送。',
    },
    suits: {
      en: 'Adults who want to relax in the traditional way after the dunes. Guests under the camp’s age limit, or who prefer a smoke-free evening, can simply order soft drinks, tea or coffee.',
      zh: '适合冲沙后想以传统方式放松一下的成年客人。未达营地年龄要求或不吸烟的客人，可以只点软饮、茶或咖啡。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Price on request: menus and prices vary by camp.',
        zh: '价格另询：各营地菜单及价格不同。',
      },
      {
        en: 'Ask us on WhatsApp about the camp’s age policy before you book.',
        zh: '预订前请通过 WhatsApp 向我们确认营地的年龄规定。',
      },
      {
        en: 'During Ramadan and on religious holidays, shisha and alcohol may be limited or unavailable.',
        zh: '斋月及宗教节日期间，水烟和酒精饮品可能受限或暂停供应。',
      },
    ],
  },
]

export const safariDetails: DetailPageInput[] = [
  {
    id: 'safari-regsafari',
    title: { en: 'Morning & Sunset Desert Safaris', zh: '晨曦与日落沙漠冲沙' },
    summary: {
      en: 'Private 4x4 desert safaris from Dubai: a 4.5-hour morning dune drive, or a 6-hour sunset safari with camp dinner and shows.',
      zh: '迪拜私享四驱车沙漠冲沙：4.5小时晨曦沙丘越野，或6小时日落冲沙，含营地晚餐与表演。',
    },
    banner: safariBanner,
    productIds: ['safari-morning', 'safari-sunset'],
    blocks: [
      {
        title: { en: 'Good to know', zh: '行前须知' },
        paragraphs: [
          {
            en: 'Both safaris are private: the price is per 4x4 for up to 5 guests, so you never share the car with strangers. The morning drive is shorter and cooler with no dinner; the sunset safari adds the sunset, a licensed camp, dinner and live shows.',
            zh: '两条线路均为私享包车：按车计价，每辆最多5位客人，不与陌生人拼车。晨曦场时间更短、更凉爽，不含晚餐；日落场则加上日落、持牌营地、晚餐和现场表演。',
          },
        ],
        bullets: [
          {
            en: 'Pickup is from your hotel or residence in Dubai, within a 15-minute window.',
            zh: '在您迪拜的酒店或住所接送，接车时间前后浮动15分钟内。',
          },
          {
            en: 'Switching an evening safari to the morning drive needs at least 48 hours’ notice.',
            zh: '傍晚冲沙改为晨曦场，请至少提前48小时告知。',
          },
          {
            en: 'Children under 4 must use a child seat; tell us their ages so we can pre-book.',
            zh: '4岁以下儿童须使用儿童安全座椅，请提前告知年龄以便预留。',
          },
          {
            en: 'During Ramadan and on religious holidays, camp shows pause and alcohol is limited or unavailable.',
            zh: '斋月及宗教节日期间，营地表演暂停，酒精饮品供应受限或暂停。',
          },
          {
            en: 'ATV, buggy, photography and shisha add-ons can be booked with either safari.',
            zh: '沙漠摩托、沙漠越野车、旅拍摄影套餐及水烟等加购项目可与冲沙一同预订。',
          },
        ],
      },
      {
        title: { en: 'Health and safety', zh: '健康与安全' },
        bullets: [
          {
            en: 'Dune bashing is not advised for pregnant guests, infants, or anyone with heart, neck or back conditions.',
            zh: '孕妇、婴儿以及有心脏、颈部或背部疾病的客人不建议参加冲沙。',
          },
          {
            en: 'ATV and buggy rides are unsuitable in pregnancy or with back, neck or heart problems.',
            zh: '沙漠摩托和沙漠越野车同样不适合孕妇及有背部、颈部或心脏问题的客人。',
          },
          {
            en: 'Please tell us about any medical condition, and about children or elderly guests, when you enquire.',
            zh: '如有任何健康状况，或有儿童、长辈同行，请在咨询时告知我们。',
          },
          {
            en: 'Follow your driver’s instructions; eating, drinking and smoking are not allowed in the 4x4.',
            zh: '请听从司机指引；四驱车内禁止饮食和吸烟。',
          },
          {
            en: 'In a sandstorm or heavy rain we switch to lighter activities or reschedule, and part-refund anything we cannot deliver.',
            zh: '遇沙尘暴或大雨，我们会改为较轻松的活动或改期，无法提供的项目部分退款。',
          },
        ],
      },
      {
        title: { en: 'What to wear', zh: '穿着建议' },
        bullets: [
          {
            en: 'Light, breathable casual clothes; trousers or shorts are both fine.',
            zh: '轻薄透气的休闲装，长裤短裤皆可。',
          },
          { en: 'Closed shoes or sandals that you do not mind filling with sand.', zh: '运动鞋或凉鞋，不怕进沙即可。' },
          { en: 'Sunglasses, sunscreen and a hat for the morning drive.', zh: '晨曦场请备墨镜、防晒霜和帽子。' },
          {
            en: 'A light jacket on winter evenings, when the desert cools quickly after dark.',
            zh: '冬季傍晚入夜后沙漠降温快，请带一件薄外套。',
          },
        ],
      },
      {
        title: { en: 'How booking works', zh: '预订流程' },
        bullets: [
          {
            en: 'Add your safari and any add-ons to your WonderCart and send one enquiry with your travel date.',
            zh: '将冲沙行程和加购项目放入万德购物车，填写出行日期后一次提交咨询。',
          },
          {
            en: 'We reply by e-mail within 3 business days; WhatsApp is the quickest way to reach our concierge (08:00–22:00).',
            zh: '我们会在3个工作日内邮件回复；如需更快沟通，欢迎通过 WhatsApp 联系礼宾团队（迪拜时间08:00–22:00）。',
          },
          {
            en: 'Your booking is confirmed once payment is made and your voucher is issued; we reconfirm by WhatsApp 24 hours before pickup.',
            zh: '付款并收到预订凭证后，预订即告确认；出发前24小时我们会通过 WhatsApp 再次确认。',
          },
          {
            en: 'Cancellation: free 24 hours or more before pickup, 50 % at 12–24 hours, 100 % under 12 hours or no-show.',
            zh: '取消政策：出发前24小时以上免费取消；12–24小时内收取50%；不足12小时或未到场收取100%。',
          },
        ],
      },
    ],
  },
  {
    id: 'safari-upsafari',
    title: { en: 'Extended Dunes Thrill & Royal Dunes Safari', zh: '深度沙丘探险与皇家沙漠过夜营' },
    summary: {
      en: 'Go deeper with the 7-hour Extended Dunes Thrill, or spend the night in the desert on the Royal Dunes Safari, 15:00 to 09:00 the next day, with fine dining and breakfast.',
      zh: '7小时深度沙丘探险带您深入沙漠；皇家沙漠过夜营15:00出发、次日09:00返回，含精致晚宴与日出早餐。',
    },
    banner: safariBanner,
    productIds: ['safari-extended', 'safari-royal'],
    blocks: [
      {
        title: { en: 'Good to know', zh: '行前须知' },
        paragraphs: [
          {
            en: 'Extended Dunes Thrill is about the driving: longer, steeper dune bashing with a senior driver, then VIP seating at a premium camp. Royal Dunes Safari is about comfort: a smooth scenic drive in a luxury SUV, a private camp zone, a night in a luxury tent and breakfast at sunrise.',
            zh: '深度沙丘探险重在越野：资深司机带您冲沙，时间更长、坡度更陡，随后在尊享营地的 VIP 区入座。皇家沙漠过夜营重在舒适：豪华 SUV 平稳观光驾驶、私享营区、豪华帐篷过夜，再迎着日出吃早餐。',
          },
        ],
        bullets: [
          {
            en: 'Extended: up to 5 guests per private 4x4; Royal: up to 4 guests per luxury SUV.',
            zh: '深度沙丘探险每辆私享四驱车最多5位；皇家沙漠过夜营每辆豪华 SUV 最多4位。',
          },
          {
            en: 'Royal tents are limited, so book as early as you can.',
            zh: '皇家沙漠过夜营的帐篷数量有限，请尽早预订。',
          },
          {
            en: 'Alcohol depends on each camp’s licence and the date, and is limited or unavailable during Ramadan and religious holidays.',
            zh: '酒精饮品视营地酒牌及日期而定，斋月及宗教节日期间受限或暂停供应。',
          },
          {
            en: 'Children under 4 must use a child seat; for Royal, also tell us their ages so the camp can prepare bedding.',
            zh: '4岁以下儿童须使用儿童安全座椅；预订皇家沙漠过夜营时，也请告知孩子年龄以便营地准备床品。',
          },
        ],
      },
      {
        title: { en: 'Health and safety', zh: '健康与安全' },
        bullets: [
          {
            en: 'The Extended line’s longer dune bashing is not suitable in pregnancy or with heart, neck or back conditions.',
            zh: '深度沙丘探险冲沙时间更长，孕妇及有心脏、颈部或背部疾病的客人不宜参加。',
          },
          {
            en: 'The Royal drive is smoother, but please tell us about any medical condition before booking.',
            zh: '皇家沙漠过夜营驾驶较平稳，但如有任何健康状况，请在预订前告知。',
          },
          {
            en: 'ATV and buggy add-ons are unsuitable in pregnancy or with back, neck or heart problems.',
            zh: '沙漠摩托和沙漠越野车加购项目不适合孕妇及有背部、颈部或心脏问题的客人。',
          },
          {
            en: 'In a sandstorm or heavy rain we switch to lighter activities or reschedule, and part-refund anything we cannot deliver.',
            zh: '遇沙尘暴或大雨，我们会改为较轻松的活动或改期，无法提供的项目部分退款。',
          },
        ],
      },
      {
        title: { en: 'What to wear and pack', zh: '穿着与行李' },
        bullets: [
          {
            en: 'Light casual clothes and closed shoes or sandals, plus sunglasses and sunscreen.',
            zh: '轻便休闲装，运动鞋或凉鞋，并备墨镜和防晒霜。',
          },
          {
            en: 'A light jacket for winter evenings; on the overnight, a warm layer for the night and early morning.',
            zh: '冬季傍晚请带薄外套；过夜线路请另备一件保暖衣物，应对夜间和清晨低温。',
          },
          {
            en: 'Royal guests: one overnight bag each with toiletries, medication and a change of clothes.',
            zh: '皇家沙漠过夜营：每人一个过夜小包，装好洗漱用品、常用药和换洗衣物。',
          },
          { en: 'A charged phone or camera for the stars and the sunrise.', zh: '手机或相机请充满电，星空和日出不容错过。' },
        ],
      },
      {
        title: { en: 'How booking works', zh: '预订流程' },
        bullets: [
          {
            en: 'Add your safari to your WonderCart and send one enquiry; we reply by e-mail within 3 business days, and WhatsApp is quicker (08:00–22:00).',
            zh: '将行程加入万德购物车并提交咨询，我们会在3个工作日内邮件回复；通过 WhatsApp 联系更快捷（迪拜时间08:00–22:00）。',
          },
          {
            en: 'Your booking is confirmed once payment is made and your voucher is issued; we reconfirm by WhatsApp 24 hours before pickup.',
            zh: '付款并收到预订凭证后，预订即告确认；出发前24小时我们会通过 WhatsApp 再次确认。',
          },
          {
            en: 'Extended Dunes Thrill: free cancellation 24 hours or more before pickup, 50 % at 12–24 hours, 100 % under 12 hours or no-show.',
            zh: '深度沙丘探险：出发前24小时以上免费取消；12–24小时内收取50%；不足12小时或未到场收取100%。',
          },
          {
            en: 'Royal Dunes Safari: free cancellation 48 hours or more before pickup, 50 % at 24–48 hours, 100 % under 24 hours or no-show.',
            zh: '皇家沙漠过夜营：出发前48小时以上免费取消；24–48小时内收取50%；不足24小时或未到场收取100%。',
          },
        ],
      },
    ],
  },
  {
    id: 'safari-addon',
    title: { en: 'Safari Add-ons', zh: '沙漠冲沙加购项目' },
    summary: {
      en: 'Add a 30-minute ATV or buggy ride, a photography package, or shisha and drinks to your private desert safari.',
      zh: '为您的私享四驱车沙漠冲沙加购30分钟沙漠摩托或沙漠越野车、旅拍摄影套餐，或水烟与饮品。',
    },
    banner: safariBanner,
    productIds: ['addon-atv', 'addon-buggy', 'addon-photo', 'addon-shisha'],
    blocks: [
      {
        title: { en: 'How add-ons work', zh: '加购说明' },
        paragraphs: [
          {
            en: 'Add-ons are sold together with one of our safaris and take place on the same day, fitted into the safari’s timing. Put the safari and the add-ons in your WonderCart and send them in one enquiry; we reply by e-mail within 3 business days.',
            zh: '加购项目需与我们的冲沙行程一同预订，并在同一天的行程时间内完成。请将冲沙和加购项目一起放入万德购物车，一次提交咨询，我们会在3个工作日内邮件回复。',
          },
        ],
        bullets: [
          {
            en: 'ATV: {{price:addon-atv}} per person for 30 minutes. Buggy: {{price:addon-buggy}} per two-seat buggy for 30 minutes.',
            zh: '沙漠摩托：每人 {{price:addon-atv}}，30分钟。沙漠越野车：每辆双座车 {{price:addon-buggy}}，30分钟。',
          },
          {
            en: 'Photography: {{price:addon-photo}} per package, already included with Royal Dunes Safari.',
            zh: '旅拍摄影套餐：每套 {{price:addon-photo}}，皇家沙漠过夜营已含。',
          },
          {
            en: 'Shisha and drinks: on request at licensed camps; we confirm the menu and price before your safari.',
            zh: '水烟与饮品：仅限持牌营地，需提前预约，出发前确认菜单和价格。',
          },
        ],
      },
      {
        title: { en: 'Rider rules and health', zh: '骑行规定与健康提示' },
        bullets: [
          {
            en: 'ATV and buggy rides run at licensed partner centres under their own rules and insurance; helmets are compulsory.',
            zh: '沙漠摩托和沙漠越野车由持牌合作中心运营，遵守其规定并由其投保；必须佩戴头盔。',
          },
          {
            en: 'ATV riders 16 and over recommended; buggy drivers must be 18 or over with a valid driving licence.',
            zh: '沙漠摩托建议16岁及以上骑行；沙漠越野车驾驶员须年满18岁并持有效驾照。',
          },
          {
            en: 'Not suitable in pregnancy, or with back, neck or spine injuries, serious heart conditions or recent major surgery.',
            zh: '孕妇以及有背部、颈部或脊椎损伤、严重心脏疾病或近期做过大手术的客人请勿参加。',
          },
          {
            en: 'A waiver is signed on site, ID may be checked and a refundable damage deposit may be held.',
            zh: '现场须签署免责声明，可能查验证件并预留可退还的损坏押金。',
          },
          {
            en: 'Zero alcohol or drugs; reckless riding or leaving the marked area ends the ride without a refund.',
            zh: '严禁酒后或服用违禁药物后骑行；危险驾驶或驶出指定区域将被终止且不予退款。',
          },
          {
            en: 'Personal travel and medical insurance is strongly advised.',
            zh: '强烈建议购买个人旅行及医疗保险。',
          },
        ],
      },
      {
        title: { en: 'What to wear', zh: '穿着建议' },
        bullets: [
          { en: 'Closed shoes and long trousers for ATV and buggy rides.', zh: '骑沙漠摩托或驾乘沙漠越野车，请穿运动鞋等不露脚趾的鞋和长裤。' },
          { en: 'Sunglasses and a scarf or buff help keep sand off your face.', zh: '墨镜加围巾或头巾，可挡住扑面的沙尘。' },
          {
            en: 'For the photography package, bright solid colours stand out best against the sand.',
            zh: '加购旅拍摄影套餐的，穿纯色、亮色衣服在沙漠中最出片。',
          },
        ],
      },
      {
        title: { en: 'Weather and changes', zh: '天气与变更' },
        paragraphs: [
          {
            en: 'Weather, loose sand or fading daylight can change or cancel a ride. When that happens you are offered another slot or a refund under the partner centre’s policy.',
            zh: '天气、沙况或天色可能导致骑行调整或取消，届时将按合作中心的政策另行安排时段或退款。',
          },
        ],
      },
    ],
  },
]
