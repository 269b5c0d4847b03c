/**
 * Seed data: private land-only tour packages (3–6 nights) and their two detail pages.
 * Prices, nights/days and policies are the operator's binding figures (checked by
 * catalog-figures.test.ts); hotels, tickets and day plans come from the operator's former site (the
 * Marina cruise keeps the cruises' boarding 20:00 / sailing 20:30).
 */
import type { DetailPageInput, ProductInput } from '../catalog-schema'

const packageSubtitle = { en: 'Private land-only package', zh: '私家团 · 纯地接套餐' }

const packageColumns = [
  { en: 'Adult (11+)', zh: '成人（11岁及以上）' },
  { en: 'Child (3–10)', zh: '儿童（3–10岁）' },
]

const packagePriceNotes = [
  { en: 'Per person on twin sharing, 5 % VAT included', zh: '双人同住每人价，已含5%增值税' },
  {
    en: 'Tourism Dirham of about AED 10–20 per room per night, paid at the hotel',
    zh: '旅游迪拉姆税约每间每晚 AED 10–20，于酒店现付',
  },
  {
    en: 'Infants 0–2 free; children 3–10 share existing bedding',
    zh: '0–2岁婴儿免费；3–10岁儿童与大人同床，不加床',
  },
]

const packagesBanner = {
  src: '/art/banner-packages.svg',
  alt: {
    en: 'A hotel tower and the Dubai skyline with a suitcase and palm trees in the foreground',
    zh: '迪拜天际线与酒店大楼，前景是行李箱和棕榈树',
  },
  width: 1600,
  height: 640,
}

const cardImage = (src: string, en: string, zh: string) => ({ src, alt: { en, zh }, width: 640, height: 420 })

/** Day 1 is the same in every package: airport pickup, then the Marina Dhow Dinner. */
const arrivalDay = {
  text: {
    en: 'Day 1 · Arrival: your driver meets you at DXB and takes you to the hotel (check-in from 15:00). In the evening a private car brings you to the Dubai Marina Dhow Dinner, boarding at 20:00 and sailing at 20:30, and back to the hotel afterwards.',
    zh: '第1天 · 抵达：司机在迪拜国际机场（DXB）接机，送您到酒店（15:00起可入住）。晚上专车送您去迪拜码头享用独桅帆船晚餐，20:00登船，20:30开船，结束后送回酒店。',
  },
}

const departureDay = (day: number) => ({
  text: {
    en: `Day ${day} · Breakfast, check-out by 12:00 and a private transfer to DXB for your flight.`,
    zh: `第${day}天 · 早餐后12:00前退房，专车送往 DXB 机场。`,
  },
})

const airportTransfers = {
  en: 'Private DXB airport transfers on arrival and departure (Terminal 1, 2 or 3)',
  zh: 'DXB 机场私享接送机（1、2、3号航站楼）',
}
const hotelNights = (nights: number) => ({
  en: `${nights} nights in your selected hotel (3★, 4★ or 5★ options) with daily breakfast`,
  zh: `${nights}晚所选酒店住宿（3★、4★、5★可选），每日含早餐`,
})
const touringCar = {
  en: 'Private car with an English-speaking driver on touring days',
  zh: '游览日专车，配英语司机',
}
const marinaCruise = {
  en: 'Dubai Marina Dhow Dinner with private transfers',
  zh: '迪拜码头独桅帆船晚餐，含专车接送',
}
const waterAndReconfirm = {
  en: 'Bottled water in the car and WhatsApp reconfirmation 24 hours before each service',
  zh: '车上备有瓶装水；每项服务前24小时通过 WhatsApp 再次确认',
}

const packageExcluded = [
  { en: 'International flights, visas and travel insurance', zh: '国际机票、签证及旅行保险' },
  { en: 'Lunches and dinners unless listed, and alcohol', zh: '未注明的午餐和晚餐，以及酒水' },
  { en: 'Tourism Dirham, paid at the hotel', zh: '旅游迪拉姆税，于酒店现付' },
  { en: 'Single supplement, extra bed, early check-in or late check-out', zh: '单房差、加床、提前入住或延迟退房' },
  {
    en: 'Optional activities, upgrades and peak-date or event supplements',
    zh: '自选项目、升级费用及旺季或大型活动附加费',
  },
  { en: 'Extra licensed guide on other days', zh: '其他日期加订的持证导游' },
  { en: 'Porterage, tips and personal expenses', zh: '行李搬运费、小费及个人消费' },
]

