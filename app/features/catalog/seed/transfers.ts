/**
 * Seed data: private transfers (car with driver) and their two detail pages.
 * Prices, times and policies are the operator's binding figures (checked by catalog-figures.test.ts);
 * extra detail comes from the operator's former site.
 */
import type { DetailPageInput, ProductInput } from '../catalog-schema'

const carWithDriver = { en: 'Car-With-Driver', zh: '含司机用车' }

/** SUV / Van columns shared by the airport and hourly-hire products. */
const suvVanColumns = [
  { en: 'SUV (4–6 pax)', zh: 'SUV（4–6人）' },
  { en: 'Van (7–10 pax)', zh: '商务车（7–10人）' },
]

const transfersBanner = {
  src: '/art/banner-transfers.svg',
  alt: {
    en: 'A dark SUV driving along a Dubai highway with the city skyline behind it',
    zh: '一辆深色 SUV 行驶在迪拜高速公路上，远处是城市天际线',
  },
  width: 1600,
  height: 640,
}

const whatsappReconfirm = {
  en: 'We reconfirm the pickup time and your driver’s details by WhatsApp 24 hours before the service.',
  zh: '服务前24小时，我们会通过 WhatsApp 与您再次确认接送时间及司机信息。',
}

const noEating = {
  en: 'No eating, drinking or smoking in the vehicle; cleaning or damage caused by carelessness is charged.',
  zh: '车内禁止饮食和吸烟；因乘客疏忽造成的清洁或损坏费用需由乘客承担。',
}

const nightSurcharge = {
  en: 'A surcharge may apply between 22:00 and 06:00, on public holidays, during major events and on seasonal peak dates; we tell you before you confirm.',
  zh: '22:00–06:00、公共假期、大型活动期间及旺季特定日期可能加收附加费，确认预订前会提前告知。',
}

const licensedGuide = {
  en: 'The driver is not a licensed tour guide. A licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
  zh: '司机不是持证导游。如需持证导游（中文或英文），可提前预约，费用另计。',
}

