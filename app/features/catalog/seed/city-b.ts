/**
 * Seed data: the second half of the city tours (per car, 7-seater, up to 6 guests) and their detail
 * pages 'city-city78' (Theme Parks + Theme Parks Plus), 'city-city910' (Abu Dhabi Classic + Sharjah)
 * and 'city-city1112' (Ras Al Khaimah + Musandam).
 *
 * Facts: prices, overtime, cancellation tiers and the reschedule rule are the operator's binding
 * figures (checked by catalog-figures.test.ts); the shared city-tour inclusions, exclusions and rules
 * come from the operator's former site. These six tours are not on that site, so their
 * itineraries are built from well-known facts about the places. Theme Parks (AED 989) is the Yas Island
 * day in Abu Dhabi, which explains why it costs more than the Dubai-side Theme Parks Plus (AED 939), and
 * as a tour going to Abu Dhabi it takes the strict cancellation tier.
 */
import type { DetailPageInput, ProductInput } from '../catalog-schema'

const carWithDriver = { en: 'Car-With-Driver', zh: '含司机用车' }

const perCarColumns = [{ en: 'Per car (7-seater, up to 6 guests)', zh: '每车（7座车，最多6位客人）' }]

const overtimeNote = { en: 'Overtime AED 75 per hour', zh: '超时每小时 AED 75' }

const cityBanner = {
  src: '/art/banner-city.svg',
  alt: {
    en: 'Illustrated Dubai cityscape with landmark towers under a clear sky',
    zh: '迪拜城市风光插画：晴空下地标高楼林立',
  },
  width: 1600,
  height: 640,
}

const included = {
  pickup: {
    en: 'Pickup and drop-off at your hotel or residence in central Dubai',
    zh: '迪拜市区酒店或住所接送',
  },
  running: {
    en: 'Fuel, Salik road tolls and official parking',
    zh: '燃油费、Salik 路桥费及公共停车场停车费',
  },
  water: { en: 'Bottled water in the car', zh: '车上瓶装水' },
  insurance: { en: 'Public-liability insurance', zh: '公众责任险' },
  reconfirm: {
    en: 'WhatsApp reconfirmation 24 hours before the tour',
    zh: '出发前24小时通过 WhatsApp 再次确认',
  },
}

const excluded = {
  meals: { en: 'Meals and drinks, unless stated', zh: '餐饮（另有说明除外）' },
  guide: {
    en: 'A licensed tour guide (your English-speaking driver is not one); a licensed guide (English- or Chinese-speaking) can join on request at extra cost',
    zh: '持证导游服务（英语司机不是持证导游）；如需持证导游（中文或英文），可提前预约，费用另计',
  },
  tips: { en: 'Tips and personal expenses', zh: '小费及个人消费' },
  travelInsurance: { en: 'Travel insurance', zh: '旅行保险' },
  peak: {
    en: 'Supplements on public holidays and major event days, told before you confirm',
    zh: '公共假期及大型活动日的附加费（确认前会提前告知）',
  },
}

const notes = {
  standardCancellation: {
    en: 'Free cancellation 24 hours or more before pickup; 50 % is charged at 12–24 hours, and 100 % under 12 hours or for a no-show.',
    zh: '出发前24小时以上免费取消；12–24小时内取消收取50%，不足12小时或未到场收取100%。',
  },
  strictCancellation: {
    en: 'This tour follows our 48-hour terms: free cancellation 48 hours or more before pickup; 50 % is charged at 24–48 hours, and 100 % under 24 hours or for a no-show.',
    zh: '本行程适用48小时取消政策：出发前48小时以上免费取消；24–48小时内取消收取50%，不足24小时或未到场收取100%。',
  },
  reschedule: {
    en: 'One free reschedule when you ask at least 24 hours before pickup, subject to availability.',
    zh: '出发前24小时以上提出，可免费改期一次，视空位而定。',
  },
  childSeats: {
    en: 'Child seats are required by law and each child needs a seat of their own: tell us the ages of your children when you book.',
    zh: '按阿联酋法律，儿童须使用安全座椅，且每名儿童单独占一个座位，预订时请告知孩子年龄。',
  },
}