const packagePickup = {
  en: 'Met in the arrivals hall at DXB (Terminal 1, 2 or 3) on Day 1 and taken back to DXB on the last day. On touring days your driver collects you from the hotel lobby at the times in your confirmed schedule. Arrivals at DWC or from another emirate carry a surcharge.',
  zh: '第1天在 DXB（1、2、3号航站楼）到达大厅接机，最后一天送回 DXB。游览日司机按确认行程的时间在酒店大堂接您。如从阿勒马克图姆国际机场（DWC）或其他酋长国抵达，需另付附加费。',
}

const checkInOut = {
  en: 'Hotel check-in from 15:00 and check-out by 12:00; earlier or later times depend on availability and may cost extra.',
  zh: '酒店15:00起入住，12:00前退房；提前入住或延迟退房视酒店情况而定，可能另收费用。',
}
const childSeats = {
  en: 'UAE law requires an age-appropriate child seat and a seat of their own for every child, infants included; tell us the number and ages of children when you book.',
  zh: '阿联酋法律规定儿童乘车须使用适龄安全座椅，每位儿童（含婴儿）都须单独占座；预订时请告知儿童人数和年龄。',
}
const safariSwitch = {
  en: 'The evening desert safari can be swapped for the gentler morning version (08:00–12:30) with at least 48 hours’ notice, a good choice for young children and seniors.',
  zh: '至少提前48小时告知，可将傍晚沙漠冲沙换成更温和的上午场（08:00–12:30），更适合带小孩或长辈的家庭。',
}
const rescheduleRule = {
  en: 'One free reschedule if you ask at least 48 hours ahead; the day order may also shift around your flights, the season and events.',
  zh: '至少提前48小时申请，可免费改期一次；行程顺序也可能根据航班、季节和活动调整。',
}
const ramadan = {
  en: 'During Ramadan and on some religious dates, camp shows pause, alcohol is restricted and opening hours change; New Year’s Eve and major events may carry mandatory supplements.',
  zh: '斋月及部分宗教节日期间，营地表演暂停、酒水受限，景点开放时间也会调整；跨年夜及大型活动期间可能有强制附加费。',
}
const mosqueDress = {
  en: 'Grand Mosque dress code is enforced: women cover hair, shoulders, arms and legs; men wear long trousers. Expect a security check, and shorter visiting hours on Fridays.',
  zh: '大清真寺着装要求严格执行：女士须遮盖头发、肩膀、手臂和腿部，男士须穿长裤。入口有安检，周五开放时间较短。',
}