export const transferProducts: ProductInput[] = [
  {
    id: 'transfer-airport',
    category: 'transfers',
    detailPage: 'transfers-short',
    title: { en: 'Airport Transfers', zh: '机场接送' },
    subtitle: carWithDriver,
    tour: {
      en: 'DXB or AUH airport to your Dubai hotel or home, door to door',
      zh: '迪拜国际机场（DXB）或阿布扎比国际机场（AUH）至迪拜酒店或住所，门到门接送',
    },
    duration: {
      en: 'Depends on your flight and traffic; most DXB rides to central Dubai take 20–40 minutes',
      zh: '视航班和路况而定，DXB 至迪拜市区一般20–40分钟',
    },
    durationMinutes: 40,
    pricing: {
      unit: 'per-vehicle',
      columns: suvVanColumns,
      rows: [
        {
          label: { en: 'Dubai International (DXB) ↔ Dubai city, one way', zh: '迪拜国际机场（DXB）↔ 迪拜市区，单程' },
          aed: [190, 230],
        },
        {
          label: { en: 'Abu Dhabi Airport (AUH) ↔ Dubai city, one way', zh: '阿布扎比国际机场（AUH）↔ 迪拜市区，单程' },
          aed: [330, 380],
        },
      ],
      notes: [
        {
          en: '60 minutes’ free waiting, counted from actual landing',
          zh: '自航班实际落地起免费等候60分钟',
        },
        {
          en: 'Night (22:00–06:00) and public-holiday surcharges may apply',
          zh: '夜间（22:00–06:00）及公共假期可能加收附加费',
        },
      ],
    },
    image: {
      src: '/art/card-airport.svg',
      alt: {
        en: 'A plane flying over an airport terminal while a private car waits at the kerb',
        zh: '飞机从航站楼上空飞过，一辆专车停在楼前等候',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'Clear passport control and find your driver waiting in the arrivals hall with a name board. We track your flight and move the pickup if you land early or late, and the first 60 minutes of waiting from actual landing are free. Choose an SUV for 4–6 guests or a van for 7–10, both with room for luggage, and ride straight to your hotel or residence with no shared stops. Departures work the same way in reverse, from your door to the terminal.',
      zh: '出关后，司机已举着接机牌在到达大厅等您。我们全程跟踪航班，提前到或延误都会相应调整接机时间，实际落地起60分钟内免费等候。SUV 可坐4–6人，商务车可坐7–10人，行李都放得下，不拼车、不绕路，直达酒店或住所。送机同样门到门，从您下榻的地方直接送到航站楼。',
    },
    itinerary: [
      {
        text: {
          en: 'Before you land: we follow your flight number and shift the pickup if the flight is early or delayed.',
          zh: '落地前：我们按航班号实时跟踪，航班提前或延误都会相应调整接机时间。',
        },
      },
      {
        text: {
          en: 'Arrivals hall: your driver meets you with a name board.',
          zh: '到达大厅：司机手举接机牌迎接您。',
        },
      },
      {
        text: {
          en: 'Up to 60 minutes of free waiting from actual landing while you clear immigration and collect your bags; the driver helps with luggage.',
          zh: '自实际落地起最多免费等候60分钟，方便您入境、提取行李；司机会帮忙搬运行李。',
        },
      },
      {
        text: {
          en: 'Private air-conditioned SUV or van, driven directly to your address.',
          zh: '乘坐私享空调 SUV 或商务车，直达您的目的地。',
        },
      },
      {
        text: {
          en: 'Drop-off at your hotel lobby or residence entrance.',
          zh: '送至酒店大堂或住所门口。',
        },
      },
      {
        text: {
          en: 'Going home: the driver collects you from your lobby at the agreed time and drops you at the departures level.',
          zh: '送机：司机按约定时间到酒店大堂接您，送至机场出发层。',
        },
      },
    ],
    included: [
      { en: 'Private vehicle with a professional, RTA-licensed driver', zh: '专车及持迪拜道路交通管理局（RTA）牌照的专业司机' },
      { en: 'Meet and greet with a name board in the arrivals hall', zh: '到达大厅举牌接机' },
      { en: 'Flight tracking, with the pickup moved for early or late arrivals', zh: '航班实时跟踪，提前或延误均相应调整' },
      { en: '60 minutes’ free waiting from actual landing', zh: '实际落地起60分钟免费等候' },
      { en: 'Fuel and Salik road tolls inside Dubai', zh: '迪拜境内燃油费及 Salik 路桥费' },
      { en: 'Help with your luggage', zh: '协助搬运行李' },
      { en: 'Child seats on request, free while stock lasts', zh: '儿童安全座椅可免费预留（数量有限）' },
    ],
    excluded: [
      { en: 'Waiting beyond 60 minutes, billed in 30- or 60-minute blocks', zh: '超出60分钟的等候，按30或60分钟计费' },
      { en: 'Night, public-holiday and peak-date surcharges where they apply', zh: '夜间、公共假期及旺季附加费（如适用）' },
      { en: 'Extra stops, detours or extra pickups', zh: '中途加站、绕行或增加接人地点' },
      { en: 'Parking and tolls outside Dubai unless your quote includes them', zh: '迪拜以外的停车费和路桥费（报价已含的除外）' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
    ],
    pickup: {
      en: 'Arrivals: the driver waits with a name board in the arrivals hall of your terminal at DXB (Terminal 1, 2 or 3) or AUH and drops you at your hotel or residence in Dubai. Departures: collection from your hotel lobby or front door at the agreed time, drop-off at the departures level.',
      zh: '接机：司机在 DXB（1、2或3号航站楼）或 AUH 相应航站楼的到达大厅举牌等候，送您到迪拜的酒店或住所。送机：按约定时间在酒店大堂或住所门口接您，送至机场出发层。',
    },
    suits: {
      en: 'Couples, families and business travellers who want a fixed price and no taxi queue after a long flight. Groups of more than 10, or with bulky sports equipment, should ask us for a larger vehicle before booking.',
      zh: '适合长途飞行后不想排队打车、希望价格透明的情侣、家庭和商务旅客。超过10人或携带大件运动器材的团体，请在预订前联系我们安排更大的车型。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Send your flight number, terminal and number of bags when you book; oversize items such as golf bags or large strollers may need the van.',
        zh: '预订时请提供航班号、航站楼和行李件数；高尔夫球包、大号婴儿车等大件物品可能需要安排商务车。',
      },
      {
        en: 'Tell us each child’s age so the right child seat is fitted; UAE law requires one for young children.',
        zh: '请告知每位儿童的年龄，以便配好合适的安全座椅；阿联酋法律要求幼童乘车使用安全座椅。',
      },
      {
        en: 'Transfers to or from Abu Dhabi Airport (AUH) follow the 48-hour cancellation terms; DXB transfers follow the 24-hour terms.',
        zh: '往返阿布扎比国际机场（AUH）的接送适用48小时取消条款，DXB 接送适用24小时取消条款。',
      },
      whatsappReconfirm,
    ],
  },
  {
    id: 'transfer-point-to-point',
    category: 'transfers',
    detailPage: 'transfers-short',
    title: { en: 'Point-to-Point Transfers in Dubai', zh: '迪拜市内点对点接送' },
    subtitle: carWithDriver,
    tour: {
      en: 'Your hotel to a restaurant, cruise pier, mall or meeting in Dubai, and back',
      zh: '迪拜市内，酒店往返餐厅、游船码头、商场或会场',
    },
    duration: {
      en: 'Door to door each way; the return time is agreed in advance',
      zh: '去程回程均门到门，回程时间提前约定',
    },
    durationMinutes: null,
    pricing: {
      unit: 'per-vehicle',
      columns: [
        { en: 'Sedan (1–4 pax)', zh: '轿车（1–4人）' },
        { en: 'MPV (5–7 pax)', zh: 'MPV（5–7人）' },
        { en: 'Van (up to 10 pax)', zh: '商务车（最多10人）' },
      ],
      rows: [
        {
          label: { en: 'Return trip within Dubai (hotel ↔ venue)', zh: '迪拜市内往返（酒店 ↔ 目的地）' },
          aed: [180, 220, 350],
        },
      ],
      notes: [
        {
          en: 'Jebel Ali, JVC or Dubai Investments Park (DIP): + AED 40–60',
          zh: '杰贝阿里、朱美拉环形村（JVC）或迪拜投资园（DIP）：加收 AED 40–60',
        },
        { en: 'Starting or ending in Sharjah: + AED 100', zh: '在沙迦上车或下车：加收 AED 100' },
      ],
    },
    image: {
      src: '/art/card-point-to-point.svg',
      alt: {
        en: 'A private car driving between two hotel towers',
        zh: '一辆专车行驶在两座酒店大楼之间',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'A private car for the trips between the sights: from your hotel to a dinner reservation, a cruise pier, a mall or a meeting, and back at the time you choose. One fixed price covers the return trip within Dubai’s urban area, in a sedan for up to 4 guests, an MPV for 5–7 or a van for up to 10. Outlying areas such as Jebel Ali, JVC and DIP, or a start or finish in Sharjah, add a small published supplement. It is an easy way to reach an evening cruise or a restaurant without hunting for a taxi when everyone leaves at once.',
      zh: '去餐厅赴约、去码头登船、逛商场或参加会议，专车往返，回程时间您来定。迪拜市区内往返一口价：轿车坐1–4人，MPV 坐5–7人，商务车最多坐10人。杰贝阿里、朱美拉环形村（JVC）、迪拜投资园（DIP）等较远区域，或从沙迦出发、返回沙迦，按公布标准少量加价。晚上去游船码头或餐厅，散场时不用再和大家抢出租车。',
    },
    itinerary: [
      {
        text: {
          en: 'When you book: tell us both addresses, the outbound and return times, the number of guests and bags.',
          zh: '预订时：告诉我们出发地和目的地地址、去程与回程时间、人数及行李件数。',
        },
      },
      {
        text: {
          en: 'Pickup at your hotel lobby or residence at the agreed time; the first 15 minutes of waiting are free.',
          zh: '按约定时间在酒店大堂或住所门口接您，前15分钟免费等候。',
        },
      },
      {
        text: {
          en: 'Direct drive to your restaurant, pier, mall or meeting point.',
          zh: '直达餐厅、码头、商场或约定地点。',
        },
      },
      {
        text: {
          en: 'Return: the driver meets you at the agreed time and place.',
          zh: '回程：司机按约定时间和地点等您。',
        },
      },
      {
        text: {
          en: 'Drop-off back at your hotel or residence.',
          zh: '送回酒店或住所。',
        },
      },
    ],
    included: [
      { en: 'Private sedan, MPV or van with a professional driver', zh: '私享轿车、MPV 或商务车及专业司机' },
      { en: 'Return trip within Dubai’s urban area', zh: '迪拜市区内往返' },
      { en: 'Fuel', zh: '燃油费' },
      { en: '15 minutes’ free waiting at each pickup', zh: '每次接人免费等候15分钟' },
      { en: 'Child seats on request, free while stock lasts', zh: '儿童安全座椅可免费预留（数量有限）' },
    ],
    excluded: [
      { en: 'Supplements for Jebel Ali, JVC, DIP (AED 40–60) and Sharjah (AED 100)', zh: '杰贝阿里、JVC、DIP（AED 40–60）及沙迦（AED 100）附加费' },
      { en: 'Salik tolls and parking, charged at cost unless quoted as included', zh: 'Salik 路桥费和停车费，按实际收取（报价注明已含的除外）' },
      { en: 'Extra stops or detours', zh: '中途加站或绕行' },
      { en: 'Waiting beyond 15 minutes, billed in 30- or 60-minute blocks', zh: '超出15分钟的等候，按30或60分钟计费' },
      { en: 'Night, public-holiday and peak-date surcharges where they apply', zh: '夜间、公共假期及旺季附加费（如适用）' },
      { en: 'Meals, tickets and cruise fares', zh: '餐费、门票及游船费用' },
    ],
    pickup: {
      en: 'Collected from any hotel or residence in Dubai’s urban area and brought back to the same address unless you tell us otherwise. Pickups in Jebel Ali, JVC, DIP or Sharjah are possible with the published supplement.',
      zh: '可在迪拜市区任意酒店或住所上车，如无特别说明，回程送回原地址。杰贝阿里、JVC、DIP 或沙迦上车亦可安排，按公布标准加价。',
    },
    suits: {
      en: 'Couples and families heading to a dinner cruise, a restaurant or a show, and business travellers with one meeting across town. If you plan several stops in a day, a half-day or full-day car with driver is better value.',
      zh: '适合去游船晚餐、餐厅或看演出的情侣和家庭，以及要跨城区赴一场会议的商务旅客。如果一天要去好几个地方，半日或全日包车更划算。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Being late at pickup without telling us may be treated as a no-show, with the full fare charged.',
        zh: '上车时迟到且未提前告知，可能按未到场处理并收取全额车费。',
      },
      nightSurcharge,
      noEating,
      {
        en: 'Tell us how many bags you carry; a larger vehicle may be needed for bulky items.',
        zh: '请告知行李件数；携带大件物品可能需要更大的车型。',
      },
      whatsappReconfirm,
    ],
  },
  {
    id: 'transfer-half-day',
    category: 'transfers',
    detailPage: 'transfers-long',
    title: { en: 'Half-Day Car with Driver (5 Hours)', zh: '半日包车（5小时）' },
    subtitle: carWithDriver,
    tour: {
      en: 'Your own route in Dubai: Old Dubai, Jumeirah, Downtown, the Marina, shopping or meetings',
      zh: '迪拜市内自定路线：老城、朱美拉、市中心、码头区，购物或商务均可',
    },
    duration: {
      en: '5 hours from pickup, at a start time you choose',
      zh: '自接到您起计5小时，出发时间自选',
    },
    durationMinutes: 300,
    pricing: {
      unit: 'per-vehicle',
      columns: suvVanColumns,
      rows: [
        {
          label: { en: '5 hours within Dubai (about 100 km included)', zh: '迪拜市内5小时（含约100公里）' },
          aed: [300, 330],
        },
      ],
      notes: [
        {
          en: 'Extra hours if the car is free, typically AED 80–150 per hour by vehicle',
          zh: '如车辆档期允许，可延时，通常每小时 AED 80–150（视车型而定）',
        },
        {
          en: 'Distance beyond 100 km charged at the rate confirmed when you book',
          zh: '超出100公里的部分按预订时确认的费率计费',
        },
      ],
    },
    image: {
      src: '/art/card-half-day.svg',
      alt: {
        en: 'A private car on the road under a bright morning sun',
        zh: '晨光下，一辆专车行驶在路上',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'Five hours of a private SUV or van and an English-speaking driver, to use as you like inside Dubai. Spend a morning between the Al Fahidi lanes, Jumeirah beach and Downtown, fit in a round of meetings, or shop without carrying bags through the metro. The driver handles navigation and parking and waits while you visit, and short photo or coffee stops are part of the plan. About 100 km is included, which covers most city routes, and extra hours can be added if the car is free.',
      zh: '5小时私享 SUV 或商务车，配英语司机，迪拜市内随您安排。可以上午逛法希迪老街、朱美拉海滩和市中心，也可以连着跑几场商务会面，或者痛快购物，不用拎着大包小包挤地铁。导航、停车都交给司机，您参观时司机在附近等候，中途拍照、喝咖啡都没问题。含约100公里里程，市内路线基本够用；如车辆档期允许，还可按小时延长。',
    },
    itinerary: [
      {
        time: '09:00',
        text: {
          en: 'Pickup at your Dubai hotel or residence (this sample plan starts at 09:00; you choose the time).',
          zh: '在迪拜酒店或住所接您（本示例09:00出发，时间可自选）。',
        },
      },
      {
        time: '09:15–11:00',
        text: {
          en: 'Old Dubai: the Al Fahidi lanes and the Creek waterfront, with the driver waiting nearby.',
          zh: '老城区：漫步法希迪老街和迪拜河畔，司机在附近等候。',
        },
      },
      {
        time: '11:15–12:30',
        text: {
          en: 'Jumeirah: a beach photo stop with Burj Al Arab in view, then a coffee break.',
          zh: '朱美拉：在海滩远眺帆船酒店拍照，再找家咖啡馆歇歇脚。',
        },
      },
      {
        time: '12:45–13:45',
        text: {
          en: 'Downtown Dubai for shopping or lunch at your own cost, beneath Burj Khalifa.',
          zh: '迪拜市中心：在哈利法塔脚下购物或午餐（自费）。',
        },
      },
      {
        time: '14:00',
        text: {
          en: 'Drop-off anywhere in Dubai as the 5 hours end.',
          zh: '用车满5小时，在迪拜市内任意地点下车。',
        },
      },
    ],
    included: [
      { en: 'Private SUV or van with an English-speaking driver for 5 hours', zh: '5小时私享 SUV 或商务车，配英语司机' },
      { en: 'Fuel for about 100 km', zh: '约100公里的燃油费' },
      { en: 'Help with navigation and parking', zh: '协助导航和停车' },
      { en: 'Help planning your route before the day', zh: '出行前协助规划路线' },
      { en: 'Short photo and coffee stops along the way', zh: '沿途可短暂停车拍照、喝咖啡' },
    ],
    excluded: [
      { en: 'Attraction tickets', zh: '景点门票' },
      { en: 'Meals and drinks', zh: '餐饮' },
      { en: 'Salik tolls and parking, charged at cost unless quoted as included', zh: 'Salik 路桥费和停车费，按实际收取（报价注明已含的除外）' },
      { en: 'Extra hours and distance beyond 100 km', zh: '超时及超出100公里的费用' },
      { en: 'A licensed tour guide', zh: '持证导游' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
    ],
    pickup: {
      en: 'Collected from any hotel or residence in Dubai at the time you choose, and dropped anywhere within Dubai when the 5 hours end.',
      zh: '在迪拜任意酒店或住所按您选定的时间上车，5小时结束时可在迪拜市内任意地点下车。',
    },
    suits: {
      en: 'Business travellers with several appointments, shoppers, and first-time visitors who want a relaxed look around without a fixed tour. For a longer day or a trip to another emirate choose the full-day or Abu Dhabi option; if you want commentary at each sight, book a city tour or ask for a licensed guide.',
      zh: '适合一天有几场会面的商务旅客、购物达人，以及想轻松转转、不想跟固定行程的首次访客。想玩一整天或去其他酋长国，请选全日包车或阿布扎比一日包车；如需景点讲解，可选城市一日游线路或加订持证导游。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'The times in the plan are only an example: you set the start time and the order of the stops.',
        zh: '行程中的时间仅为示例，出发时间和游览顺序都由您决定。',
      },
      licensedGuide,
      nightSurcharge,
      noEating,
      whatsappReconfirm,
    ],
  },
  {
    id: 'transfer-full-day',
    category: 'transfers',
    detailPage: 'transfers-long',
    title: { en: 'Full-Day Car with Driver (10 Hours)', zh: '全日包车（10小时）' },
    subtitle: carWithDriver,
    tour: {
      en: 'A flexible day across Dubai: Old Dubai, the Creek, Jumeirah, Palm Jumeirah, the Marina, Downtown',
      zh: '迪拜全城灵活游：老城、迪拜河、朱美拉、棕榈岛、码头区、市中心',
    },
    duration: {
      en: '10 hours from pickup, at a start time you choose',
      zh: '自接到您起计10小时，出发时间自选',
    },
    durationMinutes: 600,
    pricing: {
      unit: 'per-vehicle',
      columns: suvVanColumns,
      rows: [
        {
          label: { en: '10 hours within Dubai', zh: '迪拜市内10小时' },
          aed: [510, 550],
        },
      ],
      notes: [
        {
          en: 'Extra hours if the car is free, typically AED 100–200 per hour by vehicle',
          zh: '如车辆档期允许，可延时，通常每小时 AED 100–200（视车型而定）',
        },
        {
          en: 'Trips into another emirate such as Sharjah: supplement typically AED 100–200, confirmed when you book',
          zh: '前往沙迦等其他酋长国：通常加收 AED 100–200，预订时确认',
        },
      ],
    },
    image: {
      src: '/art/card-full-day.svg',
      alt: {
        en: 'A private car on the road with the sun tracing an arc across the sky',
        zh: '一辆专车行驶在路上，太阳在天空划出一道弧线',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'A whole day with your own SUV or van and an English-speaking driver, so you can see old and new Dubai at your own pace. Start in the heritage quarter by the Creek, cross on an abra, then head out to Jumeirah, Palm Jumeirah, the Marina and Downtown, stopping wherever you like for photos, coffee or lunch. The van seats up to 10, which makes this an easy choice for families and small groups who want to stay together. If the day runs long, extra hours can be added while the car is free.',
      zh: '一整天私享 SUV 或商务车，配英语司机，按自己的节奏看遍迪拜新旧两面。从迪拜河畔的老城出发，坐阿布拉船过河，再去朱美拉、棕榈岛、码头区和市中心，想在哪儿拍照、喝咖啡、吃午饭都随您。商务车最多可坐10人，家庭和小团体一车出行最方便。玩得意犹未尽，如车辆档期允许，还能按小时延长。',
    },
    itinerary: [
      {
        time: '09:00',
        text: {
          en: 'Pickup at your Dubai hotel or residence (this sample plan starts at 09:00; you choose the time).',
          zh: '在迪拜酒店或住所接您（本示例09:00出发，时间可自选）。',
        },
      },
      {
        time: '09:30–11:30',
        text: {
          en: 'Old Dubai: Al Fahidi, the Creek and an abra crossing to the souks (abra fare at your own cost).',
          zh: '老城区：法希迪历史街区、迪拜河，坐阿布拉船去老市场（船费自理）。',
        },
      },
      {
        time: '12:00–13:00',
        text: {
          en: 'Jumeirah: the beach and a photo stop facing Burj Al Arab.',
          zh: '朱美拉：海滩漫步，对着帆船酒店拍照。',
        },
      },
      {
        time: '13:00–14:00',
        text: {
          en: 'Lunch where you like, at your own cost.',
          zh: '午餐自选，费用自理。',
        },
      },
      {
        time: '14:30–16:00',
        text: {
          en: 'Palm Jumeirah: drive the trunk to the Atlantis end for views back to the coast.',
          zh: '棕榈岛：沿主干道开到亚特兰蒂斯酒店一端，回望海岸线。',
        },
      },
      {
        time: '16:30–18:00',
        text: {
          en: 'Dubai Marina and JBR: a waterfront walk in the late-afternoon light.',
          zh: '迪拜码头区和朱美拉海滩住宅区（JBR）：傍晚时分沿海滨步道散步。',
        },
      },
      {
        time: '18:15–18:45',
        text: {
          en: 'Downtown Dubai: Burj Khalifa from below as the lights come on.',
          zh: '迪拜市中心：华灯初上时仰望哈利法塔。',
        },
      },
      {
        time: '19:00',
        text: {
          en: 'Drop-off anywhere in Dubai as the 10 hours end.',
          zh: '用车满10小时，在迪拜市内任意地点下车。',
        },
      },
    ],
    included: [
      { en: 'Private SUV or van with an English-speaking driver for 10 hours', zh: '10小时私享 SUV 或商务车，配英语司机' },
      { en: 'Fuel for normal city driving', zh: '市内正常行驶的燃油费' },
      { en: 'Help planning the order of your stops', zh: '协助安排游览顺序' },
      { en: 'Help with navigation and parking', zh: '协助导航和停车' },
      { en: 'Pickup and drop-off anywhere in Dubai', zh: '迪拜市内任意地点接送' },
    ],
    excluded: [
      { en: 'Attraction tickets and abra fares', zh: '景点门票及阿布拉船费' },
      { en: 'Meals and drinks', zh: '餐饮' },
      { en: 'Salik tolls and parking, charged at cost unless quoted as included', zh: 'Salik 路桥费和停车费，按实际收取（报价注明已含的除外）' },
      { en: 'Extra hours and trips into other emirates', zh: '超时费用及前往其他酋长国的附加费' },
      { en: 'A licensed tour guide', zh: '持证导游' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
    ],
    pickup: {
      en: 'Collected from any hotel or residence in Dubai at the time you choose, and dropped anywhere within Dubai when the 10 hours end.',
      zh: '在迪拜任意酒店或住所按您选定的时间上车，10小时结束时可在迪拜市内任意地点下车。',
    },
    suits: {
      en: 'Families and small groups of up to 10 who want one vehicle for a long sightseeing or shopping day on their own plan. For Abu Dhabi choose the Dubai → Abu Dhabi day; for a guided route with a licensed walking guide in Old Dubai, a city tour fits better.',
      zh: '适合最多10人的家庭和小团体，想按自己的计划用一辆车玩一整天或购物一整天。去阿布扎比请选迪拜—阿布扎比一日包车；想在老城有持证导游带着步行讲解，城市一日游线路更合适。',
    },
    cancellation: 'strict',
    notes: [
      {
        en: 'The times in the plan are only an example: you set the start time and the order of the stops.',
        zh: '行程中的时间仅为示例，出发时间和游览顺序都由您决定。',
      },
      licensedGuide,
      {
        en: 'As a private full-day service it follows the 48-hour cancellation terms: free 48 hours or more ahead, 50 % at 24–48 hours, 100 % under 24 hours or for a no-show.',
        zh: '全日包车适用48小时取消条款：提前48小时以上取消免费，24–48小时内收取50%，不足24小时或未到场收取100%。',
      },
      nightSurcharge,
      noEating,
      whatsappReconfirm,
    ],
  },
  {
    id: 'transfer-abu-dhabi',
    category: 'transfers',
    detailPage: 'transfers-long',
    title: { en: 'Dubai → Abu Dhabi Day with Driver (10 Hours)', zh: '迪拜—阿布扎比一日包车（10小时）' },
    subtitle: carWithDriver,
    tour: {
      en: 'Same-day round trip: Sheikh Zayed Grand Mosque, the Corniche, Emirates Palace, plus Louvre Abu Dhabi, Qasr Al Watan or Yas Island if you wish',
      zh: '当日往返：谢赫扎耶德大清真寺、滨海大道、酋长皇宫酒店，可选阿布扎比卢浮宫、总统府或亚斯岛',
    },
    duration: {
      en: '10 hours from Dubai pickup to Dubai drop-off; 90–120 minutes’ drive each way',
      zh: '迪拜接、迪拜送，共10小时；单程车程90–120分钟',
    },
    durationMinutes: 600,
    pricing: {
      unit: 'per-vehicle',
      columns: suvVanColumns,
      rows: [
        {
          label: { en: 'Dubai → Abu Dhabi and back, same day, 10 hours', zh: '迪拜—阿布扎比当日往返，10小时' },
          aed: [610, 650],
        },
      ],
      notes: [
        {
          en: 'Extra hours after 10, if the car is free, typically AED 100–200 per hour',
          zh: '超过10小时如车辆档期允许，可延时，通常每小时 AED 100–200',
        },
        {
          en: 'One-way trips or finishing in Abu Dhabi quoted on request',
          zh: '单程或在阿布扎比结束行程，可另行报价',
        },
      ],
    },
    image: {
      src: '/art/card-abu-dhabi-transfer.svg',
      alt: {
        en: 'A road leading towards a skyline of white mosque domes',
        zh: '一条公路通向远处白色清真寺穹顶的天际线',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'See the capital in a day without joining a coach: your own SUV or van and driver collect you in Dubai and bring you back the same evening. The first stop is Sheikh Zayed Grand Mosque, its white marble courtyards best seen in the morning, followed by a drive along the Corniche past Etihad Towers and Emirates Palace. After lunch, pick what interests you most, whether Louvre Abu Dhabi, the Qasr Al Watan palace, the Heritage Village or the Yas Island area. It is about 90–120 minutes each way, so the day has a relaxed pace within the 10 hours.',
      zh: '不用跟大巴团，也能一天玩转阿联酋首都：私享 SUV 或商务车和司机在迪拜接您，当晚送回。第一站谢赫扎耶德大清真寺，白色大理石庭院上午最出片；随后沿滨海大道，经过阿提哈德塔和酋长皇宫酒店。午饭后按兴趣选一处：阿布扎比卢浮宫、总统府、遗产村或亚斯岛一带。单程约90–120分钟，10小时内节奏从容。',
    },
    itinerary: [
      {
        time: '08:00',
        text: {
          en: 'Pickup at your Dubai hotel or residence (this sample plan starts at 08:00).',
          zh: '在迪拜酒店或住所接您（本示例08:00出发）。',
        },
      },
      {
        time: '08:00–09:45',
        text: {
          en: 'Drive south along the coast to Abu Dhabi.',
          zh: '沿海岸一路南下前往阿布扎比。',
        },
      },
      {
        time: '10:00–11:30',
        text: {
          en: 'Sheikh Zayed Grand Mosque: free entry after a security check; the dress code is enforced.',
          zh: '谢赫扎耶德大清真寺：免费参观，需过安检，着装要求严格执行。',
        },
      },
      {
        time: '11:45–12:45',
        text: {
          en: 'Corniche drive with photo stops at Etihad Towers and Emirates Palace (exteriors).',
          zh: '沿滨海大道兜风，在阿提哈德塔和酋长皇宫酒店外拍照。',
        },
      },
      {
        time: '13:00–14:00',
        text: {
          en: 'Lunch where you like, at your own cost.',
          zh: '午餐自选，费用自理。',
        },
      },
      {
        time: '14:00–16:00',
        text: {
          en: 'Your choice: Louvre Abu Dhabi, Qasr Al Watan, the Heritage Village or the Yas Island and Ferrari World area (tickets at your own cost).',
          zh: '自选一处：阿布扎比卢浮宫、总统府、遗产村，或亚斯岛法拉利世界一带（门票自理）。',
        },
      },
      {
        time: '16:15–18:00',
        text: {
          en: 'Drive back to Dubai.',
          zh: '返回迪拜。',
        },
      },
      {
        time: '18:00',
        text: {
          en: 'Drop-off at your Dubai hotel or residence.',
          zh: '送回迪拜酒店或住所。',
        },
      },
    ],
    included: [
      { en: 'Private SUV or van with an English-speaking driver for about 10 hours', zh: '约10小时私享 SUV 或商务车，配英语司机' },
      { en: 'Pickup and same-day drop-off within Dubai’s urban area', zh: '迪拜市区内上车、当日送回' },
      { en: 'Fuel for the day-trip distance', zh: '往返一日游里程的燃油费' },
      { en: 'Help choosing and ordering the afternoon visit', zh: '协助挑选并安排下午的参观点' },
    ],
    excluded: [
      { en: 'Entry tickets and guided tours (the Grand Mosque itself is free)', zh: '门票及讲解服务（大清真寺免费参观）' },
      { en: 'Meals and drinks', zh: '餐饮' },
      { en: 'Salik and Abu Dhabi road tolls and parking, unless quoted as included', zh: 'Salik 路桥费、阿布扎比路桥费及停车费（报价注明已含的除外）' },
      { en: 'Extra hours after 10', zh: '超过10小时的费用' },
      { en: 'A licensed tour guide', zh: '持证导游' },
      { en: 'Tips and personal expenses', zh: '小费及个人消费' },
    ],
    pickup: {
      en: 'Collected from your hotel or residence in Dubai’s urban area and brought back there the same day. A one-way trip or a finish in Abu Dhabi can be arranged at a different price, as the car returns empty.',
      zh: '在迪拜市区的酒店或住所上车，当天送回原处。如需单程或在阿布扎比结束，可另行安排，因车辆需空车返回，价格不同。',
    },
    suits: {
      en: 'Couples, families and small groups who want the Grand Mosque and the capital’s sights on their own schedule. If you would like a set programme with the mosque and the Louvre already planned, look at the Abu Dhabi city tours; for a multi-day stay, the 5- and 6-night packages include an Abu Dhabi day.',
      zh: '适合想按自己节奏参观大清真寺和首都景点的情侣、家庭和小团体。想要已排好大清真寺和卢浮宫的固定行程，可看阿布扎比城市一日游线路；如果多住几天，5晚和6晚套餐都含阿布扎比一日游。',
    },
    cancellation: 'strict',
    notes: [
      {
        en: 'Grand Mosque dress code: arms and legs covered for everyone, and a headscarf for women; the rules can change without notice.',
        zh: '大清真寺着装要求：所有人须遮盖手臂和腿部，女士须戴头巾；规定可能随时调整。',
      },
      {
        en: 'Friday visiting hours at the mosque are limited, prayer times and public holidays can change opening hours, and Louvre Abu Dhabi usually closes on Mondays; we plan the order around them.',
        zh: '大清真寺周五开放时间有限，礼拜时间和公共假期也可能影响开放；阿布扎比卢浮宫通常周一闭馆，我们会据此安排顺序。',
      },
      {
        en: 'Trips to Abu Dhabi follow the 48-hour cancellation terms: free 48 hours or more ahead, 50 % at 24–48 hours, 100 % under 24 hours or for a no-show.',
        zh: '前往阿布扎比的行程适用48小时取消条款：提前48小时以上取消免费，24–48小时内收取50%，不足24小时或未到场收取100%。',
      },
      licensedGuide,
      whatsappReconfirm,
    ],
  },
]

export const transferDetails: DetailPageInput[] = [
  {
    id: 'transfers-short',
    title: { en: 'Airport and Point-to-Point Transfers', zh: '机场接送与市内点对点接送' },
    summary: {
      en: 'Private DXB and AUH airport transfers and return trips across Dubai, with flight tracking and 60 minutes’ free waiting at the airport.',
      zh: '迪拜国际机场（DXB）、阿布扎比国际机场（AUH）专车接送及迪拜市内往返接送，航班实时跟踪，机场免费等候60分钟。',
    },
    banner: transfersBanner,
    productIds: ['transfer-airport', 'transfer-point-to-point'],
    blocks: [
      {
        title: { en: 'Waiting time', zh: '等候时间' },
        bullets: [
          {
            en: 'Airport pickups: 60 minutes free, counted from your flight’s actual landing time.',
            zh: '机场接机：自航班实际落地起免费等候60分钟。',
          },
          {
            en: 'Hotel or private address: 15 minutes free from the agreed pickup time.',
            zh: '酒店或私人住址：自约定时间起免费等候15分钟。',
          },
          {
            en: 'Beyond that, waiting is billed in 30- or 60-minute blocks.',
            zh: '超出部分按30或60分钟计费。',
          },
          {
            en: 'If you are running late, message us: a late arrival at pickup without notice may count as a no-show.',
            zh: '如会迟到，请及时告知；未提前通知的迟到可能按未到场处理。',
          },
        ],
      },
      {
        title: { en: 'Tolls, surcharges and extras', zh: '路桥费、附加费及其他费用' },
        bullets: [
          {
            en: 'Airport fares include fuel and Salik tolls inside Dubai. On other trips, Salik and parking are charged at cost unless your quote includes them; journeys between emirates usually pass more tolls.',
            zh: '机场接送费用已含迪拜境内燃油费和 Salik 路桥费。其他行程的 Salik 路桥费和停车费按实际收取，报价已含的除外；跨酋长国行程通常路桥费更多。',
          },
          nightSurcharge,
          {
            en: 'Extra stops, detours and extra pickup points are possible at an extra charge, confirmed before the trip.',
            zh: '中途加站、绕行或增加接人地点均可安排，费用出发前确认。',
          },
        ],
      },
      {
        title: { en: 'In the vehicle', zh: '乘车须知' },
        bullets: [
          {
            en: 'Child seats are free on request while stock lasts; book them ahead and tell us each child’s age.',
            zh: '儿童安全座椅可免费预留（数量有限），请提前预订并告知每位儿童的年龄。',
          },
          {
            en: 'Tell us how many bags you have and flag oversize items such as golf bags, bicycles or large strollers, as they decide the vehicle.',
            zh: '请告知行李件数，高尔夫球包、自行车、大号婴儿车等大件物品请提前说明，以便安排合适车型。',
          },
          noEating,
          {
            en: 'All vehicles and drivers are RTA-licensed and commercially insured; we still recommend personal travel insurance.',
            zh: '所有车辆和司机均持 RTA 牌照并购买了商业保险；仍建议您自行购买旅行保险。',
          },
        ],
      },
      {
        title: { en: 'How booking works', zh: '预订流程' },
        paragraphs: [
          {
            en: 'Add the transfer to your WonderCart with your flight or pickup details and send the enquiry. We reply by e-mail within 3 business days, and our WhatsApp concierge answers from 08:00 to 22:00.',
            zh: '将接送服务加入万德购物车，填写航班或上车信息后提交咨询。我们会在3个工作日内邮件回复，WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间）。',
          },
          {
            en: 'Cancel free of charge 24 hours or more before pickup; 50 % is charged between 12 and 24 hours and 100 % under 12 hours or for a no-show. Trips to or from Abu Dhabi follow the 48-hour terms.',
            zh: '接送前24小时以上取消免费；12–24小时内取消收取50%；不足12小时或未到场收取100%。往返阿布扎比的行程适用48小时条款。',
          },
        ],
      },
    ],
  },
  {
    id: 'transfers-long',
    title: { en: 'Chauffeur Hire: Half Day, Full Day and Abu Dhabi', zh: '包车（含司机）：半日、全日及阿布扎比一日游' },
    summary: {
      en: 'Hire a private SUV or van with an English-speaking driver for 5 or 10 hours in Dubai, or a 10-hour day trip to Abu Dhabi, from {{price:transfer-half-day}}.',
      zh: '私享 SUV 或商务车配英语司机，迪拜市内5小时或10小时包车，或10小时阿布扎比一日往返，每车 {{price:transfer-half-day}} 起。',
    },
    banner: transfersBanner,
    productIds: ['transfer-half-day', 'transfer-full-day', 'transfer-abu-dhabi'],
    blocks: [
      {
        title: { en: 'Planning your day', zh: '规划行程' },
        paragraphs: [
          {
            en: 'You set the start time and the stops; the driver knows the roads and parking and will suggest a sensible order. Keep the outdoor sights for the morning and late afternoon and spend the midday heat indoors in museums, observatories or malls.',
            zh: '出发时间和目的地由您决定，司机熟悉路况和停车点，会帮您排出合理的顺序。户外景点尽量安排在上午和傍晚，正午最热时可以去博物馆、观景台或商场。',
          },
        ],
        bullets: [
          {
            en: 'Half day: 5 hours and about 100 km, enough for most routes inside Dubai.',
            zh: '半日包车：5小时，含约100公里，迪拜市内大多数路线够用。',
          },
          {
            en: 'Full day: 10 hours across Dubai; other emirates carry a supplement.',
            zh: '全日包车：迪拜全城10小时；前往其他酋长国需另付附加费。',
          },
          {
            en: 'Abu Dhabi: 10 hours door to door, with 90–120 minutes’ driving each way.',
            zh: '阿布扎比一日游：门到门10小时，单程车程90–120分钟。',
          },
          {
            en: 'Extra hours can be added on the day if the car is free, at the rate confirmed on the spot.',
            zh: '当天如需延时，车辆档期允许即可安排，费率现场确认。',
          },
        ],
      },
      {
        title: { en: 'Driver or guide?', zh: '司机还是导游？' },
        paragraphs: [
          {
            en: 'Your driver speaks English, handles the route, parking and timings and shares local tips, but is not a licensed tour guide. A licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
            zh: '司机讲英语，负责路线、停车和时间安排，沿途分享当地小贴士，但不是持证导游。如需持证导游（中文或英文），可提前预约，费用另计。',
          },
        ],
      },
      {
        title: { en: 'Visiting the Grand Mosque', zh: '参观大清真寺' },
        bullets: [
          {
            en: 'Cover arms and legs; women also need a headscarf. Skip tight or see-through clothing.',
            zh: '须遮盖手臂和腿部，女士还需戴头巾；请勿穿紧身或透视服装。',
          },
          {
            en: 'Expect a security check at the entrance, and allow for shorter hours on Fridays and around prayer times.',
            zh: '入口有安检；周五及礼拜时段开放时间会缩短，请预留时间。',
          },
          {
            en: 'Rules can change without notice; your driver will tell you the current ones on the day.',
            zh: '规定可能随时调整，当天司机会提醒您最新要求。',
          },
        ],
      },
      {
        title: { en: 'Booking and cancellation', zh: '预订与取消' },
        paragraphs: [
          {
            en: 'Send your enquiry from the WonderCart with your date, pickup address and rough plan. We reply by e-mail within 3 business days and reconfirm by WhatsApp 24 hours before the service.',
            zh: '在万德购物车提交咨询，注明日期、上车地址和大致计划。我们会在3个工作日内邮件回复，并在服务前24小时通过 WhatsApp 再次确认。',
          },
          {
            en: 'Half day: free cancellation 24 hours or more ahead, 50 % at 12–24 hours, 100 % under 12 hours or for a no-show. Full day and Abu Dhabi: free 48 hours or more ahead, 50 % at 24–48 hours, 100 % under 24 hours or for a no-show.',
            zh: '半日包车：提前24小时以上取消免费，12–24小时内收取50%，不足12小时或未到场收取100%。全日包车及阿布扎比一日游：提前48小时以上取消免费，24–48小时内收取50%，不足24小时或未到场收取100%。',
          },
        ],
      },
    ],
  },
]
