/**
 * Seed data: the first six private city tours (per car, 7-seater, up to 6 guests) and their detail
 * pages 'city-city12' (Classic + Yacht & Icons), 'city-city34' (Abu Dhabi Culture + Hatta) and
 * 'city-city56' (Desert Evening + Photoshoot).
 *
 * Facts: prices, overtime and cancellation tiers are the operator's binding figures (checked by
 * catalog-figures.test.ts); the shared city-tour facts come from the operator's former site, whose
 * Half-Day Essentials / Full-Day Panorama tours serve only as material for the Dubai routes.
 */
import type { DetailPageInput, ProductInput } from '../catalog-schema'

const perCarColumns = [{ en: 'Per car (7-seater, up to 6 guests)', zh: '每车（7座车，最多6位客人）' }]

const overtimeNote = { en: 'Overtime AED 75 per hour', zh: '超时每小时 AED 75' }

const carWithDriver = { en: 'Car-With-Driver', zh: '含司机用车' }

const cardImage = (src: string, en: string, zh: string) => ({
  src,
  alt: { en, zh },
  width: 640,
  height: 420,
})

const cityBanner = {
  src: '/art/banner-city.svg',
  alt: {
    en: 'Dubai cityscape with Burj Khalifa rising above the towers of Downtown under a clear sky',
    zh: '晴空下的迪拜城市风光，哈利法塔高耸于市中心楼群之上',
  },
  width: 1600,
  height: 640,
}

/** Items and notes shared by all six tours. */
const shared = {
  water: { en: 'Bottled water in the car', zh: '车内瓶装水' },
  tolls: { en: 'Salik road tolls and official parking fees', zh: 'Salik 路桥费及公共停车场停车费' },
  hotelPickup: {
    en: 'Pickup and drop-off at hotels and residences in central Dubai',
    zh: '迪拜市区酒店或住所接送',
  },
  insurance: {
    en: 'Public-liability insurance and a WhatsApp reconfirmation 24 hours before the tour',
    zh: '公众责任险，出发前24小时 WhatsApp 再次确认',
  },
  oldDubaiWalk: {
    en: 'Licensed guide for the 2-hour Old Dubai walk, with abra tickets across Dubai Creek',
    zh: '老城区约2小时步行游，由持证导游讲解，含迪拜河阿布拉船票',
  },
  tips: { en: 'Tips and travel insurance', zh: '小费及旅行保险' },
  seats: {
    en: 'Up to 6 guests in a 7-seater, children and babies included: UAE law requires every child to have their own age-appropriate seat, so tell us ages when you book and we fit child seats.',
    zh: '7座车最多乘坐6位客人，儿童和婴儿也计入人数。按阿联酋法律，每位儿童须单独占座并使用合适的安全座椅，请预订时告知孩子年龄，我们会提前安装。',
  },
  reschedule: {
    en: 'One free reschedule when you ask 24 hours or more before the start, subject to availability.',
    zh: '出发前24小时以上提出，可免费改期一次（视档期而定）。',
  },
  guideLanguage: {
    en: 'Your driver speaks English and shares local tips but is not a licensed tour guide; a licensed guide (English- or Chinese-speaking) can join on request at extra cost, subject to availability.',
    zh: '司机讲英语，沿途分享当地小贴士，但不是持证导游；如需持证导游（中文或英文），可提前预约，费用另计，视档期安排。',
  },
  ramadan: {
    en: 'During Ramadan and on public holidays opening hours change, so we adjust the order of stops; please eat and drink discreetly in public during daylight hours in Ramadan.',
    zh: '斋月及公共假期期间各景点营业时间会调整，我们会相应安排游览顺序；斋月白天在公共场所请尽量避免饮食。',
  },
}

const pickupCentral = {
  en: 'hotels and residences in central Dubai (Downtown, Business Bay, Bur Dubai, Deira, Jumeirah, Dubai Marina and nearby areas). Addresses in Jebel Ali, around Al Maktoum Airport (DWC) or near the Sharjah border carry a small surcharge, quoted when you book.',
  zh: '迪拜市区的酒店或住所（市中心、商业湾、布尔迪拜、德拉、朱美拉、迪拜码头及周边）。杰贝阿里、阿勒马克图姆国际机场（DWC）一带或靠近沙迦边界的地址需加收少量费用，预订时报价。',
}