export const packageProducts: ProductInput[] = [
  {
    id: 'package-3n',
    category: 'packages',
    detailPage: 'package-34nights',
    title: { en: '3 Nights Dubai Starter', zh: '迪拜3晚入门之旅' },
    subtitle: packageSubtitle,
    tour: {
      en: 'Dubai: Marina Dhow Dinner, Old Dubai walk, Dubai Frame or The View, desert safari',
      zh: '迪拜：迪拜码头独桅帆船晚餐、老城漫步、迪拜相框或棕榈岛观景台、沙漠冲沙',
    },
    duration: { en: '4 days / 3 nights', zh: '4天3晚' },
    durationMinutes: null,
    pricing: {
      unit: 'per-person',
      columns: packageColumns,
      rows: [
        {
          label: { en: '3 nights / 4 days, per person, twin sharing', zh: '4天3晚' },
          aed: [849, 669],
        },
      ],
      notes: packagePriceNotes,
    },
    image: cardImage(
      '/art/card-package-3n.svg',
      'A suitcase in front of a Dubai hotel and skyline under three crescent moons',
      '迪拜酒店与天际线前放着行李箱，夜空中点缀着三枚月牙（代表3晚）',
    ),
    overview: {
      en: 'A compact first taste of Dubai, with every transfer arranged and the big experiences already booked. You arrive to a dinner cruise in Dubai Marina, spend a morning in the old town with a licensed guide and an abra ride across the Creek, then choose between Dubai Frame and The View at The Palm. On the third afternoon you head into the dunes for an evening desert safari with dinner at the camp. Hotel, breakfast and a private car with an English-speaking driver are included, so you simply follow the plan.',
      zh: '初次来迪拜的精华之选，接送和热门体验都已安排妥当。抵达当晚就登上迪拜码头的独桅帆船享用晚餐；第二天上午跟着持证导游逛老城，坐阿布拉船横渡迪拜河，下午在迪拜相框和棕榈岛观景台之间任选其一。第三天下午进沙漠冲沙，晚上在营地吃烧烤、看表演。酒店含早餐，游览日有专车和英语司机，跟着行程走就好。',
    },
    itinerary: [
      arrivalDay,
      {
        text: {
          en: 'Day 2 · 09:00–11:00 Old Dubai on foot with a licensed guide: the wind-tower lanes of Al Fahidi, the Coffee Museum from outside, the Spice and Gold Souks and an abra across the Creek. 13:30–15:00 Dubai Frame or The View at The Palm, your choice. Evening free.',
          zh: '第2天 · 09:00–11:00持证导游带您步行游老城：法希迪风塔老街、咖啡博物馆外景、香料市场和黄金市场，再坐阿布拉船过迪拜河。13:30–15:00迪拜相框或棕榈岛观景台二选一。晚上自由活动。',
        },
      },
      {
        text: {
          en: 'Day 3 · Free until 15:00, then an evening desert safari until 21:00: dune drive, sunset photo stops, camp shows and a BBQ dinner at a standard camp.',
          zh: '第3天 · 15:00前自由活动；15:00–21:00傍晚沙漠冲沙：越野冲沙、日落拍照，在标准营地看表演、吃烧烤晚餐。',
        },
      },
      departureDay(4),
    ],
    included: [
      airportTransfers,
      hotelNights(3),
      touringCar,
      {
        en: 'About 2 hours’ Old Dubai walk with a licensed guide, abra ride included',
        zh: '约2小时持证导游老城步行游，含阿布拉船票',
      },
      { en: 'Ticket for Dubai Frame or The View at The Palm', zh: '迪拜相框或棕榈岛观景台门票（二选一）' },
      marinaCruise,
      { en: 'Evening desert safari with BBQ dinner at a standard camp', zh: '傍晚沙漠冲沙，标准营地烧烤晚餐' },
      waterAndReconfirm,
    ],
    excluded: packageExcluded,
    pickup: packagePickup,
    suits: {
      en: 'First-time visitors, couples and friends on a long weekend who want the classic sights without planning them. Families with small children or seniors may prefer the gentler 4-night pace, and anyone keen on Abu Dhabi should choose 5 or 6 nights.',
      zh: '适合初次来迪拜、想省心打卡经典景点的情侣和朋友，周末小长假正合适。带小孩或长辈出行，4晚的节奏更从容；想去阿布扎比，请选5晚或6晚套餐。',
    },
    cancellation: 'strict',
    notes: [checkInOut, childSeats, safariSwitch, rescheduleRule, ramadan],
  },
  {
    id: 'package-4n',
    category: 'packages',
    detailPage: 'package-34nights',
    title: { en: '4 Nights Family Value', zh: '4晚亲子优选' },
    subtitle: packageSubtitle,
    tour: {
      en: 'Dubai: Marina Dhow Dinner, desert safari, modern Dubai, Burj Khalifa, The View, Bluewaters and JBR',
      zh: '迪拜：迪拜码头独桅帆船晚餐、沙漠冲沙、现代迪拜观光、哈利法塔、棕榈岛观景台、蓝水岛和朱美拉海滩住宅区（JBR）',
    },
    duration: { en: '5 days / 4 nights', zh: '5天4晚' },
    durationMinutes: null,
    pricing: {
      unit: 'per-person',
      columns: packageColumns,
      rows: [
        {
          label: { en: '4 nights / 5 days, per person, twin sharing', zh: '5天4晚' },
          aed: [1099, 919],
        },
      ],
      notes: packagePriceNotes,
    },
    image: cardImage(
      '/art/card-package-4n.svg',
      'A family suitcase beside a Dubai hotel and skyline under four crescent moons',
      '迪拜酒店与天际线旁放着行李箱，夜空中点缀着四枚月牙（代表4晚）',
    ),
    overview: {
      en: 'Paced for families and seniors, with an easy first morning and the desert moved to the second afternoon so nobody hits the dunes straight off a long flight. The days mix short outings with rest: modern Dubai by car, Burj Khalifa at a quieter non-prime time, The View at The Palm and an evening stroll at Bluewaters and JBR. The Marina Dhow Dinner opens the trip, and kid-friendly swaps such as an aquarium visit can replace a stop on request. Hotel, breakfast and a private car with an English-speaking driver are included throughout.',
      zh: '专为带娃家庭和长辈设计的节奏：第一天上午好好休息，沙漠冲沙挪到第二天下午，免得刚下长途航班就去颠簸。每天短途游览与休息相结合：专车游览现代迪拜，错峰登哈利法塔，上棕榈岛观景台，傍晚去蓝水岛和朱美拉海滩住宅区（JBR）散步。行程以迪拜码头独桅帆船晚餐开场，如有需要，也可以把其中一站换成水族馆等更适合孩子的项目。全程酒店含早餐，游览日有专车和英语司机。',
    },
    itinerary: [
      arrivalDay,
      {
        text: {
          en: 'Day 2 · A slow morning to get over the flight, then 15:00–21:00 evening desert safari: dune drive, sunset, camp shows and a BBQ dinner.',
          zh: '第2天 · 上午睡个懒觉倒时差；15:00–21:00傍晚沙漠冲沙：越野冲沙、看日落，营地表演和烧烤晚餐。',
        },
      },
      {
        text: {
          en: 'Day 3 · 09:30–13:30 modern Dubai by private car: Jumeirah, Souk Madinat Jumeirah from outside and a photo stop at the Museum of the Future. 16:00–17:30 Burj Khalifa levels 124/125 at a non-prime time.',
          zh: '第3天 · 09:30–13:30专车游览现代迪拜：朱美拉、朱美拉古城市集外景、未来博物馆拍照。16:00–17:30登哈利法塔124/125层（非黄金时段）。',
        },
      },
      {
        text: {
          en: 'Day 4 · 10:30–12:00 The View at The Palm (timed entry). 17:00–19:30 an easy evening walk at Bluewaters and JBR, with Ain Dubai seen from outside.',
          zh: '第4天 · 10:30–12:00棕榈岛观景台（按预约时段入场）。17:00–19:30傍晚漫步蓝水岛和 JBR，近观迪拜之眼外景。',
        },
      },
      departureDay(5),
    ],
    included: [
      airportTransfers,
      hotelNights(4),
      touringCar,
      { en: 'Burj Khalifa levels 124/125 ticket (non-prime time)', zh: '哈利法塔124/125层门票（非黄金时段）' },
      { en: 'The View at The Palm ticket', zh: '棕榈岛观景台门票' },
      marinaCruise,
      { en: 'Evening desert safari with BBQ dinner', zh: '傍晚沙漠冲沙，含烧烤晚餐' },
      waterAndReconfirm,
    ],
    excluded: packageExcluded,
    pickup: packagePickup,
    suits: {
      en: 'Families with children and travellers with older parents who want the highlights without long days. Anyone set on Old Dubai’s souks with a licensed guide should look at the 3-night plan, and those who want Abu Dhabi should choose 5 or 6 nights.',
      zh: '适合带孩子的家庭和陪父母出游的旅客，景点不落下，每天也不会太累。想跟持证导游逛老城市集，可选3晚套餐；想去阿布扎比，请选5晚或6晚套餐。',
    },
    cancellation: 'strict',
    notes: [
      checkInOut,
      childSeats,
      safariSwitch,
      {
        en: 'Burj Khalifa and The View run on timed slots; on peak days the slot may move and we adjust the day around it.',
        zh: '哈利法塔和棕榈岛观景台均按时段入场；旺季时段可能变动，我们会相应调整当天安排。',
      },
      rescheduleRule,
      ramadan,
    ],
  },
  {
    id: 'package-5n',
    category: 'packages',
    detailPage: 'package-56nights',
    title: { en: '5 Nights Dubai + Abu Dhabi Highlights', zh: '迪拜+阿布扎比5晚精华' },
    subtitle: packageSubtitle,
    tour: {
      en: 'Dubai + Abu Dhabi: Old Dubai, Burj Khalifa, Grand Mosque, Louvre Abu Dhabi, desert safari, Marina cruise',
      zh: '迪拜+阿布扎比：老城、哈利法塔、大清真寺、阿布扎比卢浮宫、沙漠冲沙、迪拜码头独桅帆船晚餐',
    },
    duration: { en: '6 days / 5 nights', zh: '6天5晚' },
    durationMinutes: null,
    pricing: {
      unit: 'per-person',
      columns: packageColumns,
      rows: [
        {
          label: { en: '5 nights / 6 days, per person, twin sharing', zh: '6天5晚' },
          aed: [1349, 1169],
        },
      ],
      notes: packagePriceNotes,
    },
    image: cardImage(
      '/art/card-package-5n.svg',
      'A suitcase with the Dubai skyline and white mosque domes under five crescent moons',
      '行李箱旁是迪拜天际线和白色清真寺穹顶，夜空中点缀着五枚月牙（代表5晚）',
    ),
    overview: {
      en: 'Two emirates in one unhurried trip, with Abu Dhabi placed mid-week so you arrive rested. In Dubai you walk the old town with a licensed guide, cross the Creek by abra and watch the city from Burj Khalifa levels 124/125. A full day in Abu Dhabi takes you inside Sheikh Zayed Grand Mosque, along the Corniche and through Louvre Abu Dhabi. An evening desert safari, the Marina Dhow Dinner and a choice of The View or Dubai Frame complete the picture, with hotel, breakfast and a private car with an English-speaking driver included.',
      zh: '一次从容玩转两个酋长国，阿布扎比安排在行程中段，精神最好的时候去。在迪拜，跟持证导游步行游老城，坐阿布拉船过河，再登哈利法塔124/125层俯瞰全城。阿布扎比一整天：参观谢赫扎耶德大清真寺，沿滨海大道兜风，再走进阿布扎比卢浮宫。另有傍晚沙漠冲沙、迪拜码头独桅帆船晚餐，以及棕榈岛观景台或迪拜相框二选一；全程入住含早餐的酒店，游览日有专车和英语司机。',
    },
    itinerary: [
      arrivalDay,
      {
        text: {
          en: 'Day 2 · 09:00–11:00 Old Dubai walk with a licensed guide, through Al Fahidi and the souks, with an abra ride across the Creek. 16:00–17:30 Burj Khalifa levels 124/125 at a non-prime time.',
          zh: '第2天 · 09:00–11:00持证导游带您步行游老城，穿过法希迪老街和老市场，坐阿布拉船过迪拜河。16:00–17:30登哈利法塔124/125层（非黄金时段）。',
        },
      },
      {
        text: {
          en: 'Day 3 · 08:30–19:30 Abu Dhabi by private car: inside Sheikh Zayed Grand Mosque, a drive along the Corniche and a visit inside Louvre Abu Dhabi. The Louvre usually closes on Mondays, so we swap days when needed.',
          zh: '第3天 · 08:30–19:30专车前往阿布扎比：参观谢赫扎耶德大清真寺，沿滨海大道兜风，再入内参观阿布扎比卢浮宫。卢浮宫通常周一闭馆，如遇周一会调换日期。',
        },
      },
      {
        text: {
          en: 'Day 4 · A free morning, then 15:00–21:00 evening desert safari with camp shows and a BBQ dinner; an upgrade to the Prestige line is available on request.',
          zh: '第4天 · 上午自由活动；15:00–21:00傍晚沙漠冲沙，营地表演和烧烤晚餐；如有需要，可升级为深度沙丘探险（需补差价）。',
        },
      },
      {
        text: {
          en: 'Day 5 · 10:30–12:00 The View at The Palm or Dubai Frame (choose one), then the afternoon free for shopping.',
          zh: '第5天 · 10:30–12:00棕榈岛观景台或迪拜相框二选一，下午自由购物。',
        },
      },
      departureDay(6),
    ],
    included: [
      airportTransfers,
      hotelNights(5),
      touringCar,
      {
        en: 'About 2 hours’ Old Dubai walk with a licensed guide, abra ride included',
        zh: '约2小时持证导游老城步行游，含阿布拉船票',
      },
      {
        en: 'Tickets: Burj Khalifa levels 124/125, Louvre Abu Dhabi, and The View or Dubai Frame',
        zh: '门票：哈利法塔124/125层、阿布扎比卢浮宫、棕榈岛观景台或迪拜相框（二选一）',
      },
      { en: 'Full-day Abu Dhabi trip by private car (about 11 hours)', zh: '阿布扎比一日游专车（约11小时）' },
      marinaCruise,
      { en: 'Evening desert safari with BBQ dinner', zh: '傍晚沙漠冲沙，含烧烤晚餐' },
      waterAndReconfirm,
    ],
    excluded: packageExcluded,
    pickup: packagePickup,
    suits: {
      en: 'Couples, friends and families who want Dubai’s icons plus the capital’s culture in one trip. If you only have a long weekend, the 3-night plan fits better; for a waterpark day and a VIP desert camp, step up to 6 nights.',
      zh: '适合想一次看遍迪拜地标、再感受首都人文的情侣、朋友和家庭。如果只有一个小长假，3晚套餐更合适；想加上水上乐园和 VIP 沙漠营地，可以升级为6晚套餐。',
    },
    cancellation: 'strict',
    notes: [checkInOut, mosqueDress, childSeats, safariSwitch, rescheduleRule, ramadan],
  },
  {
    id: 'package-6n',
    category: 'packages',
    detailPage: 'package-56nights',
    title: { en: '6 Nights Signature Plus', zh: '6晚臻选升级' },
    subtitle: packageSubtitle,
    tour: {
      en: 'Dubai + Abu Dhabi: Burj Khalifa, VIP desert safari, Grand Mosque, Atlantis Aquaventure, The View, Marina cruise',
      zh: '迪拜+阿布扎比：哈利法塔、VIP 沙漠冲沙、大清真寺、亚特兰蒂斯水世界、棕榈岛观景台、迪拜码头独桅帆船晚餐',
    },
    duration: { en: '7 days / 6 nights', zh: '7天6晚' },
    durationMinutes: null,
    pricing: {
      unit: 'per-person',
      columns: packageColumns,
      rows: [
        {
          label: { en: '6 nights / 7 days, per person, twin sharing', zh: '7天6晚' },
          aed: [1599, 1419],
        },
      ],
      notes: packagePriceNotes,
    },
    image: cardImage(
      '/art/card-package-6n.svg',
      'A suitcase before a hotel, palm trees and the Dubai skyline under six crescent moons',
      '酒店、棕榈树与迪拜天际线前放着行李箱，夜空中点缀着六枚月牙（代表6晚）',
    ),
    overview: {
      en: 'The fullest of our packages, for families and couples who want culture, a waterpark day and a premium desert camp. You spend a day in modern Dubai with Burj Khalifa levels 124/125, an evening at a VIP safari camp with upgraded seating and service (back at your hotel the same night), and a day in Abu Dhabi inside Sheikh Zayed Grand Mosque plus Qasr Al Watan or Louvre Abu Dhabi. Day five belongs to Atlantis Aquaventure and The Lost Chambers, and the last full day leaves the afternoon free after The View at The Palm. Hotel, breakfast, private transfers and an English-speaking driver are included throughout.',
      zh: '我们内容最丰富的套餐，适合想要人文、水上乐园和高端沙漠营地一次兼得的家庭和情侣。一天畅游现代迪拜并登哈利法塔124/125层；一个傍晚去 VIP 沙漠营地，享受升级座位和专属服务，当晚返回酒店；一天前往阿布扎比，参观谢赫扎耶德大清真寺，再从总统府和阿布扎比卢浮宫中选一处。第五天尽情畅玩亚特兰蒂斯水世界和失落的空间水族馆，最后一整天上午登棕榈岛观景台，下午自由安排。全程入住含早餐的酒店，含专车接送，游览日配英语司机。',
    },
    itinerary: [
      arrivalDay,
      {
        text: {
          en: 'Day 2 · A full day in modern Dubai with your driver: photo stops at City Walk and Box Park, and Burj Khalifa levels 124/125.',
          zh: '第2天 · 专车畅游现代迪拜一整天：城市漫步商业街（City Walk）和集装箱创意街区（Boxpark）拍照打卡，登哈利法塔124/125层。',
        },
      },
      {
        text: {
          en: 'Day 3 · A free morning, then 15:00–21:00 VIP evening desert safari with an upgraded camp, better seating and attentive service.',
          zh: '第3天 · 上午自由活动；15:00–21:00 VIP 傍晚沙漠冲沙，升级营地、座位和服务。',
        },
      },
      {
        text: {
          en: 'Day 4 · 08:30–19:30 Abu Dhabi: inside Sheikh Zayed Grand Mosque, then either the Qasr Al Watan courtyard or Louvre Abu Dhabi, chosen by opening days and your interests.',
          zh: '第4天 · 08:30–19:30阿布扎比：参观谢赫扎耶德大清真寺，再根据开放日和您的兴趣，在总统府庭院和阿布扎比卢浮宫中选一处。',
        },
      },
      {
        text: {
          en: 'Day 5 · Atlantis Aquaventure Waterpark and The Lost Chambers Aquarium on Palm Jumeirah, with private transfers.',
          zh: '第5天 · 棕榈岛亚特兰蒂斯水世界和失落的空间水族馆，专车接送。',
        },
      },
      {
        text: {
          en: 'Day 6 · 10:30–12:00 The View at The Palm, then a free afternoon; a private 1–2 hour sunset yacht from Dubai Marina or an afternoon tea can be added at extra cost.',
          zh: '第6天 · 10:30–12:00棕榈岛观景台，下午自由活动；可自费加订迪拜码头1–2小时私享日落游艇或下午茶。',
        },
      },
      departureDay(7),
    ],
    included: [
      airportTransfers,
      hotelNights(6),
      touringCar,
      {
        en: 'Tickets: Burj Khalifa levels 124/125, The View at The Palm, Atlantis Aquaventure and The Lost Chambers',
        zh: '门票：哈利法塔124/125层、棕榈岛观景台、亚特兰蒂斯水世界及失落的空间水族馆',
      },
      {
        en: 'Full-day Abu Dhabi trip by private car, with Qasr Al Watan or Louvre Abu Dhabi entry',
        zh: '阿布扎比一日游专车，含总统府或阿布扎比卢浮宫门票（二选一）',
      },
      { en: 'VIP evening desert safari with upgraded camp and dinner', zh: 'VIP 傍晚沙漠冲沙，升级营地及晚餐' },
      marinaCruise,
      waterAndReconfirm,
    ],
    excluded: packageExcluded,
    pickup: packagePickup,
    suits: {
      en: 'Families with school-age children and couples who want a complete week with a few treats built in. With toddlers, check the waterpark’s height and age limits first; travellers short on time or budget will find the 5-night plan covers Abu Dhabi too.',
      zh: '适合带学龄孩子的家庭和想好好玩一周、享受几分升级体验的情侣。带幼儿出行，请先确认水上乐园的身高和年龄限制；时间或预算有限，5晚套餐同样包含阿布扎比。',
    },
    cancellation: 'strict',
    notes: [
      checkInOut,
      {
        en: 'Aquaventure operates seasonally and some rides have height or age limits; the day order also works around Friday prayers.',
        zh: '水世界按季节开放，部分项目有身高或年龄限制；行程顺序也会避开周五礼拜时间。',
      },
      mosqueDress,
      childSeats,
      rescheduleRule,
      ramadan,
    ],
  },
]