export const cityProductsB: ProductInput[] = [
  {
    id: 'city-theme-parks',
    category: 'city',
    detailPage: 'city-city78',
    title: { en: 'Theme Parks Day: Yas Island', zh: '阿布扎比亚斯岛主题乐园一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Dubai → Yas Island, Abu Dhabi: Ferrari World, Warner Bros. World, Yas Waterworld or SeaWorld, your choice',
      zh: '迪拜 → 阿布扎比亚斯岛：法拉利世界、华纳兄弟世界、亚斯水上乐园或阿布扎比海洋世界，任您挑选',
    },
    duration: { en: 'About 11 hours (08:30–19:30)', zh: '约11小时（08:30–19:30）' },
    durationMinutes: 660,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '08:30–19:30 (about 11 hours)', zh: '08:30–19:30，约11小时' }, aed: [989] }],
      notes: [overtimeNote, { en: 'Park tickets not included', zh: '价格不含乐园门票' }],
    },
    image: {
      src: '/art/card-theme-parks.svg',
      alt: {
        en: 'Roller coaster track looping above a theme park on Yas Island in the afternoon sun',
        zh: '午后阳光下，亚斯岛主题乐园上空蜿蜒的过山车轨道',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "Spend a whole day at the big parks on Abu Dhabi's Yas Island without coaches, taxis or timetables. Your driver collects you in Dubai, handles the 90–120 minute motorway drive each way and stays on call while you ride. Stick to one park, or visit two on a multi-park ticket: Ferrari World, Warner Bros. World, Yas Waterworld and SeaWorld Abu Dhabi are a short drive apart, and the car moves you between them. It costs a little more than our Dubai two-park day because of the long round trip to Abu Dhabi.",
      zh: '不用挤大巴，也不必反复叫车，就能在阿布扎比亚斯岛的大型乐园玩上一整天。司机在迪拜接您，单程约90–120分钟的高速路程全由他负责，您入园游玩时车辆随时待命。可以专心玩一个乐园，也可凭多园联票一天玩两个：法拉利世界、华纳兄弟世界、亚斯水上乐园和阿布扎比海洋世界彼此车程很短，转场由司机接送。由于要往返阿布扎比，价格比迪拜双园畅玩一日游略高。',
    },
    itinerary: [
      {
        time: '08:30',
        text: {
          en: 'Pickup from your hotel or residence in Dubai.',
          zh: '在迪拜酒店或住所接您出发。',
        },
      },
      {
        time: '08:30–10:30',
        text: {
          en: 'Motorway drive to Yas Island, about 90–120 minutes depending on traffic and your pickup area.',
          zh: '沿高速前往亚斯岛，车程约90–120分钟，视路况和接送地点而定。',
        },
      },
      {
        time: '10:30',
        text: {
          en: 'Drop-off at the gate of your first park; the driver waits nearby and stays reachable by phone or WhatsApp.',
          zh: '抵达第一个乐园门口；司机在附近待命，可随时通过电话或 WhatsApp 联系。',
        },
      },
      {
        time: '10:30–17:30',
        text: {
          en: 'Rides, shows and lunch at your own pace (lunch at your own cost). With a two-park ticket, the driver takes you to the second park whenever you are ready.',
          zh: '自由畅玩，游乐项目、演出和午餐都按您的节奏安排（午餐自理）；如持两园联票，想转场时司机随时接送。',
        },
      },
      {
        time: '17:30–18:00',
        text: {
          en: 'Pickup at the park exit, with an optional short stop at Yas Bay Waterfront for coffee or sunset photos.',
          zh: '在乐园出口上车，可顺路在亚斯湾海滨稍作停留，喝杯咖啡或拍拍日落。',
        },
      },
      {
        time: '18:00–19:30',
        text: {
          en: 'Drive back to Dubai and drop-off at your hotel or residence.',
          zh: '驱车返回迪拜，送您回到酒店或住所。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater vehicle with an English-speaking driver for about 11 hours',
        zh: '7座私家车及英语司机，全程约11小时',
      },
      included.pickup,
      {
        en: 'Driver on call near the parks, with transfers between Yas Island parks',
        zh: '司机在乐园附近待命，亚斯岛各乐园之间转场接送',
      },
      included.running,
      included.water,
      included.insurance,
      included.reconfirm,
    ],
    excluded: [
      {
        en: 'Theme park tickets (we can advise on single-park and multi-park options)',
        zh: '乐园门票（可为您参谋单园票或多园联票）',
      },
      { en: 'Meals, snacks and drinks in the parks', zh: '园内餐饮及零食' },
      {
        en: 'Paid extras inside the parks, such as fast-track passes, lockers and photos',
        zh: '园内快速通道、储物柜、照片等付费项目',
      },
      excluded.guide,
      excluded.tips,
      excluded.travelInsurance,
    ],
    pickup: {
      en: 'Pickup at 08:30 from your hotel or residence in central Dubai, drop-off at the same place around 19:30. Pickups from Jebel Ali, around Al Maktoum Airport (DWC) or near the Sharjah border carry a small surcharge; a later start can be arranged on request.',
      zh: '08:30在迪拜市区酒店或住所接您，约19:30送回原处。杰贝阿里、阿勒马克图姆国际机场（DWC）一带或靠近沙迦边界的地点接送需加收少量费用；如想晚些出发，可提前告知。',
    },
    suits: {
      en: 'Families with older children, teenagers and thrill-seekers who want a full park day in Abu Dhabi with door-to-door comfort. If you would rather skip the long drive, or travel with very young children, the Dubai two-park day (Theme Parks Plus) keeps you closer to your hotel.',
      zh: '适合带大孩子的家庭、青少年和刺激项目爱好者：想在阿布扎比痛快玩一整天，又希望门到门省心。如果不想长途往返，或孩子年纪还小，更推荐离酒店更近的迪拜双园畅玩一日游。',
    },
    cancellation: 'strict',
    notes: [
      notes.strictCancellation,
      notes.reschedule,
      {
        en: 'Each park sets its own height, age and health limits for rides; check them before you buy tickets.',
        zh: '各乐园的游乐项目有各自的身高、年龄和健康限制，购票前请先查看。',
      },
      {
        en: 'Ferrari World and Warner Bros. World are mostly indoors, a good choice in the hot months; for Yas Waterworld bring swimwear, sun cream and a change of clothes.',
        zh: '法拉利世界和华纳兄弟世界以室内项目为主，炎热月份也很适合；去亚斯水上乐园请带好泳衣、防晒霜和替换衣物。',
      },
      notes.childSeats,
    ],
  },
  {
    id: 'city-theme-parks-plus',
    category: 'city',
    detailPage: 'city-city78',
    title: { en: 'Theme Parks Plus: Dubai Two-Park Day', zh: '迪拜双园畅玩一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Dubai: a daytime park plus an evening attraction, e.g. LEGOLAND Dubai, then Global Village',
      zh: '迪拜：白天玩一个乐园，傍晚再去一处人气景点，例如先去乐高乐园，再逛环球村',
    },
    duration: { en: 'About 10 hours (10:00–20:00)', zh: '约10小时（10:00–20:00）' },
    durationMinutes: 600,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '10:00–20:00 (about 10 hours)', zh: '10:00–20:00，约10小时' }, aed: [939] }],
      notes: [overtimeNote, { en: 'Park tickets not included', zh: '价格不含乐园门票' }],
    },
    image: {
      src: '/art/card-theme-parks-plus.svg',
      alt: {
        en: 'A family walking between colourful theme park rides in Dubai, with festive evening lights ahead',
        zh: '一家人漫步在迪拜缤纷的游乐设施之间，前方亮起节日般的夜灯',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "Two of Dubai's favourite attractions in one day, with a private car taking you from the first to the second. Spend the daytime at the park of your choice: LEGOLAND Dubai, MOTIONGATE or Real Madrid World at Dubai Parks and Resorts, IMG Worlds of Adventure, or Aquaventure at Atlantis The Palm. Then head to an evening favourite such as Global Village, with its world pavilions, street food and shows. Everything stays in Dubai, so there is less time on the road and the price is lower than our Yas Island day.",
      zh: '一天玩转迪拜两处热门景点，中途转场有专车接送。白天任选一个乐园：迪拜公园与度假村里的乐高乐园、MOTIONGATE 迪拜、皇家马德里主题乐园、IMG 冒险世界或亚特兰蒂斯水世界；傍晚再去环球村等夜间人气景点，逛各国展馆、尝街头小吃、看演出。全程不出迪拜，路上花的时间少，价格也比阿布扎比亚斯岛主题乐园一日游更实惠。',
    },
    itinerary: [
      {
        time: '10:00',
        text: {
          en: 'Pickup from your hotel or residence in Dubai.',
          zh: '在迪拜酒店或住所接您出发。',
        },
      },
      {
        time: '10:45',
        text: {
          en: 'Arrival at your daytime park; the drive from central Dubai takes about 15–45 minutes depending on the park.',
          zh: '抵达白天游玩的乐园；从迪拜市区出发，车程约15–45分钟，视乐园位置而定。',
        },
      },
      {
        time: '10:45–16:00',
        text: {
          en: 'Rides, shows and lunch at your own pace (lunch at your own cost) while the driver waits on call nearby.',
          zh: '自由畅玩，午餐自理；司机在附近待命，随叫随到。',
        },
      },
      {
        time: '16:00–16:45',
        text: {
          en: 'Transfer to your second stop, with a rest in the air-conditioned car on the way.',
          zh: '转场前往第二站，路上在空调车里好好歇一歇。',
        },
      },
      {
        time: '16:45–19:30',
        text: {
          en: 'Evening at Global Village (seasonal, usually autumn to spring), or an indoor choice such as IMG Worlds of Adventure or Ski Dubai in the hot months.',
          zh: '傍晚逛环球村（季节性开放，通常为秋季至次年春季）；炎热月份可改去 IMG 冒险世界或迪拜室内滑雪场等室内景点。',
        },
      },
      {
        time: '19:30–20:00',
        text: {
          en: 'Drive back and drop-off at your hotel or residence.',
          zh: '返程，送您回到酒店或住所。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater vehicle with an English-speaking driver for about 10 hours',
        zh: '7座私家车及英语司机，全程约10小时',
      },
      included.pickup,
      {
        en: 'Transfer between your two chosen attractions, with the driver on call all day',
        zh: '两处景点之间的转场接送，司机全天待命',
      },
      included.running,
      included.water,
      included.insurance,
      included.reconfirm,
    ],
    excluded: [
      {
        en: 'Park and attraction tickets (we can advise on combinations that work well in one day)',
        zh: '乐园及景点门票（可为您参谋适合一天搭配的组合）',
      },
      { en: 'Meals, snacks and drinks', zh: '餐饮及零食' },
      {
        en: 'Paid extras inside the parks, such as fast-track passes, lockers and photos',
        zh: '园内快速通道、储物柜、照片等付费项目',
      },
      excluded.guide,
      excluded.tips,
      excluded.travelInsurance,
    ],
    pickup: {
      en: 'Pickup at 10:00 from your hotel or residence in central Dubai, drop-off at the same place around 20:00. Pickups from Jebel Ali, around Al Maktoum Airport (DWC) or near the Sharjah border carry a small surcharge; other start times on request.',
      zh: '10:00在迪拜市区酒店或住所接您，约20:00送回原处。杰贝阿里、阿勒马克图姆国际机场（DWC）一带或靠近沙迦边界的地点接送需加收少量费用；如需其他出发时间，可提前告知。',
    },
    suits: {
      en: 'Families with children of any age and groups of friends who want two different experiences in one day without long drives. If your heart is set on Ferrari World or Yas Waterworld, choose the Yas Island Theme Parks Day instead.',
      zh: '适合带各年龄段孩子的家庭和结伴出游的朋友：一天体验两种玩法，又不用长途奔波。如果一心想去法拉利世界或亚斯水上乐园，请选择阿布扎比亚斯岛主题乐园一日游。',
    },
    cancellation: 'standard',
    notes: [
      notes.standardCancellation,
      notes.reschedule,
      {
        en: 'Global Village is seasonal and opens in the late afternoon; in summer we suggest an indoor evening stop instead.',
        zh: '环球村为季节性开放，且下午较晚才开园；夏季建议傍晚改去室内景点。',
      },
      {
        en: 'Each park sets its own height, age and health limits for rides; check them before you buy tickets.',
        zh: '各乐园的游乐项目有各自的身高、年龄和健康限制，购票前请先查看。',
      },
      {
        en: 'For water parks bring swimwear, a towel, sun cream and a change of clothes.',
        zh: '去水上乐园请带好泳衣、毛巾、防晒霜和替换衣物。',
      },
      notes.childSeats,
    ],
  },
  {
    id: 'city-abu-dhabi-classic',
    category: 'city',
    detailPage: 'city-city910',
    title: { en: 'Abu Dhabi Classic', zh: '阿布扎比经典一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Abu Dhabi: Sheikh Zayed Grand Mosque, Qasr Al Watan, the Corniche, Emirates Palace and Qasr Al Hosn',
      zh: '阿布扎比：谢赫扎耶德大清真寺、总统府、滨海大道、酋长皇宫酒店和阿尔荷森宫',
    },
    duration: { en: 'About 9 hours (09:00–18:00)', zh: '约9小时（09:00–18:00）' },
    durationMinutes: 540,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '09:00–18:00 (about 9 hours)', zh: '09:00–18:00，约9小时' }, aed: [525] }],
      notes: [overtimeNote],
    },
    image: {
      src: '/art/card-abu-dhabi-classic.svg',
      alt: {
        en: 'White domes and minarets of the Sheikh Zayed Grand Mosque reflected in a long pool',
        zh: '谢赫扎耶德大清真寺洁白的圆顶和宣礼塔倒映在长长的水池中',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "An unhurried first look at the UAE capital, with all the driving done for you. The day centres on the Sheikh Zayed Grand Mosque, whose white domes, marble courtyards and vast prayer hall are free to visit. From there you continue to the presidential palace Qasr Al Watan, the Emirates Palace and Etihad Towers area, and along the Corniche to Qasr Al Hosn, the city's oldest stone building. It is shorter and simpler than our Abu Dhabi Culture Day, which leaves time for the Louvre Abu Dhabi and Yas Island.",
      zh: '节奏从容地初游阿联酋首都，全程专车接送。重头戏是谢赫扎耶德大清真寺：洁白的圆顶、大理石庭院和宏伟的礼拜大厅均可免费参观。随后前往总统府、酋长皇宫酒店与阿提哈德塔一带，再沿滨海大道去看阿布扎比最古老的石砌建筑阿尔荷森宫。与阿布扎比文化一日游相比，这条线更精简、用时更短；后者还会安排阿布扎比卢浮宫和亚斯岛。',
    },
    itinerary: [
      {
        time: '09:00',
        text: {
          en: 'Pickup in Dubai and motorway drive to Abu Dhabi, about 90–120 minutes.',
          zh: '迪拜接您出发，走高速前往阿布扎比，车程约90–120分钟。',
        },
      },
      {
        time: '10:45–12:15',
        text: {
          en: 'Sheikh Zayed Grand Mosque: security check, then the courtyards and the prayer hall with its huge hand-knotted carpet and crystal chandeliers (free entry, dress code applies).',
          zh: '谢赫扎耶德大清真寺：安检后参观庭院和礼拜大厅，欣赏巨幅手工地毯与水晶吊灯（免费参观，须遵守着装要求）。',
        },
      },
      {
        time: '12:30–13:30',
        text: {
          en: 'Qasr Al Watan: photos of the palace and its gardens from outside, or a visit inside with a ticket at your own cost.',
          zh: '总统府：在外观和花园拍照，也可自费购票入内参观。',
        },
      },
      {
        time: '13:30–14:30',
        text: {
          en: 'Lunch at your own choice and cost, for example at a Corniche café or a shopping mall.',
          zh: '午餐自选自理，可在滨海大道的咖啡馆或商场用餐。',
        },
      },
      {
        time: '14:30–15:15',
        text: {
          en: 'Emirates Palace and Etihad Towers: photo stops at the palace gates and below the towers.',
          zh: '酋长皇宫酒店与阿提哈德塔：在皇宫大门前和塔楼下停车拍照。',
        },
      },
      {
        time: '15:15–16:15',
        text: {
          en: 'Drive along the Corniche and stop at Qasr Al Hosn, the old fort at the heart of the city (entry ticket optional, at your own cost).',
          zh: '沿滨海大道兜风，前往市中心的古堡阿尔荷森宫（如需入内，门票自理）。',
        },
      },
      {
        time: '16:15–18:00',
        text: {
          en: 'Drive back to Dubai and drop-off at your hotel or residence.',
          zh: '驱车返回迪拜，送您回到酒店或住所。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater vehicle with an English-speaking driver for about 9 hours',
        zh: '7座私家车及英语司机，全程约9小时',
      },
      included.pickup,
      {
        en: 'Help booking the free Grand Mosque visit slot where registration is required',
        zh: '如大清真寺需预约参观时段，协助办理免费预约',
      },
      included.running,
      included.water,
      included.insurance,
      included.reconfirm,
    ],
    excluded: [
      {
        en: 'Tickets for Qasr Al Watan, Qasr Al Hosn and other paid sites',
        zh: '总统府、阿尔荷森宫等收费景点门票',
      },
      excluded.meals,
      excluded.guide,
      excluded.peak,
      excluded.tips,
      excluded.travelInsurance,
    ],
    pickup: {
      en: 'Pickup at 09:00 from your hotel or residence in central Dubai, drop-off at the same place around 18:00. Pickups from Jebel Ali, around Al Maktoum Airport (DWC) or near the Sharjah border carry a small surcharge.',
      zh: '09:00在迪拜市区酒店或住所接您，约18:00送回原处。杰贝阿里、阿勒马克图姆国际机场（DWC）一带或靠近沙迦边界的地点接送需加收少量费用。',
    },
    suits: {
      en: "First-time visitors, couples, families and seniors who want Abu Dhabi's landmarks in one relaxed day. If art and museums are high on your list, choose the Abu Dhabi Culture Day, which makes room for the Louvre Abu Dhabi.",
      zh: '适合初次到访的游客、情侣、家庭和长者，一天轻松看遍阿布扎比地标。如果您更想逛美术馆和博物馆，建议选择安排了阿布扎比卢浮宫的阿布扎比文化一日游。',
    },
    cancellation: 'strict',
    notes: [
      notes.strictCancellation,
      notes.reschedule,
      {
        en: 'Mosque dress code: women cover their hair, arms and legs with loose, non-transparent clothing; men wear long trousers; no shorts or sleeveless tops. The rules can change without notice.',
        zh: '清真寺着装要求：女士须戴头巾，衣着宽松不透，遮住手臂和腿部；男士须穿长裤；不可穿短裤或无袖上衣。相关规定可能随时调整，恕不另行通知。',
      },
      {
        en: 'On Fridays the mosque opens to visitors only in the afternoon, so Friday tours run in a different order; prayer times, events and Ramadan can also change opening hours.',
        zh: '周五清真寺仅在下午对游客开放，周五出行会调整游览顺序；礼拜时间、大型活动和斋月也可能影响开放时间。',
      },
      notes.childSeats,
    ],
  },
  {
    id: 'city-sharjah',
    category: 'city',
    detailPage: 'city-city910',
    title: { en: 'Sharjah Heritage and Museums', zh: '沙迦人文博物馆之旅' },
    subtitle: carWithDriver,
    tour: {
      en: 'Sharjah: Al Noor Mosque, Museum of Islamic Civilization, the Heart of Sharjah heritage area and the Blue Souk',
      zh: '沙迦：努尔清真寺、伊斯兰文明博物馆、沙迦之心历史街区和蓝色市场',
    },
    duration: { en: 'About 6 hours (09:00–15:00)', zh: '约6小时（09:00–15:00）' },
    durationMinutes: 360,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '09:00–15:00 (about 6 hours)', zh: '09:00–15:00，约6小时' }, aed: [489] }],
      notes: [overtimeNote],
    },
    image: {
      src: '/art/card-sharjah.svg',
      alt: {
        en: 'The domes and slender minarets of Al Noor Mosque beside Khalid Lagoon in Sharjah',
        zh: '沙迦哈立德湖畔，努尔清真寺的圆顶与纤细的宣礼塔',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "Right next door to Dubai, Sharjah is known as the UAE's cultural capital, with restored old quarters, fine museums and a calmer pace. This private tour begins at the Al Noor Mosque on Khalid Lagoon and continues to the Sharjah Museum of Islamic Civilization. You then walk through the Heart of Sharjah, where coral-stone houses, Al Hisn Fort and the old Souk Al Arsah have been carefully restored. The day ends with shopping time at the tiled Central Souk, better known as the Blue Souk, before a short drive back.",
      zh: '沙迦与迪拜相邻，素有阿联酋文化之都的美誉：老城修复得古色古香，博物馆众多，生活节奏也更从容。行程从哈立德湖畔的努尔清真寺开始，接着参观沙迦伊斯兰文明博物馆。随后步行游览沙迦之心历史街区，珊瑚石老屋、沙迦堡和阿尔萨老市场都经过精心修复。最后在瓷砖装饰的中央市场（俗称蓝色市场）逛一逛，再短途返回迪拜。',
    },
    itinerary: [
      {
        time: '09:00',
        text: {
          en: 'Pickup in Dubai and drive to Sharjah, about 30–60 minutes depending on traffic.',
          zh: '迪拜接您出发前往沙迦，车程约30–60分钟，视路况而定。',
        },
      },
      {
        time: '09:45–10:15',
        text: {
          en: "Al Noor Mosque and the Khalid Lagoon waterfront: photos of the mosque's Ottoman-style domes and minarets; visits inside only on days when guided tours run.",
          zh: '努尔清真寺与哈立德湖畔：拍摄奥斯曼风格的圆顶和宣礼塔；仅在开放导览的日子可入内参观。',
        },
      },
      {
        time: '10:30–11:45',
        text: {
          en: 'Sharjah Museum of Islamic Civilization: science, faith and art of the Islamic world beneath a golden mosaic dome (ticket at your own cost).',
          zh: '沙迦伊斯兰文明博物馆：在金色马赛克穹顶下了解伊斯兰世界的科学、信仰与艺术（门票自理）。',
        },
      },
      {
        time: '11:45–13:00',
        text: {
          en: 'Heart of Sharjah walk: restored coral-stone houses, Al Hisn Fort and the covered lanes of Souk Al Arsah.',
          zh: '漫步沙迦之心：修复后的珊瑚石老屋、沙迦堡，以及阿尔萨老市场有顶棚的小巷。',
        },
      },
      {
        time: '13:00–14:00',
        text: {
          en: 'Lunch at your own choice and cost, for example Emirati dishes near the heritage area or at Al Majaz Waterfront.',
          zh: '午餐自选自理，可在历史街区附近或马贾兹滨水区品尝阿联酋风味。',
        },
      },
      {
        time: '14:00–14:30',
        text: {
          en: 'Central Souk (Blue Souk): carpets, gold, perfume and souvenirs.',
          zh: '中央市场（蓝色市场）：地毯、黄金、香水和各色纪念品。',
        },
      },
      {
        time: '14:30–15:00',
        text: {
          en: 'Drive back to Dubai and drop-off at your hotel or residence.',
          zh: '返回迪拜，送您回到酒店或住所。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater vehicle with an English-speaking driver for about 6 hours',
        zh: '7座私家车及英语司机，全程约6小时',
      },
      {
        en: 'Pickup and drop-off in central Dubai, or at your hotel if you stay in Sharjah',
        zh: '迪拜市区接送；如您住在沙迦，也可在沙迦酒店接送',
      },
      included.running,
      included.water,
      included.insurance,
      included.reconfirm,
    ],
    excluded: [
      {
        en: 'Museum and attraction tickets',
        zh: '博物馆及景点门票',
      },
      excluded.meals,
      excluded.guide,
      excluded.tips,
      excluded.travelInsurance,
    ],
    pickup: {
      en: 'Pickup at 09:00 from your hotel or residence in central Dubai, drop-off at the same place around 15:00. Staying in Sharjah? We can collect you there instead; just send us the address.',
      zh: '09:00在迪拜市区酒店或住所接您，约15:00送回原处。如果您住在沙迦，也可直接在沙迦接您，告诉我们地址即可。',
    },
    suits: {
      en: 'Culture lovers, repeat visitors to Dubai and families who prefer museums and old streets to theme parks. It is a relaxed, half-day pace; guests looking for beaches, shopping malls or nightlife will enjoy our Dubai tours more.',
      zh: '适合热爱人文历史的游客、多次来迪拜的回头客，以及比起游乐园更爱博物馆和老街的家庭。行程节奏轻松，约为半天；想看海滩、逛商场或体验夜生活的客人，更适合选择迪拜市区线路。',
    },
    cancellation: 'standard',
    notes: [
      notes.standardCancellation,
      notes.reschedule,
      {
        en: 'Sharjah has strict public decency rules and is alcohol-free: cover shoulders and knees, and keep affection private.',
        zh: '沙迦对公共场合的着装和举止要求严格，且全境禁酒：请穿遮住肩膀和膝盖的衣服，避免当众亲密。',
      },
      {
        en: 'Most Sharjah museums are closed on Friday mornings and open in the late afternoon, so on Fridays we change the order or suggest another day.',
        zh: '沙迦多数博物馆周五上午闭馆、傍晚才开放，周五出行会调整顺序，或建议改在其他日子。',
      },
      notes.childSeats,
    ],
  },
  {
    id: 'city-rak',
    category: 'city',
    detailPage: 'city-city1112',
    title: { en: 'Ras Al Khaimah and Jebel Jais', zh: '拉斯海马与杰贝杰斯山一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Ras Al Khaimah: Al Jazirat Al Hamra old town, the Jebel Jais mountain road and Dhayah Fort',
      zh: '拉斯海马：哈姆拉岛古村、杰贝杰斯山盘山公路和达亚堡',
    },
    duration: { en: 'About 10 hours (08:00–18:00)', zh: '约10小时（08:00–18:00）' },
    durationMinutes: 600,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '08:00–18:00 (about 10 hours)', zh: '08:00–18:00，约10小时' }, aed: [895] }],
      notes: [overtimeNote],
    },
    image: {
      src: '/art/card-rak.svg',
      alt: {
        en: 'A winding road climbing the rocky Jebel Jais mountains above Ras Al Khaimah',
        zh: '拉斯海马上方，一条盘山公路蜿蜒爬上岩石嶙峋的杰贝杰斯山',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: "Trade the skyline for mountains, forts and a quieter coast in Ras Al Khaimah, about 90 minutes north of Dubai. You start in Al Jazirat Al Hamra, a former pearling town of coral-stone houses, then climb the long, winding road up Jebel Jais, the UAE's highest mountain, where the air is often up to 10 °C cooler than on the coast. Thrill-seekers can book Jais Flight, one of the world's longest ziplines, or the Jais Sky Tour; everyone else can enjoy the viewing deck and a lunch with a view. On the way back you climb to hilltop Dhayah Fort, which looks out over palm groves and the sea.",
      zh: '告别都市天际线，去迪拜以北约90分钟车程的拉斯海马看山、看古堡、看安静的海岸。第一站是哈姆拉岛古村，这座昔日的采珠小镇保留着成片珊瑚石老屋；随后沿蜿蜒的盘山公路登上阿联酋最高峰杰贝杰斯山，山上往往比海边凉快，温差可达10摄氏度左右。爱刺激的客人可以预约世界最长滑索之一杰贝杰斯飞索，或体验杰贝杰斯空中滑索之旅；其他人在观景台赏景、吃一顿山景午餐，同样惬意。返程途中登上山顶的达亚堡，俯瞰椰枣林与大海。',
    },
    itinerary: [
      {
        time: '08:00',
        text: {
          en: 'Pickup in Dubai and drive north to Ras Al Khaimah, about 90 minutes.',
          zh: '迪拜接您出发，北上拉斯海马，车程约90分钟。',
        },
      },
      {
        time: '09:30–10:15',
        text: {
          en: 'Al Jazirat Al Hamra: a walk through the coral-stone houses and narrow lanes of the old pearling town.',
          zh: '哈姆拉岛古村：漫步采珠古镇的珊瑚石老屋和狭窄小巷。',
        },
      },
      {
        time: '10:15–11:15',
        text: {
          en: 'Drive up the Jebel Jais mountain road, stopping at viewpoints along the way.',
          zh: '驱车登上杰贝杰斯山，沿途在观景点停车拍照。',
        },
      },
      {
        time: '11:15–14:15',
        text: {
          en: 'Time at the top: the viewing deck, an optional Jais Flight zipline or Jais Sky Tour (own cost, book ahead) and lunch at your own cost.',
          zh: '山顶自由活动：观景台赏景，可自费预约杰贝杰斯飞索或杰贝杰斯空中滑索之旅，午餐自理。',
        },
      },
      {
        time: '14:15–15:15',
        text: {
          en: 'Drive down the mountain and on to Dhayah Fort in the north of the emirate.',
          zh: '下山，前往拉斯海马北部的达亚堡。',
        },
      },
      {
        time: '15:15–16:00',
        text: {
          en: 'Dhayah Fort: climb the steps for views over palm groves, mountains and the sea.',
          zh: '达亚堡：拾级而上，远眺椰枣林、群山与大海。',
        },
      },
      {
        time: '16:00–18:00',
        text: {
          en: 'Drive back to Dubai and drop-off at your hotel or residence.',
          zh: '驱车返回迪拜，送您回到酒店或住所。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater vehicle with an English-speaking driver for about 10 hours',
        zh: '7座私家车及英语司机，全程约10小时',
      },
      included.pickup,
      included.running,
      included.water,
      included.insurance,
      included.reconfirm,
    ],
    excluded: [
      {
        en: 'Jais Flight, Jais Sky Tour and other activity tickets',
        zh: '杰贝杰斯飞索、杰贝杰斯空中滑索之旅等项目费用',
      },
      excluded.meals,
      excluded.guide,
      excluded.tips,
      excluded.travelInsurance,
    ],
    pickup: {
      en: 'Pickup at 08:00 from your hotel or residence in central Dubai, drop-off at the same place around 18:00. Pickups from Jebel Ali, around Al Maktoum Airport (DWC) or near the Sharjah border carry a small surcharge.',
      zh: '08:00在迪拜市区酒店或住所接您，约18:00送回原处。杰贝阿里、阿勒马克图姆国际机场（DWC）一带或靠近沙迦边界的地点接送需加收少量费用。',
    },
    suits: {
      en: 'Nature lovers, photographers, adventure seekers and families who have already seen Dubai and want mountain scenery. Guests prone to car sickness may find the long mountain road tiring; the Sharjah tour is a gentler day out.',
      zh: '适合热爱自然的游客、摄影爱好者、喜欢冒险的人，以及已经逛过迪拜、想看看山景的家庭。容易晕车的客人可能会觉得盘山路程较累，可考虑更轻松的沙迦人文博物馆之旅。',
    },
    cancellation: 'standard',
    notes: [
      notes.standardCancellation,
      notes.reschedule,
      {
        en: 'Jebel Jais is much cooler than the coast, especially from November to March: bring a warm layer.',
        zh: '杰贝杰斯山比海边凉快得多，11月至次年3月尤其明显，请带件保暖外套。',
      },
      {
        en: 'Jais Flight and the Jais Sky Tour have their own age, height and weight limits and often sell out at weekends, so book them early.',
        zh: '杰贝杰斯飞索和杰贝杰斯空中滑索之旅各有年龄、身高和体重限制，周末常常售罄，请尽早预订。',
      },
      {
        en: 'The mountain road can close in heavy rain or fog; we then swap in another stop, such as the beaches of Al Marjan Island.',
        zh: '遇大雨或浓雾，上山道路可能封闭，届时改去其他景点，例如马尔扬岛海滩。',
      },
      notes.childSeats,
    ],
  },
  {
    id: 'city-musandam',
    category: 'city',
    detailPage: 'city-city1112',
    title: { en: 'Musandam Fjords Day (Oman)', zh: '阿曼穆桑达姆峡湾一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Dubai → Ras Al Khaimah → Oman border → Khasab: a dhow cruise in the Musandam fjords',
      zh: '迪拜 → 拉斯海马 → 阿曼边境 → 海塞卜：乘传统独桅帆船游穆桑达姆峡湾',
    },
    duration: {
      en: 'About 12 hours (07:00–19:00); border queues can add time',
      zh: '约12小时（07:00–19:00），边境排队可能延长时间',
    },
    durationMinutes: 720,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '07:00–19:00 (about 12 hours)', zh: '07:00–19:00，约12小时' }, aed: [859] }],
      notes: [
        overtimeNote,
        {
          en: 'Dhow cruise tickets and border fees not included',
          zh: '价格不含独桅帆船游船票及过境费用',
        },
      ],
    },
    image: {
      src: '/art/card-musandam.svg',
      alt: {
        en: 'A wooden dhow sailing through a turquoise fjord between steep, bare mountains in Musandam',
        zh: '木制独桅帆船驶过穆桑达姆陡峭山峦间碧绿的峡湾',
      },
      width: 640,
      height: 420,
    },
    overview: {
      en: 'Cross into Oman for a day among the fjords of the Musandam Peninsula, where bare mountains drop straight into clear blue water. Your driver takes you from Dubai through Ras Al Khaimah to the border, helps with the formalities and follows the coast road to Khasab harbour. There you board a traditional dhow for a cruise through the inlets, with a good chance of seeing dolphins, a stop to swim or snorkel and a pass by Telegraph Island. It is a long day with two border crossings, so passports and paperwork need to be sorted before you go.',
      zh: '越境前往阿曼，游览穆桑达姆半岛的峡湾：光秃秃的山峦直插碧蓝海水，景色壮观。司机从迪拜出发，经拉斯海马抵达边境，协助您办理出入境手续，再沿海岸公路开往海塞卜港。在港口换乘传统独桅帆船游览峡湾，常能看到海豚，途中停船游泳或浮潜，还会经过电报岛。全天要两次过境，行程较长，护照和签证等手续务必提前办妥。',
    },
    itinerary: [
      {
        time: '07:00',
        text: {
          en: 'Pickup in Dubai and drive north through Ras Al Khaimah, about 2 hours.',
          zh: '迪拜接您出发，经拉斯海马一路北上，车程约2小时。',
        },
      },
      {
        time: '09:00–10:00',
        text: {
          en: 'Border crossing: UAE exit at Al Darah and Oman entry at Tibat, with passport checks and fees.',
          zh: '过境：在阿联酋达拉口岸出境，再从阿曼提巴特口岸入境，查验护照并缴纳相关费用。',
        },
      },
      {
        time: '10:00–10:45',
        text: {
          en: 'Coast road to Khasab, with photo stops above the bays.',
          zh: '沿海岸公路前往海塞卜，途中在海湾上方停车拍照。',
        },
      },
      {
        time: '10:45–14:30',
        text: {
          en: 'Dhow cruise in the fjords: dolphin watching, Telegraph Island and a swimming and snorkelling stop; most boats serve lunch on board, confirmed with your quote.',
          zh: '峡湾独桅帆船游：观赏海豚、途经电报岛，并停船游泳、浮潜；多数独桅帆船在船上提供午餐，具体以报价确认为准。',
        },
      },
      {
        time: '14:45–15:30',
        text: {
          en: 'Khasab town and Khasab Castle, a 17th-century fort with a small museum (ticket at your own cost).',
          zh: '海塞卜小镇与海塞卜城堡：这座17世纪古堡内设小型博物馆（门票自理）。',
        },
      },
      {
        time: '15:30–16:30',
        text: {
          en: 'Drive to the border and cross back into the UAE.',
          zh: '前往边境，办理手续返回阿联酋。',
        },
      },
      {
        time: '16:30–19:00',
        text: {
          en: 'Drive back to Dubai and drop-off at your hotel or residence.',
          zh: '驱车返回迪拜，送您回到酒店或住所。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater vehicle with an English-speaking driver for about 12 hours, Dubai to Khasab and back',
        zh: '7座私家车及英语司机，迪拜往返海塞卜，全程约12小时',
      },
      included.pickup,
      {
        en: "Border paperwork for the vehicle and the car's insurance in Oman",
        zh: '车辆过境手续及车辆在阿曼境内的保险',
      },
      {
        en: 'Help with border formalities and with booking your dhow cruise',
        zh: '协助办理过境手续，并代订峡湾独桅帆船游',
      },
      included.running,
      included.water,
      included.insurance,
      included.reconfirm,
    ],
    excluded: [
      {
        en: 'Dhow cruise tickets, shared or private boat, priced with your quote',
        zh: '独桅帆船游船票（拼船或包船均可，价格在报价中确认）',
      },
      {
        en: 'UAE exit fee and any Oman visa or entry fee, paid by each guest at the border',
        zh: '阿联酋出境费及阿曼签证或入境费用，由每位客人在边境自付',
      },
      {
        en: 'Meals not served on the boat, and drinks',
        zh: '船上未提供的餐食及饮品',
      },
      {
        en: 'Khasab Castle ticket and other entry fees',
        zh: '海塞卜城堡门票及其他景点费用',
      },
      excluded.guide,
      excluded.tips,
      {
        en: 'Travel insurance (choose a policy that covers Oman)',
        zh: '旅行保险（请选择承保阿曼境内的保单）',
      },
    ],
    pickup: {
      en: 'Pickup at 07:00 from your hotel or residence in central Dubai, drop-off at the same place around 19:00. Border queues, especially at weekends and on public holidays, can make the return later.',
      zh: '07:00在迪拜市区酒店或住所接您，约19:00送回原处。边境排队（尤其周末和公共假期）可能使返程推迟。',
    },
    suits: {
      en: 'Couples, friends and active families who love the sea and do not mind an early start and a long day on the road. Families with toddlers, guests whose documents do not allow entry to Oman, or anyone short on time should choose the Ras Al Khaimah tour, which stays inside the UAE.',
      zh: '适合热爱大海、不介意早起和长时间乘车的情侣、朋友及活力满满的家庭。带幼儿出行、证件不满足阿曼入境要求或时间紧张的客人，建议选择不出境的拉斯海马与杰贝杰斯山一日游。',
    },
    cancellation: 'strict',
    notes: [
      notes.strictCancellation,
      notes.reschedule,
      {
        en: 'Every guest, children included, needs a passport valid for at least 6 months; send copies when you book (UAE residents add their Emirates ID) so we can check the entry rules for your nationalities.',
        zh: '每位客人（包括儿童）须持有效期6个月以上的护照；预订时请发送护照复印件（阿联酋居民另附阿联酋身份证），以便我们核对您所持国籍的入境要求。',
      },
      {
        en: 'Entry decisions rest with the border officers, and border rules and fees can change without notice.',
        zh: '能否入境由边检官员决定，过境规定和费用可能随时调整，恕不另行通知。',
      },
      {
        en: 'Bring swimwear, a towel, sun cream, a hat, and a card plus some cash for border fees; snorkelling gear is usually provided on the boat.',
        zh: '请带好泳衣、毛巾、防晒霜、帽子，以及银行卡和少量现金用于缴纳过境费用；浮潜装备一般由船家提供。',
      },
      notes.childSeats,
    ],
  },
]