export const cityProductsA: ProductInput[] = [
  // ---------------------------------------------------------------- Classic Dubai City Tour
  {
    id: 'city-classic',
    category: 'city',
    detailPage: 'city-city12',
    title: { en: 'Classic Dubai City Tour', zh: '迪拜经典城市游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Old Dubai and abra ride, souks, Museum of the Future, Jumeirah and Burj Al Arab, Downtown',
      zh: '老城区与阿布拉船、传统市集、未来博物馆、朱美拉与帆船酒店、迪拜市中心',
    },
    duration: { en: '6 hours (09:00–15:00)', zh: '6小时（09:00–15:00）' },
    durationMinutes: 360,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '09:00–15:00 (6 hours)', zh: '09:00–15:00，6小时' }, aed: [489] }],
      notes: [overtimeNote],
    },
    image: cardImage(
      '/art/card-city-classic.svg',
      'A wooden abra ferry crossing Dubai Creek past wind-tower houses, with a souk archway on the far bank',
      '阿布拉船驶过迪拜河，岸边是风塔老屋，对岸可见市集拱门',
    ),
    overview: {
      en: 'A six-hour introduction to Dubai in a private 7-seater with your own driver, planned so the outdoor part falls in the cooler morning. A licensed guide walks you through the wind-tower lanes of Al Fahidi, across Dubai Creek by abra and into the Spice and Gold Souks of Deira. The car then takes you past the Museum of the Future and along the Jumeirah coast for views of Burj Al Arab, before you finish beneath Burj Khalifa in Downtown. It is the easiest way to see old and new Dubai in one unhurried day without juggling taxis.',
      zh: '乘坐7座私家车，由专属司机全程陪同，用6小时把迪拜的新旧两面一次看全，户外部分都安排在较凉爽的上午。先由持证导游带您穿行法希迪历史街区的风塔小巷，乘阿布拉船横渡迪拜河，逛德拉（Deira）的香料市场和黄金市场。随后驱车经过未来博物馆，沿朱美拉海岸远眺帆船酒店，最后来到市中心，在哈利法塔脚下结束行程。不用来回打车，节奏从容，第一次来迪拜最省心。',
    },
    itinerary: [
      {
        time: '09:00',
        text: {
          en: 'Pickup from your hotel or residence in central Dubai; your driver runs through the plan and any tickets you have added.',
          zh: '在迪拜市区酒店或住所接您，司机与您确认当天路线和已加购的门票。',
        },
      },
      {
        time: '09:30–11:30',
        text: {
          en: 'Old Dubai walk with a licensed guide: the Al Fahidi Historical Neighbourhood, the creekside, an abra crossing to Deira, then the Spice and Gold Souks.',
          zh: '持证导游带领老城区步行游：法希迪历史街区、迪拜河畔，乘阿布拉船到德拉，再逛香料市场和黄金市场。',
        },
      },
      {
        time: '11:50–12:10',
        text: {
          en: 'Photo stop outside the Museum of the Future on Sheikh Zayed Road.',
          zh: '在谢赫扎耶德路的未来博物馆外拍照留念。',
        },
      },
      {
        time: '12:30–12:45',
        text: {
          en: 'Short stop outside Jumeirah Mosque, one of the most photographed mosques in the city.',
          zh: '短暂停留朱美拉清真寺，拍摄这座城中最上镜的清真寺之一。',
        },
      },
      {
        time: '13:00–14:00',
        text: {
          en: 'Burj Al Arab from the Jumeirah beachfront, then a stroll through Souk Madinat Jumeirah with a lunch break at your own cost.',
          zh: '在朱美拉海边远眺帆船酒店，再漫步朱美拉古城市集，午餐自理。',
        },
      },
      {
        time: '14:20–15:00',
        text: {
          en: 'Downtown Dubai: Burj Khalifa and the Dubai Fountain lake from the promenade beside The Dubai Mall.',
          zh: '前往迪拜市中心，在迪拜购物中心旁的湖畔步道仰望哈利法塔，远眺迪拜音乐喷泉所在的人工湖。',
        },
      },
      {
        time: '15:00',
        text: {
          en: 'Drop-off at your hotel, or stay on at the mall and make your own way back later.',
          zh: '送您回酒店；也可留在商场继续逛，稍后自行返回。',
        },
      },
    ],
    included: [
      { en: 'Private 7-seater car with an English-speaking driver for 6 hours', zh: '7座私家车及英语司机，共6小时' },
      shared.oldDubaiWalk,
      shared.water,
      shared.tolls,
      shared.hotelPickup,
      shared.insurance,
    ],
    excluded: [
      {
        en: 'Attraction tickets such as Burj Khalifa, Dubai Frame or The View at The Palm (can be added)',
        zh: '哈利法塔、迪拜相框、棕榈岛观景台等景点门票（可加购）',
      },
      { en: 'Lunch, drinks and shopping', zh: '午餐、饮品及购物消费' },
      { en: 'A licensed guide outside the Old Dubai walk', zh: '老城区步行游以外的持证导游服务' },
      { en: 'Time beyond 6 hours, at AED 75 per hour', zh: '超出6小时的加时费，每小时 AED 75' },
      shared.tips,
    ],
    pickup: {
      en: `Pickup at 09:00 and drop-off at about 15:00 at ${pickupCentral.en} You may also end the tour at The Dubai Mall.`,
      zh: `09:00上门接您，约15:00送回，接送范围为${pickupCentral.zh}也可在迪拜购物中心结束行程。`,
    },
    suits: {
      en: 'First-time visitors, couples, families with children and seniors who want the essentials at an easy pace and are back by mid-afternoon. If you want a full day with a yacht cruise and golden hour in Dubai Marina, choose Yacht & Icons instead; for dunes and camel rides, look at our desert safaris.',
      zh: '适合初到迪拜的游客、情侣、亲子家庭和长辈：节奏舒缓，精华景点一次看完，下午即可返回休息。想玩满一整天、加上游艇和迪拜码头的日落，请选“迪拜游艇与地标一日游”；想看沙丘、骑骆驼，请选择我们的沙漠冲沙线路。',
    },
    cancellation: 'standard',
    notes: [
      shared.seats,
      {
        en: 'The souks and heritage lanes call for modest clothing that covers shoulders and knees; wear comfortable walking shoes and bring a hat and sunscreen.',
        zh: '市集和老街区请穿着得体，遮盖肩膀和膝盖；建议穿舒适的步行鞋，带好帽子和防晒霜。',
      },
      shared.guideLanguage,
      shared.reschedule,
      shared.ramadan,
    ],
  },

  // ---------------------------------------------------------------- Yacht & Icons
  {
    id: 'city-yacht-icons',
    category: 'city',
    detailPage: 'city-city12',
    title: { en: 'Dubai Yacht & Icons Day', zh: '迪拜游艇与地标一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Old Dubai and souks, Burj Khalifa area, Burj Al Arab, Palm Jumeirah, a Dubai Marina yacht cruise, JBR',
      zh: '老城区与市集、哈利法塔一带、帆船酒店、朱美拉棕榈岛、迪拜码头游艇巡游、朱美拉海滩住宅区（JBR）',
    },
    duration: { en: '10 hours (09:00–19:00)', zh: '10小时（09:00–19:00）' },
    durationMinutes: 600,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '09:00–19:00 (10 hours), yacht seats included', zh: '09:00–19:00，10小时，含游艇座位' }, aed: [930] }],
      notes: [overtimeNote],
    },
    image: cardImage(
      '/art/card-yacht-icons.svg',
      'A white yacht cruising through Dubai Marina between tall glass towers in late-afternoon light',
      '午后斜阳下，一艘白色游艇驶过迪拜码头林立的玻璃高楼之间',
    ),
    overview: {
      en: 'Ten hours in a private 7-seater that take you from the creek where Dubai began to the towers of Dubai Marina. The morning starts with a licensed-guide walk through Al Fahidi, an abra ride and the souks; the hot middle of the day moves indoors, with an optional observation-deck ticket. In the afternoon you see Burj Al Arab and Atlantis The Palm, then step aboard a sightseeing yacht for about an hour on the water around the Marina and Bluewaters. The day ends on the JBR promenade as the light turns golden.',
      zh: '10小时私家7座车，从迪拜的发祥地迪拜河畔，一路玩到迪拜码头的摩天楼群。上午由持证导游带您走访法希迪历史街区，乘阿布拉船，逛传统市集；正午最热时转入室内，可自选加购观景台门票。下午打卡帆船酒店和棕榈岛上的亚特兰蒂斯酒店，再登上观光游艇，在迪拜码头和蓝水岛一带海上巡游约1小时。傍晚漫步朱美拉海滩住宅区（JBR）的海滨步道，在金色余晖中结束一天。',
    },
    itinerary: [
      {
        time: '09:00',
        text: {
          en: 'Pickup from your hotel or residence in central Dubai.',
          zh: '在迪拜市区酒店或住所接您出发。',
        },
      },
      {
        time: '09:15–11:15',
        text: {
          en: 'Old Dubai walk with a licensed guide: Al Fahidi, the creekside, an abra crossing to Deira and the Spice and Gold Souks.',
          zh: '持证导游带领老城区步行游：法希迪历史街区、迪拜河畔，乘阿布拉船到德拉（Deira），逛香料市场和黄金市场。',
        },
      },
      {
        time: '11:45–13:45',
        text: {
          en: 'Midday indoors: Burj Khalifa levels 124/125, Dubai Frame or The View at The Palm if you add a ticket, or time in The Dubai Mall; lunch at your own cost.',
          zh: '正午转入室内：如加购门票，可登哈利法塔124/125层、迪拜相框或棕榈岛观景台；也可在迪拜购物中心自由活动。午餐自理。',
        },
      },
      {
        time: '14:15–15:00',
        text: {
          en: 'Jumeirah: Burj Al Arab photo stop and a walk through Souk Madinat Jumeirah.',
          zh: '前往朱美拉：拍摄帆船酒店，漫步朱美拉古城市集。',
        },
      },
      {
        time: '15:20–15:50',
        text: {
          en: 'Drive along the Palm Jumeirah to Atlantis The Palm for photos from the outside.',
          zh: '驱车驶上朱美拉棕榈岛，在亚特兰蒂斯酒店外拍照。',
        },
      },
      {
        time: '16:15–17:15',
        text: {
          en: 'Sightseeing yacht from Dubai Marina: about 60 minutes past the Marina towers, the JBR beachfront and Bluewaters with Ain Dubai.',
          zh: '从迪拜码头登上观光游艇，约60分钟巡游码头楼群、JBR 海滩和蓝水岛迪拜之眼。',
        },
      },
      {
        time: '17:15–18:30',
        text: {
          en: 'Golden hour on the JBR beach promenade; sunset time shifts with the season.',
          zh: '漫步 JBR 海滨步道，欣赏黄昏金光；日落时间随季节变化。',
        },
      },
      {
        time: '19:00',
        text: {
          en: 'Drop-off at your hotel in central Dubai.',
          zh: '送回迪拜市区酒店。',
        },
      },
    ],
    included: [
      { en: 'Private 7-seater car with an English-speaking driver for 10 hours', zh: '7座私家车及英语司机，共10小时' },
      shared.oldDubaiWalk,
      {
        en: 'Seats for your group (up to 6) on a shared sightseeing yacht in Dubai Marina, about 60 minutes',
        zh: '迪拜码头拼船观光游艇座位（最多6人），航程约60分钟',
      },
      shared.water,
      shared.tolls,
      shared.hotelPickup,
      shared.insurance,
    ],
    excluded: [
      {
        en: 'Observation-deck and attraction tickets (guide prices below)',
        zh: '观景台及景点门票（参考价见下表）',
      },
      { en: 'Lunch, dinner and drinks', zh: '午餐、晚餐及饮品' },
      { en: 'A private yacht charter (quoted on request)', zh: '私人包船（可另行询价）' },
      { en: 'Time beyond 10 hours, at AED 75 per hour', zh: '超出10小时的加时费，每小时 AED 75' },
      shared.tips,
    ],
    pickup: {
      en: `Pickup at 09:00 and drop-off at about 19:00 at ${pickupCentral.en}`,
      zh: `09:00上门接您，约19:00送回，接送范围为${pickupCentral.zh}`,
    },
    suits: {
      en: 'Couples, friends and families who want one full, well-paced day that covers old Dubai, the big landmarks and time on the water. If you would rather be back by mid-afternoon, or young children tire on long days, the 6-hour Classic tour is the better fit.',
      zh: '适合想用一整天把老城、地标和海上风光都玩到的情侣、朋友和家庭，行程饱满但不赶。若希望下午就回酒店休息，或孩子年纪小、不适合长时间出行，建议选择6小时的“迪拜经典城市游”。',
    },
    cancellation: 'standard',
    notes: [
      shared.seats,
      {
        en: 'The yacht sails on a fixed schedule and only in suitable weather; if the harbour authority stops sailings, we rebook the cruise for another day or refund the unused yacht seats.',
        zh: '游艇按固定班次开船，需天气条件允许；如港务部门暂停开船，我们会为您改期或退还未使用的游艇座位费用。',
      },
      {
        en: 'Observation-deck tickets are time-slotted and usually cannot be refunded once booked, so we confirm your slot before buying.',
        zh: '观景台门票按时段出售，一经购买通常不可退，我们会先与您确认时段再出票。',
      },
      shared.guideLanguage,
      shared.reschedule,
      {
        en: 'Lifejackets are on board; children must stay with an adult on deck.',
        zh: '游艇配有救生衣，儿童在甲板上须由成人看护。',
      },
    ],
  },

  // ---------------------------------------------------------------- Abu Dhabi Culture Day
  {
    id: 'city-abu-dhabi-culture',
    category: 'city',
    detailPage: 'city-city34',
    title: { en: 'Abu Dhabi Culture Day', zh: '阿布扎比文化一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Sheikh Zayed Grand Mosque, the Corniche, Louvre Abu Dhabi or Qasr Al Watan, Emirates Palace, Yas Island',
      zh: '谢赫扎耶德大清真寺、滨海大道、阿布扎比卢浮宫或总统府、酋长皇宫酒店、亚斯岛',
    },
    duration: { en: 'About 10 hours (08:30–18:30)', zh: '约10小时（08:30–18:30）' },
    durationMinutes: 600,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '08:30–18:30 (about 10 hours)', zh: '08:30–18:30，约10小时' }, aed: [659] }],
      notes: [overtimeNote],
    },
    image: cardImage(
      '/art/card-abu-dhabi-culture.svg',
      'The white marble domes and minarets of Sheikh Zayed Grand Mosque reflected in its long pools',
      '谢赫扎耶德大清真寺的白色大理石穹顶与宣礼塔倒映在长长的水池中',
    ),
    overview: {
      en: 'A full day in the UAE capital with your own car and driver, about 90–120 minutes each way from Dubai. The highlight is the Sheikh Zayed Grand Mosque, with its white marble domes, vast carpeted prayer hall and reflecting pools, visited in the cooler morning. After a drive along the Corniche you choose the Louvre Abu Dhabi or the Qasr Al Watan presidential palace for the midday visit, then stop for coffee near Emirates Palace and pass Yas Island on the way home. Entry to the mosque is free; museum or palace tickets are added to suit your interests.',
      zh: '专车专司机，畅游阿联酋首都阿布扎比，单程约90–120分钟。重头戏是谢赫扎耶德大清真寺：白色大理石穹顶、铺满地毯的宏伟祈祷大厅和倒影水池，我们安排在较凉爽的上午参观。随后沿滨海大道兜风，中午在阿布扎比卢浮宫和总统府之间二选一，再到酋长皇宫酒店附近喝杯咖啡，回程途经亚斯岛。清真寺免费参观，博物馆或总统府门票可按兴趣加购。',
    },
    itinerary: [
      {
        time: '08:30',
        text: {
          en: 'Pickup in Dubai and drive south along the coast road, with a short coffee stop on the way if you like.',
          zh: '在迪拜接您，沿海岸公路南下前往阿布扎比，途中可按需短暂停车喝咖啡。',
        },
      },
      {
        time: '10:00–11:15',
        text: {
          en: 'Sheikh Zayed Grand Mosque: security screening and dress check, then the courtyard, the domes and the main prayer hall.',
          zh: '参观谢赫扎耶德大清真寺：通过安检和着装检查后，游览庭院、穹顶和主祈祷大厅。',
        },
      },
      {
        time: '11:30–12:00',
        text: {
          en: 'Past the presidential palace grounds and along the Corniche, with its beaches and skyline.',
          zh: '途经总统府一带，沿滨海大道欣赏海滩与城市天际线。',
        },
      },
      {
        time: '12:30–14:00',
        text: {
          en: 'Louvre Abu Dhabi under its great dome, or the halls of Qasr Al Watan (ticket added at booking, time-slotted).',
          zh: '参观穹顶之下的阿布扎比卢浮宫，或总统府的华丽大厅（门票预订时加购，按时段入场）。',
        },
      },
      {
        time: '14:15–15:00',
        text: {
          en: 'Emirates Palace from the outside and a coffee break nearby at your own cost.',
          zh: '在酋长皇宫酒店外拍照，附近喝咖啡小憩，费用自理。',
        },
      },
      {
        time: '15:30–16:00',
        text: {
          en: 'Drive around Yas Island for views of Ferrari World and Yas Bay.',
          zh: '驱车环游亚斯岛，远观法拉利世界和亚斯湾。',
        },
      },
      {
        time: '18:30',
        text: {
          en: 'Drop-off at your hotel in Dubai, depending on traffic.',
          zh: '视路况送回迪拜酒店。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater car with an English-speaking driver for about 10 hours',
        zh: '7座私家车及英语司机，约10小时',
      },
      {
        en: 'Visit to the Sheikh Zayed Grand Mosque (free entry)',
        zh: '参观谢赫扎耶德大清真寺（免费入场）',
      },
      { en: 'Pickup and same-day drop-off in central Dubai', zh: '迪拜市区接送，当天往返' },
      shared.water,
      shared.tolls,
      shared.insurance,
    ],
    excluded: [
      {
        en: 'Louvre Abu Dhabi or Qasr Al Watan tickets (added at booking)',
        zh: '阿布扎比卢浮宫或总统府门票（预订时加购）',
      },
      { en: 'Lunch, coffee and drinks', zh: '午餐、咖啡及饮品' },
      { en: 'A licensed guide inside the venues', zh: '景点内的持证导游讲解' },
      { en: 'Time beyond 10 hours, at AED 75 per hour', zh: '超出10小时的加时费，每小时 AED 75' },
      shared.tips,
    ],
    pickup: {
      en: `Pickup at 08:30 and drop-off at about 18:30 at ${pickupCentral.en}`,
      zh: `08:30上门接您，约18:30送回，接送范围为${pickupCentral.zh}`,
    },
    suits: {
      en: 'Culture lovers, first-time visitors and families who can give one full day to the capital. The drive is long, so guests who tire easily in the car, or who would rather spend the day at Yas Island theme parks, should choose another tour.',
      zh: '适合对文化感兴趣的游客、初到阿联酋的旅客，以及愿意花一整天游览首都的家庭。往返车程较长，容易疲倦或晕车的客人，以及想专程去亚斯岛主题乐园的客人，建议选择其他线路。',
    },
    cancellation: 'strict',
    notes: [
      {
        en: 'Grand Mosque dress code: women wear loose clothing covering arms and legs to the ankle and a headscarf over the hair; men wear long trousers. No shorts, tight or see-through clothes; guards can refuse entry.',
        zh: '大清真寺着装要求：女士须穿宽松衣物，遮盖手臂并长及脚踝，并用头巾包住头发；男士须穿长裤。禁止短裤、紧身或透视服装，不符合要求者可能被拒绝入内。',
      },
      {
        en: 'On Fridays the mosque closes to visitors around the midday prayer, and the Louvre usually closes on Mondays; we reorder the day or switch to Qasr Al Watan. Prayer times, public holidays and state events can change hours at short notice.',
        zh: '周五中午礼拜前后清真寺暂停开放，阿布扎比卢浮宫通常周一闭馆，届时我们会调整顺序或改去总统府。礼拜时间、公共假期和国事活动都可能临时改变开放时间。',
      },
      {
        en: 'As an Abu Dhabi tour it follows the 48-hour terms: free cancellation 48 hours or more before, 50 % at 24–48 hours, 100 % under 24 hours or no-show.',
        zh: '本线路前往阿布扎比，适用48小时取消条款：提前48小时以上免费取消，24–48小时内收取50%，不足24小时或未到场收取100%。',
      },
      shared.seats,
      shared.guideLanguage,
      shared.reschedule,
    ],
  },

  // ---------------------------------------------------------------- Hatta Mountain Escape
  {
    id: 'city-hatta',
    category: 'city',
    detailPage: 'city-city34',
    title: { en: 'Hatta Mountain Escape', zh: '哈塔山谷一日游' },
    subtitle: carWithDriver,
    tour: {
      en: 'Hajar Mountains: Hatta Dam, Hatta Heritage Village, Hatta Wadi Hub and Hatta Hill Park',
      zh: '哈杰尔山脉：哈塔水坝、哈塔遗产村、哈塔瓦迪户外中心、哈塔山丘公园',
    },
    duration: { en: 'About 10 hours (08:30–18:30)', zh: '约10小时（08:30–18:30）' },
    durationMinutes: 600,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '08:30–18:30 (about 10 hours)', zh: '08:30–18:30，约10小时' }, aed: [710] }],
      notes: [overtimeNote],
    },
    image: cardImage(
      '/art/card-hatta.svg',
      'Turquoise water of Hatta Dam between rugged brown peaks of the Hajar Mountains, with kayaks on the lake',
      '哈杰尔山脉褐色山峰环抱着碧绿色的哈塔水坝，湖面上漂着几只皮划艇',
    ),
    overview: {
      en: 'Trade the skyline for the Hajar Mountains on a private day trip to Hatta, the mountain enclave of Dubai about 1.5–2 hours east of the city. You look down on the turquoise water of Hatta Dam, explore the restored fort and mud-brick houses of Hatta Heritage Village, and spend the afternoon at Hatta Wadi Hub on an easy trail or trying paid activities. Hatta belongs to the emirate of Dubai, so there is no border to cross. It is a day of fresh air, big views and a slower pace.',
      zh: '暂别摩天楼，乘私家车前往哈杰尔山脉中的哈塔——迪拜的山区飞地，位于市区以东约1.5–2小时车程。站在高处俯瞰碧绿色的哈塔水坝，走进修复后的古堡和泥砖老屋组成的哈塔遗产村，下午在哈塔瓦迪户外中心走一段轻松步道，或自费体验各类户外项目。哈塔隶属迪拜酋长国，全程无需过境。呼吸山间空气，看开阔风景，放慢脚步过一天。',
    },
    itinerary: [
      {
        time: '08:30',
        text: {
          en: 'Pickup in Dubai and a scenic drive east, from desert plains into the mountains, with a short rest stop.',
          zh: '在迪拜接您，一路向东，从沙漠平原驶入山区，途中短暂休息。',
        },
      },
      {
        time: '10:30–11:30',
        text: {
          en: 'Hatta Dam viewpoints; kayaking or a pedal boat on the lake is optional and paid on site.',
          zh: '在观景点俯瞰哈塔水坝；湖上皮划艇或脚踏船可自选，现场付费。',
        },
      },
      {
        time: '11:30–12:45',
        text: {
          en: 'Hatta Heritage Village: the old fort and watchtowers, mud-brick houses, falaj water channels and small exhibits.',
          zh: '参观哈塔遗产村：古堡与瞭望塔、泥砖老屋、传统法拉吉水渠和小型展览。',
        },
      },
      {
        time: '13:00–14:00',
        text: {
          en: 'Lunch at a local café in Hatta, at your own cost.',
          zh: '在哈塔当地小馆午餐，费用自理。',
        },
      },
      {
        time: '14:00–16:00',
        text: {
          en: 'Hatta Wadi Hub: a light hike or paid activities such as zipline, archery or axe throwing (seasonal), plus the views from Hatta Hill Park.',
          zh: '哈塔瓦迪户外中心：轻徒步，或自费体验滑索、射箭、掷斧等项目（视季节开放），再到哈塔山丘公园远眺山景。',
        },
      },
      {
        time: '18:30',
        text: {
          en: 'Back in Dubai and dropped at your hotel, depending on traffic.',
          zh: '视路况返回迪拜，送回酒店。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater car with an English-speaking driver for about 10 hours',
        zh: '7座私家车及英语司机，约10小时',
      },
      {
        en: 'Help planning and booking activity slots at Hatta Wadi Hub',
        zh: '协助规划并预约哈塔瓦迪户外中心的活动时段',
      },
      shared.water,
      shared.tolls,
      shared.hotelPickup,
      shared.insurance,
    ],
    excluded: [
      {
        en: 'Kayak, pedal boat and Hatta Wadi Hub activity fees',
        zh: '皮划艇、脚踏船及哈塔瓦迪户外中心各项活动费用',
      },
      { en: 'Lunch and drinks', zh: '午餐及饮品' },
      {
        en: 'Upgrade to a 4x4 or larger SUV (supplement on request)',
        zh: '升级四驱车或大型 SUV（需另付差价，可询价）',
      },
      { en: 'A licensed guide', zh: '持证导游讲解' },
      { en: 'Time beyond 10 hours, at AED 75 per hour', zh: '超出10小时的加时费，每小时 AED 75' },
      shared.tips,
    ],
    pickup: {
      en: `Pickup at 08:30 and drop-off at about 18:30 at ${pickupCentral.en}`,
      zh: `08:30上门接您，约18:30送回，接送范围为${pickupCentral.zh}`,
    },
    suits: {
      en: 'Families, couples and photographers who enjoy the outdoors and do not mind a longer drive. If you would rather stay close to your hotel, or are travelling with very young children who dislike long car rides, the Classic Dubai City Tour is easier.',
      zh: '适合喜欢户外、不介意较长车程的家庭、情侣和摄影爱好者。如果想离酒店近一些，或带着不耐长途坐车的小宝宝出行，“迪拜经典城市游”会更轻松。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Bring your passport or Emirates ID: the activity and boat rentals ask for it. Wear trainers or walking shoes, a sun hat and sunscreen.',
        zh: '请携带护照或阿联酋身份证，租船和参加户外项目时需要出示。建议穿运动鞋或徒步鞋，戴遮阳帽，涂好防晒。',
      },
      {
        en: 'Several outdoor activities are seasonal and pause in the hottest months; heat or rain (wadis can flood) may change the route on the day.',
        zh: '部分户外项目按季节开放，盛夏期间暂停；遇高温或降雨（山谷可能涨水），当天路线会相应调整。',
      },
      {
        en: 'A 4x4 or larger SUV makes the mountain roads more comfortable and can be requested at a supplement.',
        zh: '山路路段乘坐四驱车或大型 SUV 更舒适，可申请升级，需另付差价。',
      },
      shared.seats,
      shared.guideLanguage,
      shared.reschedule,
    ],
  },

  // ---------------------------------------------------------------- Desert Evening
  {
    id: 'city-desert-evening',
    category: 'city',
    detailPage: 'city-city56',
    title: { en: 'Desert Evening & Stargazing', zh: '沙漠黄昏与观星之旅' },
    subtitle: carWithDriver,
    tour: {
      en: 'Al Marmoom desert reserve, Al Qudra Lakes and Love Lake, desert sunset, dinner at a desert resort, stargazing',
      zh: '马尔穆姆沙漠保护区、古德拉湖与爱心湖、沙漠日落、沙漠度假村晚餐、观星',
    },
    duration: {
      en: '7.5 hours (14:30–22:00 in winter; later start in summer)',
      zh: '7.5小时（冬季14:30–22:00，夏季出发时间推后）',
    },
    durationMinutes: 450,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '14:30–22:00 in winter (7.5 hours)', zh: '冬季14:30–22:00，7.5小时' }, aed: [1059] }],
      notes: [overtimeNote],
    },
    image: cardImage(
      '/art/card-desert-evening.svg',
      'A quiet desert lake at sunset with flamingos in the shallows and orange dunes fading into a starry sky',
      '日落时分宁静的沙漠湖泊，火烈鸟在浅水中觅食，橙色沙丘渐渐隐入繁星夜空',
    ),
    overview: {
      en: 'A gentle desert evening without dune bashing: your private car stays on paved roads while the driver takes you into the Al Marmoom Desert Conservation Reserve south of the city. You watch waterbirds at the Al Qudra Lakes, find the heart-shaped Love Lake and walk a few steps onto the sand for the sunset. Dinner follows at a desert resort such as Bab Al Shams, booked by us and paid by you, and on the way back you stop away from the city lights to look at the stars. It suits anyone who wants the colours and quiet of the desert rather than a roller-coaster ride.',
      zh: '一个不用冲沙的悠闲沙漠傍晚：私家车全程走柏油路，司机带您深入迪拜南郊的马尔穆姆沙漠保护区。在古德拉湖观赏水鸟，寻找心形的爱心湖，再走几步踏上沙丘看日落。晚餐安排在巴卜沙姆斯等沙漠度假村，由我们代订座位，费用自理；回程时在远离城市灯光的地方停车观星。想感受沙漠的色彩与宁静、又不想颠簸的客人，这条线路正合适。',
    },
    itinerary: [
      {
        time: '14:30',
        text: {
          en: 'Pickup from your hotel in central Dubai and a drive south along Al Qudra Road.',
          zh: '在迪拜市区酒店接您，沿古德拉路向南出发。',
        },
      },
      {
        time: '15:30–16:00',
        text: {
          en: 'Into the Al Marmoom reserve: a photo stop where the dunes meet the road, keeping an eye out for Arabian oryx and gazelles.',
          zh: '进入马尔穆姆沙漠保护区，在沙丘与公路相接处停车拍照，留意远处的阿拉伯大羚羊和瞪羚。',
        },
      },
      {
        time: '16:00–17:00',
        text: {
          en: 'Al Qudra Lakes: waterbirds on the shore (flamingos mainly in winter) and the heart-shaped Love Lake.',
          zh: '游览古德拉湖：观赏湖畔水鸟（冬季常见火烈鸟），再去看心形的爱心湖。',
        },
      },
      {
        time: '17:00–18:00',
        text: {
          en: 'Sunset from the edge of the dunes, a short walk from the car, with time for photos.',
          zh: '下车步行几分钟到沙丘边缘看日落，留足拍照时间。',
        },
      },
      {
        time: '18:30–20:30',
        text: {
          en: 'Dinner at a desert resort such as Bab Al Shams; we reserve the table, you pay on the night.',
          zh: '在巴卜沙姆斯等沙漠度假村享用晚餐，我们代订座位，费用现场自付。',
        },
      },
      {
        time: '20:45–21:15',
        text: {
          en: 'Stargazing stop away from the city glow; the moon phase decides how many stars you see.',
          zh: '在远离城市灯光处停车观星，能看到多少星星取决于当晚月相。',
        },
      },
      {
        time: '22:00',
        text: {
          en: 'Drop-off at your hotel in central Dubai.',
          zh: '送回迪拜市区酒店。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater car with an English-speaking driver for 7.5 hours',
        zh: '7座私家车及英语司机，共7.5小时',
      },
      {
        en: 'Route planned around the sunset time, with a dinner reservation at a desert resort',
        zh: '按当天日落时间规划路线，并代订沙漠度假村晚餐座位',
      },
      shared.water,
      shared.tolls,
      shared.hotelPickup,
      shared.insurance,
    ],
    excluded: [
      { en: 'Dinner and drinks at the resort', zh: '度假村晚餐及饮品' },
      {
        en: 'Dune bashing, camel rides and sandboarding (see our desert safaris)',
        zh: '冲沙、骑骆驼和滑沙（请选择我们的沙漠冲沙线路）',
      },
      { en: 'Time beyond 7.5 hours, at AED 75 per hour', zh: '超出7.5小时的加时费，每小时 AED 75' },
      shared.tips,
    ],
    pickup: {
      en: `Pickup at 14:30 in winter (about 1.5 hours later in summer) and drop-off around 22:00 at ${pickupCentral.en}`,
      zh: `冬季14:30上门接您（夏季约推后1.5小时），约22:00送回，接送范围为${pickupCentral.zh}`,
    },
    suits: {
      en: 'Couples, seniors, families with small children, and guests who are pregnant or have back, neck or heart conditions, for whom dune bashing is not advised. If you want dune bashing, camel rides and a camp show, book a Sunset or Extended desert safari instead.',
      zh: '适合情侣、长辈、带小孩的家庭，以及孕妇和有腰颈、心脏问题、不宜冲沙的客人。如果想体验冲沙、骑骆驼和营地表演，请预订日落沙丘优选或深度沙丘探险。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'Sunset is around 17:30 in December and around 19:10 in June, so from May to September we start about 1.5 hours later; summer evenings stay hot.',
        zh: '12月日落约在17:30，6月约在19:10，因此5月至9月出发时间约推后1.5小时；夏季傍晚依然炎热。',
      },
      {
        en: 'Desert nights can be cool from December to February: bring a light jacket, and closed shoes for the sand.',
        zh: '12月至2月沙漠夜间偏凉，请带一件薄外套，并穿运动鞋方便走沙地。',
      },
      {
        en: 'The car stays on paved roads throughout; birds and wildlife are wild and sightings are never guaranteed.',
        zh: '车辆全程行驶在柏油路上；鸟类和野生动物出没随缘，无法保证一定看到。',
      },
      {
        en: 'Alcohol is served only at licensed resorts, and not during Ramadan or on official dry days; in Ramadan dinner times shift around iftar.',
        zh: '仅持牌度假村供应酒精饮品，斋月及官方禁酒日不供应；斋月期间晚餐时间会根据开斋时间调整。',
      },
      shared.seats,
      shared.reschedule,
    ],
  },

  // ---------------------------------------------------------------- Photoshoot
  {
    id: 'city-photoshoot',
    category: 'city',
    detailPage: 'city-city56',
    title: { en: 'Dubai Icons Photoshoot', zh: '迪拜地标旅拍' },
    subtitle: carWithDriver,
    tour: {
      en: 'Al Fahidi, Museum of the Future, Burj Khalifa, Burj Al Arab and Dubai Marina with a professional photographer',
      zh: '法希迪历史街区、未来博物馆、哈利法塔、帆船酒店、迪拜码头，专业摄影师随拍',
    },
    duration: {
      en: '6 hours with about 3.5 hours of shooting (13:30–19:30 in winter)',
      zh: '6小时，其中拍摄约3.5小时（冬季13:30–19:30）',
    },
    durationMinutes: 360,
    pricing: {
      unit: 'per-car',
      columns: perCarColumns,
      rows: [{ label: { en: '13:30–19:30 in winter (6 hours), photographer included', zh: '冬季13:30–19:30，6小时，含摄影师' }, aed: [1475] }],
      notes: [overtimeNote],
    },
    image: cardImage(
      '/art/card-photoshoot.svg',
      'A couple posing on the beach at golden hour with Burj Al Arab behind them while a photographer frames the shot',
      '黄金时刻的海滩上，一对情侣以帆船酒店为背景摆拍，摄影师正在取景',
    ),
    overview: {
      en: "A private photoshoot at Dubai's best-known backdrops, with a professional photographer and your own car and driver, so you move between locations without hauling bags or changing outfits in taxis. The standard plan follows the afternoon light: the wind towers of Al Fahidi, the Museum of the Future, Burj Khalifa from Downtown, golden hour by Burj Al Arab and blue hour in Dubai Marina. A sunrise version is available if you prefer emptier spots and soft morning light. You receive a hand-edited selection plus all original files by download link.",
      zh: '专业摄影师加私家车和专属司机，带您在迪拜最具代表性的地标前拍一组大片：换装、转场都在车上搞定，不用拖着行李打车。标准路线追着午后光线走：法希迪的风塔老街、未来博物馆、市中心的哈利法塔，黄金时刻在帆船酒店前的海滩，蓝调时分收尾于迪拜码头。喜欢人少、光线柔和的，也可以改为日出场。拍摄结束后，您会收到一组精修照片和全部原片的下载链接。',
    },
    itinerary: [
      {
        time: '13:30',
        text: {
          en: 'Pickup at your hotel; the photographer meets you there to go over the shot list and outfits.',
          zh: '在酒店接您，摄影师同时到场，与您确认拍摄清单和服装搭配。',
        },
      },
      {
        time: '14:00–14:45',
        text: {
          en: 'Al Fahidi Historical Neighbourhood: wind towers, sand-coloured lanes and shaded courtyards.',
          zh: '法希迪历史街区：风塔、沙色小巷和林荫庭院。',
        },
      },
      {
        time: '15:00–15:30',
        text: {
          en: 'The Museum of the Future and its Arabic calligraphy facade, from the outside.',
          zh: '在未来博物馆外，以阿拉伯书法外立面为背景拍摄。',
        },
      },
      {
        time: '15:45–16:30',
        text: {
          en: 'Downtown Dubai: Burj Khalifa framed from the lakeside promenades, with an outfit change at the mall.',
          zh: '迪拜市中心：在湖畔步道以哈利法塔为背景拍摄，可在商场内换装。',
        },
      },
      {
        time: '16:50–17:45',
        text: {
          en: 'Golden hour and sunset on the beach at Umm Suqeim with Burj Al Arab behind you.',
          zh: '乌姆苏盖姆海滩的黄金时刻与日落，以帆船酒店为背景。',
        },
      },
      {
        time: '18:00–18:45',
        text: {
          en: 'Blue hour in Dubai Marina or on Bluewaters, with the towers and Ain Dubai lighting up.',
          zh: '蓝调时分前往迪拜码头或蓝水岛，拍摄华灯初上的楼群与迪拜之眼。',
        },
      },
      {
        time: '19:30',
        text: {
          en: 'Drop-off at your hotel in central Dubai.',
          zh: '送回迪拜市区酒店。',
        },
      },
    ],
    included: [
      {
        en: 'Private 7-seater car with an English-speaking driver for 6 hours',
        zh: '7座私家车及英语司机，共6小时',
      },
      {
        en: 'Professional photographer for about 3.5 hours of shooting',
        zh: '专业摄影师跟拍，拍摄时长约3.5小时',
      },
      {
        en: 'Location and light planning, with a shot list agreed in advance',
        zh: '按光线规划拍摄地点，提前确认拍摄清单',
      },
      {
        en: 'A hand-edited selection plus all original files by download link',
        zh: '精修照片一组及全部原片，通过下载链接交付',
      },
      shared.water,
      shared.tolls,
      shared.hotelPickup,
      shared.insurance,
    ],
    excluded: [
      {
        en: 'Attraction tickets and any venue fees for photography',
        zh: '景点门票及个别场地收取的拍摄费',
      },
      { en: 'Hair, make-up and outfit or dress rental', zh: '化妆造型及服装、礼服租赁' },
      { en: 'Prints, albums and drone footage', zh: '照片冲印、相册及航拍' },
      { en: 'Meals and drinks', zh: '餐饮' },
      {
        en: 'Car time beyond 6 hours at AED 75 per hour; extra photographer time quoted on request',
        zh: '用车超出6小时每小时 AED 75；摄影师加时另行报价',
      },
      shared.tips,
    ],
    pickup: {
      en: `Pickup at 13:30 in winter (about 1.5 hours later in summer, or around dawn for the sunrise version) and drop-off about 6 hours later at ${pickupCentral.en}`,
      zh: `冬季13:30上门接您（夏季约推后1.5小时；日出场则在黎明前后出发），约6小时后送回，接送范围为${pickupCentral.zh}`,
    },
    suits: {
      en: 'Couples on a honeymoon, anniversary or proposal, families who want one good set of portraits, and solo travellers who want to be in their own photos. If you only want a few shots in the desert, the {{price:addon-photo}} photography add-on on our safaris is the simpler choice.',
      zh: '适合蜜月、纪念日或求婚的情侣，想拍一组全家福的家庭，以及想给自己留下好照片的独行旅客。如果只想在沙漠里拍几张，在沙漠冲沙时加购旅拍摄影套餐（每套 {{price:addon-photo}}）更简单。',
    },
    cancellation: 'standard',
    notes: [
      {
        en: 'The photographer travels separately and meets you at each spot, so all six seats stay free for your group.',
        zh: '摄影师单独前往各拍摄点与您会合，车上6个座位全部留给您一行。',
      },
      {
        en: 'Bring two or three outfits in plain colours and light fabrics; dress modestly in Al Fahidi, covering shoulders and knees.',
        zh: '建议准备2–3套纯色、轻薄面料的服装；在法希迪历史街区请着装得体，遮盖肩膀和膝盖。',
      },
      {
        en: 'UAE law forbids photographing other people without consent, and some hotels, malls and private grounds restrict professional shoots; the photographer frames around strangers and plans around these rules. Drones need permits and are not part of this tour.',
        zh: '阿联酋法律禁止未经同意拍摄他人，部分酒店、商场和私人场所也限制专业拍摄；摄影师会避开路人取景，并按规定安排拍摄点。无人机需许可证，本线路不含航拍。',
      },
      {
        en: 'Sunrise version: pickup around 05:00 in summer or 06:00 in winter, with the same 6 hours and quieter locations.',
        zh: '日出场：夏季约05:00、冬季约06:00上门接您，时长同为6小时，拍摄点人更少。',
      },
      {
        en: 'If dust, haze or rain spoils the light, we first offer another date for the shoot.',
        zh: '如遇沙尘、雾霾或降雨影响光线，我们会优先为您改期拍摄。',
      },
      shared.reschedule,
    ],
  },
]