const priceCoversBlock = {
  title: { en: 'What the price covers', zh: '价格说明' },
  bullets: [
    {
      en: 'Prices are per person on twin sharing and include 5 % VAT. The hotel class and your travel dates set the final quote.',
      zh: '价格为每人价，双人同住，已含5%增值税。最终报价取决于酒店档次和出行日期。',
    },
    {
      en: 'Adults are 11 and over. Children 3–10 share the existing bedding with no extra bed; infants 0–2 travel free, without a bed of their own.',
      zh: '11岁及以上按成人计；3–10岁儿童与大人同床，不加床；0–2岁婴儿免费，不单独占床。',
    },
    {
      en: 'The Tourism Dirham, about AED 10–20 per room per night depending on hotel class, is paid at the hotel.',
      zh: '旅游迪拉姆税按酒店档次约每间每晚 AED 10–20，于酒店现付。',
    },
    {
      en: 'An extra bed or a single room is quoted by season and hotel.',
      zh: '加床或单房差根据季节和酒店另行报价。',
    },
    {
      en: 'Packages are land-only: flights and visas are not included, though we are happy to advise on visas.',
      zh: '套餐为纯地接服务，不含机票和签证；签证方面的问题，我们也可以为您提供建议。',
    },
  ],
}

const guidesBlock = {
  title: { en: 'Guides, pace and safety', zh: '导游、节奏与安全' },
  bullets: [
    {
      en: 'Your driver speaks English, handles the route and timings and shares local tips, but is not a licensed tour guide. A licensed guide (English- or Chinese-speaking) can join on request at extra cost, subject to availability; we quote it with your booking.',
      zh: '司机讲英语，负责路线和时间安排，沿途分享当地小贴士，但不是持证导游。如需持证导游（中文或英文），可提前预约，费用另计，视档期安排，报价时一并注明。',
    },
    {
      en: 'A licensed guide leads the Old Dubai walk of about 2 hours where the plan includes it; on other days your driver looks after the route and timings.',
      zh: '行程含老城步行游的，由持证导游带领约2小时；其余时间由司机负责路线和时间安排。',
    },
    {
      en: 'Heat-smart pacing: outdoor sights in the morning and evening, indoor visits around midday.',
      zh: '防暑节奏：户外景点安排在上午和傍晚，正午前后以室内参观为主。',
    },
    childSeats,
    safariSwitch,
  ],
}