const bookingBlock = {
  title: { en: 'How booking works', zh: '预订流程' },
  paragraphs: [
    {
      en: 'Add the tour to your WonderCart, choose a travel date and send your enquiry; we reply by e-mail within 3 business days. Once your booking is confirmed we send the pickup details, and we reconfirm by WhatsApp 24 hours before the tour.',
      zh: '将行程加入万德购物车，选好出行日期后提交咨询，我们会在3个工作日内通过电子邮件回复。预订确认后会发送接送详情，并在出发前24小时通过 WhatsApp 再次确认。',
    },
    {
      en: 'Questions before or during your trip? Our concierge answers on WhatsApp from 08:00 to 22:00, and any claim should reach us in writing within 7 days.',
      zh: '行前或行程中有任何问题，可在08:00–22:00（迪拜时间）通过 WhatsApp 联系我们的礼宾团队；如有投诉或索赔，请在服务结束后7天内以书面形式提出。',
    },
  ],
}

export const cityDetailsB: DetailPageInput[] = [
  {
    id: 'city-city78',
    title: { en: 'Theme Park Days with a Private Driver', zh: '主题乐园包车一日游' },
    summary: {
      en: 'Private car with driver for a Yas Island theme park day or a two-park day in Dubai, priced per car for up to 6 guests.',
      zh: '专车司机接送，畅玩阿布扎比亚斯岛主题乐园或迪拜双园，按车计价，每车最多6位客人。',
    },
    banner: cityBanner,
    productIds: ['city-theme-parks', 'city-theme-parks-plus'],
    blocks: [
      {
        title: { en: 'Which day to choose', zh: '两条线路怎么选' },
        paragraphs: [
          {
            en: 'Theme Parks Day takes you to Yas Island in Abu Dhabi, home to Ferrari World, Warner Bros. World, Yas Waterworld and SeaWorld Abu Dhabi. It is the longer day, with 90–120 minutes on the motorway each way, which is why it costs a little more and follows our 48-hour cancellation terms.',
            zh: '阿布扎比亚斯岛主题乐园一日游前往阿布扎比亚斯岛，那里有法拉利世界、华纳兄弟世界、亚斯水上乐园和阿布扎比海洋世界。单程高速约90–120分钟，全天用时更长，因此价格略高，并适用48小时取消政策。',
          },
          {
            en: 'Theme Parks Plus stays in Dubai and pairs a daytime park with an evening attraction, such as LEGOLAND Dubai followed by Global Village. Shorter drives keep the price lower, and our standard 24-hour cancellation terms apply.',
            zh: '迪拜双园畅玩一日游不出迪拜，白天玩一个乐园，傍晚再去一处景点，例如先去乐高乐园，再逛环球村。路程短，价格更实惠，适用标准的24小时取消政策。',
          },
        ],
      },
      {
        title: { en: 'Tickets and timing', zh: '门票与时间安排' },
        bullets: [
          {
            en: 'Park tickets are not included: buy them online before your day out, or ask us which single-park or multi-park ticket suits your plan.',
            zh: '价格不含乐园门票：可提前在网上购买，也可以问问我们哪种单园票或联票更适合您的安排。',
          },
          {
            en: 'Opening hours change with the season and on public holidays, so we set your pickup time around the hours of the parks you choose.',
            zh: '各乐园开放时间随季节和公共假期调整，我们会根据您所选乐园的时间安排接送。',
          },
          {
            en: 'Your driver waits on call near the park, so you can leave early or switch parks whenever you like within the booked hours.',
            zh: '司机在乐园附近待命，在预订时段内，想提前离园或转场都可以随时出发。',
          },
          {
            en: 'Staying longer than planned? Overtime for the car is AED 75 per hour.',
            zh: '玩得尽兴想多留一会儿？超时费为每车每小时 AED 75。',
          },
        ],
      },
      {
        title: { en: 'Good to know', zh: '出行须知' },
        bullets: [
          {
            en: 'Each park sets its own height, age and health limits for rides; check them before buying tickets, especially for young children.',
            zh: '各乐园对游乐项目有各自的身高、年龄和健康限制，购票前请先查看，带小朋友的家庭尤其要留意。',
          },
          {
            en: 'From June to September, plan outdoor rides for the morning and evening and spend the hottest hours at indoor parks such as Ferrari World, Warner Bros. World or IMG Worlds of Adventure.',
            zh: '6月至9月天气炎热，户外项目宜安排在早晚，正午最热的时段可去法拉利世界、华纳兄弟世界或 IMG 冒险世界等室内乐园。',
          },
          {
            en: 'For water parks bring swimwear, a towel, sun cream and a change of clothes.',
            zh: '去水上乐园请带好泳衣、毛巾、防晒霜和替换衣物。',
          },
          notes.childSeats,
        ],
      },
      bookingBlock,
    ],
  },
  {
    id: 'city-city910',
    title: { en: 'Abu Dhabi Classic · Sharjah Heritage and Museums', zh: '阿布扎比经典一日游 · 沙迦人文博物馆之旅' },
    summary: {
      en: "Private day trips from Dubai to Abu Dhabi's Grand Mosque and landmarks, or Sharjah's museums and old quarter, per car for up to 6 guests.",
      zh: '从迪拜出发的包车一日游：阿布扎比大清真寺与城市地标，或沙迦博物馆与老城街区，按车计价，每车最多6位客人。',
    },
    banner: cityBanner,
    productIds: ['city-abu-dhabi-classic', 'city-sharjah'],
    blocks: [
      {
        title: { en: 'Which tour to choose', zh: '两条线路怎么选' },
        paragraphs: [
          {
            en: 'Abu Dhabi Classic is a full day of about 9 hours built around the Sheikh Zayed Grand Mosque, with Qasr Al Watan, the Corniche and Emirates Palace. As a tour to Abu Dhabi it follows our 48-hour cancellation terms.',
            zh: '阿布扎比经典一日游全程约9小时，以谢赫扎耶德大清真寺为核心，并游览总统府、滨海大道和酋长皇宫酒店。由于前往阿布扎比，适用48小时取消政策。',
          },
          {
            en: 'The Sharjah tour is shorter, about 6 hours, and suits a relaxed day of museums, old streets and souks, with our standard 24-hour cancellation terms.',
            zh: '沙迦人文博物馆之旅用时更短，约6小时，适合轻松逛逛博物馆、老街和传统市场，适用标准的24小时取消政策。',
          },
        ],
      },
      {
        title: { en: 'What to wear', zh: '着装建议' },
        bullets: [
          {
            en: 'Sheikh Zayed Grand Mosque: women need a headscarf and loose clothing that covers arms and legs; men need long trousers. Tight, short or see-through clothes are turned away at the entrance.',
            zh: '谢赫扎耶德大清真寺：女士须戴头巾，穿遮住手臂和腿部的宽松衣物；男士须穿长裤。过紧、过短或透视的衣服会被拒绝入内。',
          },
          {
            en: 'Sharjah: shoulders and knees covered in public places; swimwear only on beaches and at pools.',
            zh: '沙迦：公共场合请遮住肩膀和膝盖，泳装仅限海滩和泳池。',
          },
          {
            en: 'Comfortable shoes that slip off easily, as shoes come off inside mosques.',
            zh: '请穿舒适、易穿脱的鞋子，进入清真寺须脱鞋。',
          },
          {
            en: 'Sunglasses, a hat and sun cream for the open courtyards and the heritage walk.',
            zh: '清真寺庭院和老城步行段日晒较强，请带好墨镜、帽子和防晒霜。',
          },
        ],
      },
      {
        title: { en: 'Good to know', zh: '出行须知' },
        bullets: [
          {
            en: 'On Fridays the Grand Mosque opens to visitors only in the afternoon and many Sharjah museums open late in the day, so we adjust the order of stops.',
            zh: '周五大清真寺仅在下午对游客开放，沙迦不少博物馆也要到傍晚才开门，我们会相应调整游览顺序。',
          },
          {
            en: 'During Ramadan opening hours are shorter; please be discreet when eating or drinking in public in daylight hours.',
            zh: '斋月期间各景点开放时间缩短，白天在公共场合饮食请尽量低调。',
          },
          {
            en: 'Tickets for Qasr Al Watan, Qasr Al Hosn and the Sharjah museums are not included; we are happy to suggest which are worth it for your group.',
            zh: '总统府、阿尔荷森宫和沙迦各博物馆的门票不含在内，我们可以根据您一行的年龄和兴趣推荐值得一看的几处。',
          },
          notes.childSeats,
        ],
      },
      bookingBlock,
    ],
  },
  {
    id: 'city-city1112',
    title: { en: 'Ras Al Khaimah and Musandam Day Trips', zh: '拉斯海马与穆桑达姆一日游' },
    summary: {
      en: "Mountains in Ras Al Khaimah or fjords in Oman's Musandam: private day trips from Dubai with a driver, per car for up to 6 guests.",
      zh: '拉斯海马的高山，或阿曼穆桑达姆的峡湾：从迪拜出发的专车一日游，按车计价，每车最多6位客人。',
    },
    banner: cityBanner,
    productIds: ['city-rak', 'city-musandam'],
    blocks: [
      {
        title: { en: 'Which trip to choose', zh: '两条线路怎么选' },
        paragraphs: [
          {
            en: 'The Ras Al Khaimah day stays inside the UAE: an old pearling town, the Jebel Jais mountain road and a hilltop fort, with no border to cross and our standard 24-hour cancellation terms.',
            zh: '拉斯海马与杰贝杰斯山一日游不出阿联酋：游览采珠古村、登上杰贝杰斯山、探访山顶古堡，无需过境，适用标准的24小时取消政策。',
          },
          {
            en: 'The Musandam day crosses into Oman for a dhow cruise among the fjords. It starts earlier, needs passports and border fees, and follows our 48-hour cancellation terms.',
            zh: '穆桑达姆一日游需越境前往阿曼，乘独桅帆船游览峡湾。出发更早，须携带护照并缴纳过境费用，适用48小时取消政策。',
          },
        ],
      },
      {
        title: { en: 'Documents for Musandam', zh: '穆桑达姆证件准备' },
        bullets: [
          {
            en: 'A passport valid for at least 6 months for every guest, children included; UAE residents also bring their Emirates ID.',
            zh: '每位客人（包括儿童）须持有效期6个月以上的护照；阿联酋居民还需携带阿联酋身份证。',
          },
          {
            en: 'Send passport copies when you book: visa rules for Oman depend on nationality and change from time to time, so we check them for your group before confirming.',
            zh: '预订时请发送护照复印件：阿曼的签证政策因国籍而异，且时有调整，我们会在确认前为您核对。',
          },
          {
            en: 'The UAE exit fee and any Oman fees are paid at the border by each guest; carry a card and some cash.',
            zh: '阿联酋出境费及阿曼相关费用由每位客人在边境自付，请携带银行卡和少量现金。',
          },
        ],
      },
      {
        title: { en: 'What to bring', zh: '随身物品' },
        bullets: [
          {
            en: 'Jebel Jais: a warm layer, as the top of the mountain is much cooler than the coast, especially in winter.',
            zh: '杰贝杰斯山：山顶比海边凉得多，冬季尤其明显，请带件保暖外套。',
          },
          {
            en: 'Musandam: swimwear, a towel, sun cream, a hat and motion-sickness tablets if you need them.',
            zh: '穆桑达姆：泳衣、毛巾、防晒霜、帽子，容易晕船的客人请备好晕船药。',
          },
          {
            en: 'Both trips: comfortable shoes, sunglasses and a refillable water bottle.',
            zh: '两条线路都建议穿舒适的鞋子，带上墨镜和可重复使用的水瓶。',
          },
          notes.childSeats,
        ],
      },
      bookingBlock,
    ],
  },
]