const bookingBlock = {
  title: { en: 'How booking works', zh: '预订流程' },
  bullets: [
    {
      en: 'Add the tour to your WonderCart, with any tickets you would like, and send one enquiry with your travel date.',
      zh: '把心仪的线路（及想加购的门票）加入万德购物车，填写出行日期后一次提交咨询。',
    },
    {
      en: 'We reply by e-mail within 3 business days; your booking is confirmed once paid and your voucher is issued.',
      zh: '我们会在3个工作日内通过邮件回复；付款并收到凭证后，预订即告确认。',
    },
    {
      en: 'We reconfirm pickup time and place on WhatsApp 24 hours before the tour; our concierge is available 08:00–22:00.',
      zh: '出发前24小时，我们会通过 WhatsApp 再次确认接送时间和地点；礼宾服务时间为08:00–22:00（迪拜时间）。',
    },
    {
      en: 'Free cancellation 24 hours or more before the start, 50 % at 12–24 hours, 100 % under 12 hours or no-show; any claim must reach us in writing within 7 days.',
      zh: '出发前24小时以上免费取消，12–24小时内收取50%，不足12小时或未到场收取100%；如有投诉或索赔，请在服务结束后7天内以书面形式提出。',
    },
  ],
}

export const cityDetailsA: DetailPageInput[] = [
  // ---------------------------------------------------------------- city12
  {
    id: 'city-city12',
    title: { en: 'Classic Dubai City Tour & Yacht and Icons Day', zh: '迪拜经典城市游 · 迪拜游艇与地标一日游' },
    summary: {
      en: 'Private Dubai tours by car with driver: a 6-hour Classic loop from {{price:city-classic}} or a 10-hour Yacht & Icons day from {{price:city-yacht-icons}}, per car for up to 6 guests.',
      zh: '迪拜私家包车游：6小时迪拜经典城市游每车 {{price:city-classic}} 起，10小时迪拜游艇与地标一日游每车 {{price:city-yacht-icons}} 起，每车最多6位客人。',
    },
    banner: cityBanner,
    productIds: ['city-classic', 'city-yacht-icons'],
    blocks: [
      {
        title: { en: 'Old Dubai walk and abra ride', zh: '老城区步行与阿布拉船' },
        paragraphs: [
          {
            en: 'Both tours start where Dubai began. A licensed guide spends about 2 hours with you in the Al Fahidi Historical Neighbourhood, along Dubai Creek and across it by abra, the little wooden water taxi, to the Spice and Gold Souks of Deira. The abra tickets are included.',
            zh: '两条线路都从迪拜的发源地开始。持证导游陪您约2小时，漫步法希迪历史街区和迪拜河畔，再乘阿布拉船横渡迪拜河，前往德拉（Deira）的香料市场和黄金市场。阿布拉船票已包含在内。',
          },
          {
            en: 'Outside the walk your English-speaking driver handles the route and timings and shares local tips, but is not a licensed tour guide; a licensed guide (English- or Chinese-speaking) can join on request at extra cost, subject to availability.',
            zh: '步行游之外，由英语司机负责路线和时间安排，沿途分享当地小贴士，但司机不是持证导游；如需持证导游（中文或英文），可提前预约，费用另计，视档期安排。',
          },
        ],
      },
      {
        title: { en: 'Good to know', zh: '出行须知' },
        bullets: [
          {
            en: 'Prices are per car: a 7-seater for up to 6 guests, children included, with child seats fitted as the law requires.',
            zh: '价格按车计算：7座车最多乘坐6位客人（含儿童），并按法律要求配好儿童安全座椅。',
          },
          {
            en: 'We keep walking to the mornings and late afternoons and spend the hottest hours indoors.',
            zh: '步行安排在上午和傍晚，最热的时段转入室内。',
          },
          {
            en: 'Modest clothing that covers shoulders and knees suits the souks and heritage lanes; comfortable shoes help.',
            zh: '逛市集和老街区请穿着得体，遮盖肩膀和膝盖，并穿舒适的鞋子。',
          },
          {
            en: 'Extra time is AED 75 per hour, and the order of stops can shift with traffic, ticket slots or Ramadan hours.',
            zh: '加时每小时 AED 75；游览顺序可能因路况、门票时段或斋月营业时间而调整。',
          },
        ],
      },
      bookingBlock,
    ],
    extraTables: [
      {
        title: { en: 'Optional tickets (guide prices)', zh: '可选门票（参考价）' },
        columns: [
          { en: 'Adult', zh: '成人' },
          { en: 'Child', zh: '儿童' },
        ],
        rows: [
          {
            label: { en: 'Burj Khalifa, levels 124/125 (non-prime hours)', zh: '哈利法塔124/125层（非黄金时段）' },
            cells: [
              { en: 'from about AED 170', zh: 'AED 170 起' },
              { en: 'on request', zh: '价格另询' },
            ],
          },
          {
            label: { en: 'The View at The Palm', zh: '棕榈岛观景台' },
            cells: [
              { en: 'from about AED 99', zh: '约 AED 99 起' },
              { en: 'on request', zh: '价格另询' },
            ],
          },
          {
            label: { en: 'Dubai Frame', zh: '迪拜相框' },
            cells: [
              { en: 'AED 50', zh: 'AED 50' },
              { en: 'AED 20', zh: 'AED 20' },
            ],
          },
        ],
        notes: [
          {
            en: 'Tickets are paid on top of the tour price, sold by time slot and confirmed when you book; an aquarium visit can replace a deck for children.',
            zh: '门票费用另计，按时段出售，预订时确认；带孩子的家庭也可改为参观水族馆。',
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- city34
  {
    id: 'city-city34',
    title: { en: 'Abu Dhabi Culture Day & Hatta Mountain Escape', zh: '阿布扎比文化一日游与哈塔山谷一日游' },
    summary: {
      en: "Two private day trips from Dubai: Abu Dhabi's Grand Mosque and Louvre from {{price:city-abu-dhabi-culture}}, or Hatta's dam and mountains from {{price:city-hatta}}, per car with driver.",
      zh: '从迪拜出发的两条私家车一日游：阿布扎比大清真寺与卢浮宫每车 {{price:city-abu-dhabi-culture}} 起，哈塔水坝与山谷每车 {{price:city-hatta}} 起。',
    },
    banner: cityBanner,
    productIds: ['city-abu-dhabi-culture', 'city-hatta'],
    blocks: [
      {
        title: { en: 'Sheikh Zayed Grand Mosque: what to wear', zh: '谢赫扎耶德大清真寺着装要求' },
        paragraphs: [
          {
            en: 'The mosque is free to enter but applies its dress code strictly at the door, after a security check. Rules can change without notice, and your driver briefs you on the way.',
            zh: '清真寺免费参观，但入口处安检后会严格检查着装。相关规定可能随时调整，司机会在途中为您讲解。',
          },
        ],
        bullets: [
          {
            en: 'Women: loose, non-transparent clothing covering arms and legs to the ankle, and a headscarf covering the hair.',
            zh: '女士：宽松、不透明的衣物，遮盖手臂并长及脚踝，用头巾包住头发。',
          },
          {
            en: 'Men: long trousers and a top with sleeves; no shorts or sleeveless shirts.',
            zh: '男士：长裤和有袖上衣，不可穿短裤或无袖衫。',
          },
          {
            en: 'Children dress by the same rules as adults, and everyone takes off their shoes before the prayer hall.',
            zh: '儿童着装要求与成人相同；进入祈祷大厅前所有人都需脱鞋。',
          },
          {
            en: 'On Fridays the mosque closes to visitors around the midday prayer, so we plan Friday tours around it.',
            zh: '周五中午礼拜前后清真寺暂停接待游客，周五出行我们会据此安排顺序。',
          },
        ],
      },
      {
        title: { en: 'Hatta in practice', zh: '哈塔出行小贴士' },
        bullets: [
          {
            en: 'Hatta is part of Dubai, so there is no border; still bring a passport or Emirates ID for boat and activity rentals.',
            zh: '哈塔属于迪拜，无需过境；但租船和参加户外项目需出示护照或阿联酋身份证，请随身携带。',
          },
          {
            en: 'Wear trainers or walking shoes, and bring a hat, sunscreen and a light layer for the mountain breeze.',
            zh: '请穿运动鞋或徒步鞋，带好帽子、防晒霜，再备一件薄外套挡山风。',
          },
          {
            en: 'Kayaks, pedal boats and Hatta Wadi Hub activities are paid on site and some pause in the hottest months.',
            zh: '皮划艇、脚踏船及哈塔瓦迪户外中心的活动均现场付费，部分项目盛夏暂停。',
          },
          {
            en: 'A 4x4 or larger SUV is more comfortable on mountain roads and can be requested at a supplement.',
            zh: '山路乘坐四驱车或大型 SUV 更舒适，可申请升级，需另付差价。',
          },
        ],
      },
      {
        title: { en: 'Cancellation and changes', zh: '取消与改期' },
        paragraphs: [
          {
            en: 'The two tours follow different terms because one of them goes to Abu Dhabi. Both allow one free reschedule requested 24 hours or more ahead, subject to availability, and we reconfirm on WhatsApp 24 hours before you travel.',
            zh: '由于其中一条线路前往阿布扎比，两条线路的取消条款有所不同。两者均可在出发前24小时以上申请免费改期一次（视档期而定），出发前24小时我们会通过 WhatsApp 再次确认。',
          },
        ],
        bullets: [
          {
            en: 'Abu Dhabi Culture Day: free cancellation 48 hours or more before, 50 % at 24–48 hours, 100 % under 24 hours or no-show.',
            zh: '阿布扎比文化一日游：提前48小时以上免费取消，24–48小时内收取50%，不足24小时或未到场收取100%。',
          },
          {
            en: 'Hatta Mountain Escape: free cancellation 24 hours or more before, 50 % at 12–24 hours, 100 % under 12 hours or no-show.',
            zh: '哈塔山谷一日游：提前24小时以上免费取消，12–24小时内收取50%，不足12小时或未到场收取100%。',
          },
          {
            en: 'If a sandstorm, heavy rain or a closure stops the tour, we offer a new date first; otherwise only unrecoverable supplier costs are charged.',
            zh: '如遇沙尘暴、暴雨、封路或景点关闭导致无法成行，我们会优先为您改期；无法改期时，仅收取已无法退回的供应商费用。',
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- city56
  {
    id: 'city-city56',
    title: { en: 'Desert Evening & Dubai Icons Photoshoot', zh: '沙漠黄昏与观星之旅 · 迪拜地标旅拍' },
    summary: {
      en: 'A gentle desert evening on paved roads from {{price:city-desert-evening}}, or a private photoshoot at Dubai icons from {{price:city-photoshoot}}, per car with driver for up to 6 guests.',
      zh: '不冲沙的沙漠黄昏与观星之旅每车 {{price:city-desert-evening}} 起，专业摄影师随拍的迪拜地标旅拍每车 {{price:city-photoshoot}} 起，每车最多6位客人。',
    },
    banner: cityBanner,
    productIds: ['city-desert-evening', 'city-photoshoot'],
    blocks: [
      {
        title: { en: 'The desert without dune bashing', zh: '不冲沙，也能看沙漠' },
        paragraphs: [
          {
            en: 'Dune bashing is not advised for pregnant guests, infants or anyone with back, neck or heart problems. The Desert Evening keeps to paved roads and short walks, so the whole group can share the sunset, the lakes and the stars.',
            zh: '孕妇、婴幼儿以及有腰颈、心脏问题的客人不宜冲沙。沙漠黄昏与观星之旅全程走柏油路，只需短距离步行，全家老少都能一起看日落、赏湖景、数星星。',
          },
          {
            en: 'If you do want the thrill, our desert safaris use a private 4x4 with a licensed desert driver.',
            zh: '如果想体验刺激的冲沙，可选择我们的沙漠冲沙线路，由持牌沙漠司机驾驶私享四驱车。',
          },
        ],
      },
      {
        title: { en: 'Planning your photoshoot', zh: '旅拍准备' },
        bullets: [
          {
            en: 'Bring two or three outfits in plain colours; the car is your base for changes between locations.',
            zh: '准备2–3套纯色服装，车辆就是您的移动换装间。',
          },
          {
            en: 'Cover shoulders and knees in the heritage district, and bring flat shoes for the beach.',
            zh: '在老城历史街区请遮盖肩膀和膝盖；去海滩拍摄建议带一双平底鞋。',
          },
          {
            en: 'Tell us the occasion (honeymoon, anniversary, proposal, family portrait) so the photographer can plan poses and spots.',
            zh: '请告诉我们拍摄主题（蜜月、纪念日、求婚、全家福），方便摄影师提前规划机位和动作。',
          },
          {
            en: 'Photographing strangers without consent is against UAE law, so shots are framed around other people.',
            zh: '阿联酋法律禁止未经同意拍摄他人，摄影师取景时会避开路人。',
          },
        ],
      },
      {
        title: { en: 'Light and seasons', zh: '光线与季节' },
        bullets: [
          {
            en: 'Sunset moves from about 17:30 in December to about 19:10 in June, and both tours move their start time with it.',
            zh: '日落时间从12月的约17:30到6月的约19:10不等，两条线路的出发时间都会随之调整。',
          },
          {
            en: 'From May to September evenings stay hot; from December to February desert nights are cool enough for a jacket.',
            zh: '5月至9月傍晚依然炎热；12月至2月沙漠夜间较凉，需备外套。',
          },
          {
            en: 'Stars are brightest near the new moon; tell us if you want us to suggest dates.',
            zh: '新月前后星空最亮，如需建议出行日期，欢迎告诉我们。',
          },
          {
            en: 'If dust, haze or rain spoils the light or the sky, we offer another date first.',
            zh: '如遇沙尘、雾霾或降雨影响光线和星空，我们会优先为您改期。',
          },
        ],
      },
      bookingBlock,
    ],
  },
]