const bookingBlock = {
  title: { en: 'Booking, changes and cancellation', zh: '预订、改期与取消' },
  paragraphs: [
    {
      en: 'Add a package to your WonderCart and send one enquiry with your dates and the ages of any children. We reply by e-mail within 3 business days; once booked, our WhatsApp concierge is on hand from 08:00 to 22:00 and reconfirms each service 24 hours ahead.',
      zh: '将套餐加入万德购物车，提交咨询时注明出行日期及儿童年龄。我们会在3个工作日内邮件回复；预订后，WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间），每项服务前24小时与您再次确认。',
    },
    {
      en: 'Cancel free of charge 48 hours or more before the start; 50 % is charged at 24–48 hours and 100 % under 24 hours or for a no-show. One free reschedule is allowed if you ask at least 48 hours ahead. Non-refundable tickets and hotel nights follow the supplier’s rules, and if weather such as a sandstorm or heavy rain stops an activity we reschedule first, otherwise charging only costs we cannot recover.',
      zh: '出发前48小时以上取消免费；24–48小时内取消收取50%；不足24小时或未到场收取100%。至少提前48小时申请，可免费改期一次。不可退的门票和酒店房晚按供应商规定处理；如遇沙尘暴、大雨等天气导致活动无法进行，我们优先为您改期；如无法改期，仅收取已产生且无法退还的费用。',
    },
  ],
}

export const packageDetails: DetailPageInput[] = [
  {
    id: 'package-34nights',
    title: { en: '3 and 4 Nights in Dubai', zh: '迪拜3晚与4晚套餐' },
    summary: {
      en: 'Private land-only Dubai packages of 3 or 4 nights with hotel, breakfast, airport transfers, a Marina Dhow Dinner and a desert safari.',
      zh: '迪拜3晚或4晚私家纯地接套餐，含早餐酒店住宿、机场接送、迪拜码头独桅帆船晚餐和沙漠冲沙。',
    },
    banner: packagesBanner,
    productIds: ['package-3n', 'package-4n'],
    blocks: [
      priceCoversBlock,
      guidesBlock,
      {
        title: { en: 'Ramadan and peak dates', zh: '斋月与旺季' },
        paragraphs: [
          ramadan,
          {
            en: 'Burj Khalifa, The View and the cruise run on timed slots, so on busy days we may reorder the plan around your flights and the available times.',
            zh: '哈利法塔、棕榈岛观景台和游船都按时段安排，旺季时我们可能根据航班和可订时段调整行程顺序。',
          },
        ],
      },
      bookingBlock,
    ],
  },
  {
    id: 'package-56nights',
    title: { en: '5 and 6 Nights: Dubai and Abu Dhabi', zh: '迪拜+阿布扎比5晚与6晚套餐' },
    summary: {
      en: 'Private land-only packages of 5 or 6 nights pairing Dubai with a day in Abu Dhabi, with hotel, breakfast, transfers, tickets and a desert safari.',
      zh: '5晚或6晚私家纯地接套餐，畅游迪拜并含阿布扎比一日游，含早餐酒店住宿、接送、门票和沙漠冲沙。',
    },
    banner: packagesBanner,
    productIds: ['package-5n', 'package-6n'],
    blocks: [
      priceCoversBlock,
      {
        title: { en: 'Your day in Abu Dhabi', zh: '阿布扎比一日游须知' },
        paragraphs: [
          {
            en: 'The Abu Dhabi day runs from about 08:30 to 19:30, with 90–120 minutes’ driving each way. We place it mid-trip and plan around Friday prayers and the Louvre’s usual Monday closure.',
            zh: '阿布扎比一日游约08:30–19:30，单程车程90–120分钟。我们会把它安排在行程中段，并避开周五礼拜时间和卢浮宫通常周一闭馆的日子。',
          },
        ],
        bullets: [
          mosqueDress,
          {
            en: 'Your driver gives a short briefing on the mosque rules before you go in.',
            zh: '入内前，司机会简要讲解清真寺参观规定。',
          },
        ],
      },
      guidesBlock,
      bookingBlock,
    ],
  },
]
