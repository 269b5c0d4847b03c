/**
 * Copy of the five category pages (/transfers, /packages, /safari, /city, /cruise and their /cn twins).
 * Prices shown as table rows come from the products' own pricing; the footnotes, extra tables, FAQ and
 * terms below repeat only the figures a visitor looks for on each page (the same binding figures,
 * checked by catalog-figures.test.ts).
 */
import type { CategoryPageInput } from '../catalog-schema'

const transfers: CategoryPageInput = {
  id: 'transfers',
  title: { en: 'Private Transfers and Car with Driver', zh: '专车接送与包车' },
  summary: {
    en: 'Private airport transfers at DXB and AUH, half-day and full-day car with driver, and a Dubai to Abu Dhabi day. Priced per vehicle, from {{from:transfers}}.',
    zh: '迪拜及阿布扎比机场接送、半日／全日包车（含司机）、迪拜往返阿布扎比一日游，每车 {{from:transfers}} 起。',
  },
  banner: {
    src: '/art/banner-transfers.svg',
    alt: {
      en: 'A dark SUV driving along a highway with the Dubai skyline behind it',
      zh: '一辆深色 SUV 行驶在高速公路上，身后是迪拜天际线',
    },
    width: 1600,
    height: 640,
  },
  intro: [
    {
      en: 'Whether you land at DXB close to midnight or need a car for a day of meetings, our private transfers give you a clean, air-conditioned SUV or van and a licensed driver, with no other passengers on board. Every price is for the whole vehicle, so a family of five pays the same as a solo traveller.',
      zh: '无论是深夜落地迪拜国际机场，还是白天要连跑几场商务会面，我们都为您单独安排一辆干净、冷气充足的 SUV 或商务车，配持牌司机，全程不拼车。价格按整车计算，一家五口和独自出行的费用相同。',
    },
    {
      en: 'Choose an airport transfer with flight tracking and a name-board welcome, a 5-hour or 10-hour car with driver for shopping, business or sightseeing at your own pace, or a 10-hour day from Dubai to Abu Dhabi. Add what you need to WonderCart and send a single enquiry; we reply by e-mail within 3 business days.',
      zh: '可选机场接送（实时跟踪航班、举牌接机）、5小时半日或10小时全日包车（购物、商务、观光随您安排），以及10小时迪拜往返阿布扎比观光一日游。把所需服务加入万德购物车，一次提交即可，我们会在3个工作日内通过邮件回复。',
    },
  ],
  productIds: ['transfer-airport', 'transfer-half-day', 'transfer-full-day', 'transfer-abu-dhabi'],
  priceTable: {
    title: { en: 'Car-with-driver prices (AED per vehicle)', zh: '含司机用车价格（AED／每车）' },
    notes: [
      {
        en: 'All prices are per vehicle, not per person: the SUV seats 4–6 guests and the van 7–10 guests.',
        zh: '以上均为整车价格，并非每人价格：SUV 可坐4–6人，商务车可坐7–10人。',
      },
      {
        en: 'Airport pickups include 60 minutes of free waiting from the actual landing time; hotel and home pickups include 15 minutes. Longer waits are charged.',
        zh: '机场接机含60分钟免费等候（自航班实际落地起算），酒店或住址上车含15分钟免费等候，超出部分另行收费。',
      },
      {
        en: 'Half-day hire covers up to 5 hours and full-day hire up to 10 hours; extra hours are charged at the hourly rate on your confirmation.',
        zh: '半日包车最长5小时，全日包车最长10小时；超时按预订凭证上的小时价格收费。',
      },
      {
        en: 'Salik road tolls and parking are charged at cost unless your quote includes them. A surcharge may apply between 22:00 and 06:00 and on public holidays.',
        zh: 'Salik 路桥费和停车费按实际发生收取，报价中已注明包含的除外。22:00–06:00及公共假期可能加收附加费。',
      },
      {
        en: 'Point-to-point and hotel transfers within Dubai are priced by sedan, MPV or van in the table below.',
        zh: '迪拜市内点对点及酒店接送按轿车、MPV 或商务车计价，详见下表。',
      },
    ],
  },
  extraTables: [
    {
      title: { en: 'Point-to-point and hotel transfers', zh: '点对点及酒店接送' },
      columns: [
        { en: 'Sedan (1–4 pax)', zh: '轿车（1–4人）' },
        { en: 'MPV (5–7 pax)', zh: 'MPV（5–7人）' },
        { en: 'Van (up to 10 pax)', zh: '商务车（最多10人）' },
      ],
      rows: [
        {
          label: { en: 'Within Dubai', zh: '迪拜市区内' },
          cells: [
            { en: '{{price:transfer-point-to-point:1:1}}', zh: '{{price:transfer-point-to-point:1:1}}' },
            { en: '{{price:transfer-point-to-point:1:2}}', zh: '{{price:transfer-point-to-point:1:2}}' },
            { en: '{{price:transfer-point-to-point:1:3}}', zh: '{{price:transfer-point-to-point:1:3}}' },
          ],
        },
        {
          label: { en: 'Jebel Ali, JVC or DIP supplement', zh: '杰贝阿里、朱美拉环形村（JVC）、迪拜投资园（DIP）附加费' },
          cells: [
            { en: '+AED 40–60', zh: '加收 AED 40–60' },
            { en: '+AED 40–60', zh: '加收 AED 40–60' },
            { en: '+AED 40–60', zh: '加收 AED 40–60' },
          ],
        },
        {
          label: { en: 'From or to Sharjah supplement', zh: '沙迦上车或下车附加费' },
          cells: [
            { en: '+AED 100', zh: '加收 AED 100' },
            { en: '+AED 100', zh: '加收 AED 100' },
            { en: '+AED 100', zh: '加收 AED 100' },
          ],
        },
      ],
      notes: [
        {
          en: 'Per vehicle, one pickup and one drop-off. Child seats are available on request; please book them in advance.',
          zh: '按整车计价，含一个上车点和一个下车点。儿童安全座椅可按需提供，请提前预订。',
        },
      ],
    },
  ],
  faq: [
    {
      question: { en: 'How far ahead should I book a transfer?', zh: '需要提前多久预订？' },
      answer: {
        en: 'We recommend booking as early as you can, especially for late-night arrivals, peak holiday dates and if you want a particular vehicle. Same-day requests are sometimes possible, but only when a car and driver are free.',
        zh: '建议尽早预订，尤其是深夜航班、节假日高峰期出行或需要指定车型时。当天临时需求视车辆和司机情况而定，无法保证。',
      },
    },
    {
      question: { en: 'What happens if my flight is delayed?', zh: '航班延误怎么办？' },
      answer: {
        en: 'We track your flight and move the pickup to match. Your driver waits in the arrivals hall with a name board, and the first 60 minutes after the actual landing time are free. Waiting beyond that is billed in 30- or 60-minute blocks.',
        zh: '我们会实时跟踪航班并相应调整接机时间。司机在到达大厅举牌等候，自航班实际落地起60分钟内免费等候，超出部分按30分钟或60分钟计费。',
      },
    },
    {
      question: { en: 'Can I keep the car for longer?', zh: '包车可以临时延长吗？' },
      answer: {
        en: 'Yes, if the vehicle and driver are free after your booking. Extra time is charged by the hour at the rate your driver confirms on the spot, and half-day hire includes about 100 km, with extra distance charged at the rate on your booking.',
        zh: '可以，只要车辆和司机之后没有其他安排。延时按小时计费，价格由司机现场确认；半日包车含约100公里，超出里程按预订时告知的价格收费。',
      },
    },
    {
      question: { en: 'What does the price include?', zh: '价格包含哪些内容？' },
      answer: {
        en: 'The vehicle, a professional driver and fuel for the booked trip. Attraction tickets, meals and personal expenses are not included, and tolls and parking are charged at cost unless quoted. Drivers are not licensed tour guides; a licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
        zh: '包含车辆、专业司机及行程所需燃油；不含景点门票、餐食和个人消费，道路收费和停车费按实际收取（报价已含的除外）。司机不是持证导游；如需持证导游（中文或英文），可提前预约，费用另计。',
      },
    },
  ],
  descriptions: [
    {
      title: { en: 'On time, safe and private', zh: '准时、安全、私享' },
      paragraphs: [
        {
          en: 'Our vehicles and drivers are licensed by Dubai’s Roads and Transport Authority and carry commercial motor insurance. We confirm every booking by WhatsApp 24 hours before pickup, so you know who is collecting you and when.',
          zh: '我们的车辆和司机均持有迪拜道路交通管理局（RTA）颁发的牌照，并投保商业车险。每次用车前24小时，我们会通过 WhatsApp 再次确认，让您清楚知道由谁、何时来接。',
        },
      ],
    },
    {
      title: { en: 'Which option fits your trip', zh: '选哪种用车方式' },
      bullets: [
        {
          en: 'Airport transfers: door to door between DXB or AUH and your hotel, with meet and greet and help with luggage.',
          zh: '机场接送：迪拜国际机场（DXB）或阿布扎比国际机场（AUH）与酒店之间门到门接送，举牌迎接并协助搬运行李。',
        },
        {
          en: 'Half-day car with driver: up to 5 hours for meetings, shopping or a loop through Old Dubai, Jumeirah, Downtown and the Marina.',
          zh: '半日包车：最长5小时，适合商务会面、购物，或串联老城区、朱美拉、市中心和迪拜码头。',
        },
        {
          en: 'Full-day car with driver: up to 10 hours on a route you choose, ideal for families and small groups.',
          zh: '全日包车：最长10小时，路线由您决定，特别适合家庭和小团体。',
        },
        {
          en: 'Dubai to Abu Dhabi: a 10-hour round trip taking in Sheikh Zayed Grand Mosque, the Corniche and the landmarks you pick.',
          zh: '迪拜往返阿布扎比：10小时往返，可游览谢赫扎耶德大清真寺、滨海大道以及您想看的其他地标。',
        },
      ],
    },
    {
      title: { en: 'Good to know before you ride', zh: '乘车须知' },
      bullets: [
        {
          en: 'Tell us how many suitcases you have and flag anything oversized, such as golf bags or prams; it decides the vehicle.',
          zh: '请告知行李件数，高尔夫球包、婴儿车等大件物品请提前说明，以便安排合适车型。',
        },
        {
          en: 'Child seats are available on request and must be booked in advance.',
          zh: '儿童安全座椅可按需提供，须提前预订。',
        },
        {
          en: 'Eating, drinking and smoking are not allowed in the vehicles.',
          zh: '车内禁止饮食和吸烟。',
        },
      ],
    },
    {
      title: { en: 'Groups and tailor-made travel', zh: '团体与定制出行' },
      paragraphs: [
        {
          en: 'From luxury cars to family vans and tourist coaches, we move groups of every size. For conferences, weddings or multi-stop trips we plan the vehicles and timings together with you.',
          zh: '从豪华轿车、家庭商务车到旅游大巴，不同规模的团体都能安排。会议、婚礼或多站点行程，我们会与您一起规划车辆和时间。',
        },
      ],
    },
  ],
  terms: {
    title: { en: 'Transfer terms and conditions', zh: '接送服务条款' },
    bullets: [
      {
        en: 'Availability: a booking is confirmed only after payment and our voucher, subject to vehicle and driver availability.',
        zh: '预订确认：付款并收到我们的预订凭证后，预订方为生效，以车辆和司机的实际安排为准。',
      },
      {
        en: 'Vehicle use: transfers run point to point unless stated. Extra stops, detours or pickups may cost extra.',
        zh: '用车范围：除另有说明外均为点对点接送，增加停靠点、绕路或接人可能需额外付费。',
      },
      {
        en: 'Waiting time: 60 minutes free at the airport from the actual landing time and 15 minutes at hotels or private addresses; after that, waiting is billed in 30- or 60-minute blocks.',
        zh: '等候时间：机场自航班实际落地起免费等候60分钟，酒店或私人住址免费等候15分钟，超时按30分钟或60分钟计费。',
      },
      {
        en: 'Cancellation for DXB airport transfers, point-to-point transfers within Dubai and half-day hire: free 24 hours or more before pickup; 50 % charge 12–24 hours before; 100 % under 12 hours or no-show.',
        zh: '迪拜国际机场接送、迪拜市内点对点接送及半日包车的取消政策：用车前24小时以上取消免费；12–24小时内取消收取50%；不足12小时或未到场收取100%。',
      },
      {
        en: 'Cancellation for full-day hire, the Dubai to Abu Dhabi day and AUH airport transfers: free 48 hours or more before pickup; 50 % charge 24–48 hours before; 100 % under 24 hours or no-show.',
        zh: '全日包车、迪拜往返阿布扎比一日游及阿布扎比国际机场接送的取消政策：用车前48小时以上取消免费；24–48小时内取消收取50%；不足24小时或未到场收取100%。',
      },
      {
        en: 'One free reschedule per booking, requested 24 hours or more ahead (48 hours or more for full-day and Abu Dhabi services), subject to availability.',
        zh: '每笔预订可免费改期一次，需在用车前24小时以上提出（全日包车及阿布扎比相关服务需48小时以上），视车辆情况安排。',
      },
      {
        en: 'No-show: if you are not at the pickup point and have not told us, the driver may leave and the full fare is charged.',
        zh: '未到场：如您未在约定地点出现且未提前告知，司机可先行离开，我们将收取全部费用。',
      },
      {
        en: 'Overtime and surcharges: extra hours are charged by the hour; night trips (22:00–06:00), public holidays and peak dates may carry a surcharge that we tell you before confirming.',
        zh: '超时与附加费：超时按小时收费；夜间（22:00–06:00）、公共假期及旺季日期可能有附加费，我们会在确认前告知。',
      },
      {
        en: 'Guides: drivers are not licensed tour guides. A licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
        zh: '导游服务：司机不是持证导游；如需持证导游（中文或英文），可提前预约，费用另计。',
      },
      {
        en: 'Conduct: no eating, drinking or smoking on board; cleaning or damage caused by passenger negligence is charged.',
        zh: '乘车规范：车内禁止饮食和吸烟；因乘客疏忽造成的清洁或损坏费用由乘客承担。',
      },
      {
        en: 'Claims: please send any complaint in writing within 7 days of the service.',
        zh: '如有投诉或索赔，请在服务结束后7天内以书面形式提出。',
      },
    ],
  },
  services: {
    title: { en: 'Our transfer services', zh: '我们的接送服务' },
    paragraphs: [
      {
        en: 'From a single airport pickup to a week of chauffeured days, one team looks after your ground transport in Dubai and Abu Dhabi. Our WhatsApp concierge answers from 08:00 to 22:00, before and during your stay.',
        zh: '从一次接机到整周的包车，同一个团队为您打理迪拜和阿布扎比的地面交通。WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00），出行前和旅途中都能随时联系。',
      },
    ],
    bullets: [
      { en: 'Meet and greet at DXB and AUH with flight tracking', zh: '迪拜、阿布扎比机场举牌接机，实时跟踪航班' },
      { en: 'Hourly car with driver for business or leisure', zh: '商务或休闲按时长包车' },
      { en: 'Day trips between the emirates', zh: '跨酋长国一日往返' },
      { en: 'Group transport and tailor-made itineraries', zh: '团体用车与定制行程' },
    ],
  },
  cta: {
    title: { en: 'Ready when you land', zh: '落地即有车' },
    body: {
      en: 'Add your transfers to WonderCart and send one enquiry, or message us on WhatsApp between 08:00 and 22:00.',
      zh: '把接送服务加入万德购物车一次提交，或在08:00–22:00（迪拜时间）通过 WhatsApp 联系我们。',
    },
  },
  chatGreeting: {
    en: 'Hello WanderWonderWorld Dubai, I would like to ask about a private transfer.',
    zh: '您好，万德假日！我想咨询专车接送服务。',
  },
}

const packages: CategoryPageInput = {
  id: 'packages',
  title: { en: 'Dubai Tour Packages', zh: '旅游套餐（迪拜纯地接）' },
  summary: {
    en: 'Private land-only packages of 3 to 6 nights in Dubai and Abu Dhabi: hotel, breakfast, transfers, tickets, cruise and safari. From {{from:packages}} per person.',
    zh: '3至6晚迪拜及阿布扎比私家团纯地接套餐，含酒店早餐、接送、门票、游船与沙漠冲沙，每人 {{from:packages}} 起。',
  },
  banner: {
    src: '/art/banner-packages.svg',
    alt: {
      en: 'A hotel tower and the Dubai skyline with a suitcase and palm trees in front',
      zh: '酒店大楼与迪拜天际线，前景是行李箱和棕榈树',
    },
    width: 1600,
    height: 640,
  },
  intro: [
    {
      en: 'Our packages take the planning off your hands: airport transfers both ways, a hotel with daily breakfast, a private car with an English-speaking driver on sightseeing days, the listed tickets, the Dubai Marina Dhow Dinner and an evening desert safari. A licensed guide leads the Old Dubai walk where the plan includes it; on other days a licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
      zh: '套餐帮您省去繁琐的行程规划：往返机场接送、酒店住宿（含每日早餐）、观光日配英语司机的专车、行程所列门票、迪拜码头独桅帆船晚餐，以及一场傍晚沙漠冲沙。行程含老城步行游的，由持证导游带领；其他日子如需持证导游（中文或英文），可提前预约，费用另计。',
    },
    {
      en: 'Every package is private and land-only, so flights and visas are not included and you never share a coach. Choose 3 or 4 nights for Dubai, or 5 or 6 nights to add a full day in Abu Dhabi. We arrange the days around your flights, and the evening safari can switch to a gentler morning drive with 48 hours’ notice.',
      zh: '全部为私家团纯地接套餐，不含机票和签证，全程不与他人拼车。3晚、4晚专注迪拜；5晚、6晚另加一整天阿布扎比。每日安排会配合您的航班时间；如想把傍晚沙漠冲沙换成更轻松的上午场，提前48小时告知即可。',
    },
  ],
  productIds: ['package-3n', 'package-4n', 'package-5n', 'package-6n'],
  priceTable: {
    title: { en: 'Package prices (AED per person)', zh: '套餐价格（AED／每人）' },
    notes: [
      {
        en: 'Prices are per person on twin (double) sharing and include 5 % VAT.',
        zh: '价格按双人同住每人计算，已含5%增值税。',
      },
      {
        en: 'Tourism Dirham of about AED 10–20 per room per night is paid directly at the hotel.',
        zh: '旅游迪拉姆税约每间每晚 AED 10–20，于入住时在酒店直接支付。',
      },
      {
        en: 'Hotel check-in 15:00, check-out 12:00; early check-in or late check-out depends on availability and may be charged.',
        zh: '酒店入住时间15:00，退房时间12:00；提前入住或延迟退房视酒店房态而定，可能另行收费。',
      },
      {
        en: 'Adult 11 years and over; child 3–10 years shares the existing bedding (no extra bed); infant 0–2 years free.',
        zh: '成人：11岁及以上；儿童：3–10岁，与大人共用现有床铺（不加床）；婴儿：0–2岁免费。',
      },
      {
        en: 'Single supplement and extra beds are quoted by season and hotel.',
        zh: '单房差和加床费用视季节和酒店另行报价。',
      },
    ],
  },
  faq: [
    {
      question: { en: 'What is included in a package?', zh: '套餐包含哪些内容？' },
      answer: {
        en: 'Private airport transfers both ways, your hotel with daily breakfast, a private car with an English-speaking driver on itinerary days, the listed tickets (for example Burj Khalifa levels 124/125, The View at The Palm or Dubai Frame, and the Dubai Marina Dhow Dinner) and an evening desert safari, or the morning version if you prefer. Packages are land-only: flights and visas are not included.',
        zh: '包含往返机场专车接送、酒店住宿（含每日早餐）、游览日的专车和英语司机、行程所列门票（如哈利法塔124/125层、棕榈岛观景台或迪拜相框、迪拜码头独桅帆船晚餐），以及傍晚沙漠冲沙（也可换成上午场）。套餐为纯地接，不含机票和签证。',
      },
    },
    {
      question: { en: 'How are children priced?', zh: '儿童怎么收费？' },
      answer: {
        en: 'Guests aged 11 and over pay the adult rate. Children aged 3–10 pay the child rate and share the existing bedding, and infants aged 0–2 travel free. Extra beds and single supplements are quoted by season and hotel, and each child needs a car seat by law, so please tell us their ages.',
        zh: '11岁及以上按成人价；3–10岁按儿童价，与大人共用现有床铺；0–2岁婴儿免费。加床和单房差视季节和酒店报价。依照阿联酋法律，每位儿童须使用安全座椅，请告知孩子的年龄。',
      },
    },
    {
      question: { en: 'Can the order of the days change?', zh: '每天的行程顺序可以调整吗？' },
      answer: {
        en: 'Yes. We fit the days around your flight times, the season and any events in town, and on busy dates ticket slots can move. For example, Louvre Abu Dhabi usually closes on Mondays, so we swap days when needed.',
        zh: '可以。我们会根据航班时间、季节和城中活动安排每天的内容，旺季时门票时段也可能调整。例如阿布扎比卢浮宫通常周一闭馆，遇到时会与其他日子对调。',
      },
    },
    {
      question: { en: 'Is there a dress code at the Grand Mosque?', zh: '参观大清真寺有着装要求吗？' },
      answer: {
        en: 'Yes, and it is strictly enforced. Women cover their hair, shoulders, arms and legs; men wear long trousers. Expect a security check at the entrance. We brief you the day before your Abu Dhabi visit.',
        zh: '有，而且执行严格。女士须遮盖头发、肩膀、手臂和腿部，男士须穿长裤，入口处还有安检。前往阿布扎比的前一天，我们会把注意事项发给您。',
      },
    },
  ],
  descriptions: [
    {
      title: { en: '3 Nights Dubai Starter (4 days)', zh: '迪拜3晚入门之旅（4天）' },
      paragraphs: [
        {
          en: 'Made for first-time visitors. Your first evening is on a Dubai Marina Dhow Dinner. Next morning a licensed guide walks you through Al Fahidi, across the Creek by abra and into the Spice and Gold Souks, followed by Dubai Frame or The View at The Palm. Day three starts slowly and ends at a desert camp with dune driving, shows and a barbecue dinner.',
          zh: '专为初到迪拜的游客设计。抵达当晚登上迪拜码头的独桅帆船享用晚餐；第二天上午由持证导游带您漫步法希迪历史街区，乘阿布拉船渡过迪拜河，逛香料市场和黄金市场，下午登迪拜相框或棕榈岛观景台（二选一）；第三天上午自由休息，傍晚出发沙漠冲沙，在营地欣赏表演、享用烧烤晚餐。',
        },
      ],
    },
    {
      title: { en: '4 Nights Family Value (5 days)', zh: '4晚亲子优选（5天）' },
      paragraphs: [
        {
          en: 'Paced for families and grandparents. After the arrival-night cruise, the desert evening comes on day two. Day three tours modern Dubai, from Jumeirah and Souk Madinat to the Museum of the Future, ending at Burj Khalifa levels 124/125. Day four brings The View at The Palm and a relaxed evening at Bluewaters and JBR. Kid-friendly swaps such as the aquarium are easy to arrange.',
          zh: '节奏照顾孩子和长辈。抵达当晚游船晚餐，第二天傍晚前往沙漠；第三天游览现代迪拜，从朱美拉、朱美拉古城市集到未来博物馆，最后登上哈利法塔124/125层；第四天上午去棕榈岛观景台，傍晚在蓝水岛和朱美拉海滩住宅区（JBR）漫步。也可换成水族馆等更适合孩子的项目。',
        },
      ],
    },
    {
      title: { en: '5 Nights Dubai + Abu Dhabi Highlights (6 days)', zh: '迪拜+阿布扎比5晚精华（6天）' },
      paragraphs: [
        {
          en: 'Dubai’s old quarter and Burj Khalifa on day two, then a full day in Abu Dhabi mid-trip: inside Sheikh Zayed Grand Mosque, along the Corniche and into Louvre Abu Dhabi. The desert evening follows, with The View or Dubai Frame and free time for shopping before you fly home.',
          zh: '第二天走访迪拜老城并登哈利法塔；行程中段安排一整天阿布扎比：入内参观谢赫扎耶德大清真寺，驱车经过滨海大道，再参观阿布扎比卢浮宫。随后安排傍晚沙漠冲沙，返程前还有棕榈岛观景台或迪拜相框，以及自由购物时间。',
        },
      ],
    },
    {
      title: { en: '6 Nights Signature Plus (7 days)', zh: '6晚臻选升级（7天）' },
      paragraphs: [
        {
          en: 'Our fullest plan for couples and families: a day in modern Dubai with Burj Khalifa, a VIP evening safari with upgraded camp seating and service, Abu Dhabi with the Grand Mosque plus Qasr Al Watan or the Louvre, a day at Atlantis Aquaventure Waterpark and The Lost Chambers, and The View before a free afternoon. A private yacht trip of 1–2 hours at sunset can be added.',
          zh: '最丰富的一款，适合情侣和家庭：一天畅游现代迪拜并登哈利法塔；VIP 傍晚沙漠冲沙，营地座位和服务全面升级；阿布扎比一日游览大清真寺，再选总统府或阿布扎比卢浮宫；一天在亚特兰蒂斯水世界和失落的空间水族馆尽情玩耍；最后登棕榈岛观景台，下午自由安排，还可加订1–2小时日落私人游艇。',
        },
      ],
    },
  ],
  terms: {
    title: { en: 'Package terms and conditions', zh: '套餐条款' },
    bullets: [
      {
        en: 'Pricing and rooming: per person on twin sharing, 5 % VAT included; Tourism Dirham (about AED 10–20 per room per night) is paid at the hotel; check-in 15:00, check-out 12:00.',
        zh: '价格与住宿：按双人同住每人计价，已含5%增值税；旅游迪拉姆税（约每间每晚 AED 10–20）于酒店现付；入住15:00，退房12:00。',
      },
      {
        en: 'Not included: international flights, visas, travel insurance, lunches and dinners unless stated, alcohol, optional activities and upgrades, porterage, tips, and peak or event supplements.',
        zh: '不含：国际机票、签证、旅行保险、行程未注明的午餐和晚餐、酒水、自选项目及升级、行李搬运费、小费，以及旺季或大型活动附加费。',
      },
      {
        en: 'Child seats and safety: UAE law requires an age-appropriate car seat for every child, and each child occupies a seat. Tell us how many seats you need when you book.',
        zh: '儿童座椅与安全：阿联酋法律规定每位儿童须使用适龄安全座椅，并单独占一个座位。预订时请告知所需数量。',
      },
      {
        en: 'Sheikh Zayed Grand Mosque: the dress code and security screening are enforced, and rules can change without notice. Friday visiting hours are shorter.',
        zh: '谢赫扎耶德大清真寺：严格执行着装要求和安检，规定可能随时调整；周五开放时间较短。',
      },
      {
        en: 'Ramadan and peak periods: camp shows may pause, alcohol is restricted and opening hours change; New Year’s Eve and major events may carry mandatory supplements.',
        zh: '斋月及旺季：沙漠营地表演可能暂停，酒水受限，景点开放时间会调整；跨年夜及大型活动期间可能有强制附加费。',
      },
      {
        en: 'Cancellation: free 48 hours or more before the first service; 50 % charge 24–48 hours before; 100 % under 24 hours or no-show. Non-refundable tickets and hotel nights follow the supplier’s terms.',
        zh: '取消政策：首项服务开始前48小时以上取消免费；24–48小时内取消收取50%；不足24小时或未到场收取100%。不可退的门票和酒店房晚按供应商规定处理。',
      },
      {
        en: 'One free reschedule per booking when requested 48 hours or more ahead, subject to availability. Switching the evening safari to the morning version needs 48 hours’ notice.',
        zh: '每笔预订可在出发前48小时以上免费改期一次，视资源情况安排。傍晚沙漠冲沙改为上午场需提前48小时告知。',
      },
      {
        en: 'Weather: if a sandstorm or heavy rain stops an activity we reschedule first; if that is not possible, only unrecoverable supplier costs are charged.',
        zh: '天气影响：如遇沙尘暴或大雨导致项目无法进行，我们会优先改期；无法改期时，仅收取供应商不可退还的费用。',
      },
      {
        en: 'Claims: please send any complaint in writing within 7 days of the service.',
        zh: '如有投诉或索赔，请在服务结束后7天内以书面形式提出。',
      },
    ],
  },
  services: {
    title: { en: 'Why travel with our packages', zh: '为什么选择我们的套餐' },
    bullets: [
      {
        en: 'Heat-smart pacing: outdoors in the morning and evening, indoor sights at midday.',
        zh: '防暑节奏：早晚安排户外，中午安排室内景点。',
      },
      {
        en: 'A licensed guide for the Old Dubai walk and abra crossing in the 3-night and 5-night plans.',
        zh: '3晚和5晚套餐含持证导游带领的迪拜老城漫步及阿布拉船渡河。',
      },
      {
        en: 'Family-friendly safari options, including the gentler morning drive.',
        zh: '亲子友好的沙漠行程，可换成更轻松的上午场。',
      },
      {
        en: 'Licensed, vetted drivers, clean licensed camps and child seats on request.',
        zh: '司机持牌并经我们审核，营地干净正规、证照齐全，儿童座椅按需提供。',
      },
      {
        en: 'WhatsApp concierge from 08:00 to 22:00 and a reconfirmation 24 hours before each service.',
        zh: 'WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00），每项服务前24小时再次确认。',
      },
      {
        en: 'One free reschedule when you ask 48 hours or more ahead.',
        zh: '提前48小时以上提出，可免费改期一次。',
      },
    ],
  },
  cta: {
    title: { en: 'Plan your Dubai stay', zh: '开始规划迪拜之旅' },
    body: {
      en: 'Add a package to WonderCart with your travel dates, or message us on WhatsApp and we will tailor it to your group.',
      zh: '把心仪的套餐加入万德购物车并填写出行日期，或通过 WhatsApp 联系我们，为您一行量身调整。',
    },
  },
  chatGreeting: {
    en: 'Hello WanderWonderWorld Dubai, I would like to ask about your tour packages.',
    zh: '您好，万德假日！我想咨询旅游套餐。',
  },
}

const safari: CategoryPageInput = {
  id: 'safari',
  title: { en: 'Private Desert Safari', zh: '沙漠冲沙（私享四驱车）' },
  summary: {
    en: 'Private 4x4 desert safaris from Dubai: morning dunes, sunset camp dinner, extended drive or an overnight Royal Dunes Safari. From {{from:safari}} per vehicle.',
    zh: '迪拜沙漠冲沙（私享四驱车）：晨曦沙丘、日落营地晚餐、深度沙丘探险或皇家沙漠过夜营，每车 {{from:safari}} 起。',
  },
  banner: {
    src: '/art/banner-safari.svg',
    alt: {
      en: 'Red sand dunes at sunset with a 4x4 and a line of camels',
      zh: '夕阳下的红色沙丘，一辆四驱车和一队骆驼',
    },
    width: 1600,
    height: 640,
  },
  intro: [
    {
      en: 'Every safari on this page is private: one 4x4 and one licensed desert driver for your group alone, collected from your Dubai hotel. Prices are per vehicle, for up to 5 guests (up to 4 in the Royal luxury SUV), so the whole family rides for one price.',
      zh: '本页所有沙漠行程均为私享：一辆四驱车、一位持牌沙漠司机只为您一行服务，从迪拜酒店直接接送。按整车计价，每车最多5人（皇家沙漠过夜营使用豪华 SUV，最多4人），全家出行一个价。',
    },
    {
      en: 'Pick the time that suits you: a cooler morning in the dunes, the classic sunset with camp dinner and shows, a longer drive into deeper dunes with VIP seating, or a night under the stars with fine dining, a luxury tent and breakfast. Then add an ATV ride, a buggy, a photographer or shisha and drinks at the camp.',
      zh: '按自己的节奏选择：清晨凉爽的沙丘越野；最受欢迎的日落场，含营地晚餐和表演；更深入沙海的深度沙丘探险，享 VIP 座位；或在星空下过夜，享用精致晚餐、豪华帐篷和早餐。还可加订沙漠摩托、沙漠越野车、旅拍摄影套餐，或在营地享用水烟与饮品。',
    },
  ],
  productIds: ['safari-morning', 'safari-sunset', 'safari-extended', 'safari-royal'],
  addonIds: ['addon-atv', 'addon-buggy', 'addon-photo', 'addon-shisha'],
  priceTable: {
    title: { en: 'Safari and add-on prices (AED)', zh: '沙漠冲沙及加购项目价格（AED）' },
    notes: [
      {
        en: 'Safari prices are per private 4x4 with driver, for up to 5 guests; the Royal Dunes Safari uses a luxury SUV for up to 4.',
        zh: '沙漠冲沙按私享四驱车（含司机）整车计价，每车最多5人；皇家沙漠过夜营使用豪华 SUV，最多4人。',
      },
      {
        en: 'Times: Morning 08:00–12:30 (4.5 hours); Sunset 15:00–21:00 (6 hours); Extended 14:00–21:00 (7 hours); Royal Dunes Safari 15:00 to 09:00 the next day (overnight).',
        zh: '时间：晨曦场08:00–12:30（4.5小时）；日落场15:00–21:00（6小时）；深度探险场14:00–21:00（7小时）；皇家沙漠过夜营15:00至次日09:00（过夜）。',
      },
      {
        en: 'Add-ons: ATV 150cc {{price:addon-atv}} per person for 30 minutes; 2-seater buggy {{price:addon-buggy}} per vehicle for 30 minutes; photography {{price:addon-photo}} per package (10 edited photos plus all originals); shisha and drinks on request at licensed camps.',
        zh: '加购项目：沙漠摩托（ATV，150cc）每人 {{price:addon-atv}}，30分钟；双座沙漠越野车每车 {{price:addon-buggy}}，30分钟；旅拍摄影套餐每套 {{price:addon-photo}}（10张精修加全部原片）；水烟与饮品需咨询，仅限持牌营地。',
      },
      {
        en: 'The photography package is included free with the Royal Dunes Safari.',
        zh: '皇家沙漠过夜营已免费包含旅拍摄影套餐。',
      },
      {
        en: 'Pickup times can vary by about 15 minutes either way depending on your hotel’s location.',
        zh: '接送时间会因酒店位置前后浮动约15分钟。',
      },
    ],
  },
  faq: [
    {
      question: { en: 'What is included in a safari?', zh: '沙漠冲沙包含什么？' },
      answer: {
        en: 'Hotel pickup and drop-off in your private 4x4, dune bashing, photo stops in the dunes, sandboarding and a camel stop or short ride, with water and refreshments. The Sunset and Extended safaris add a camp dinner and live shows; the Royal Dunes Safari adds fine dining, a luxury tent and breakfast.',
        zh: '包括私享四驱车酒店接送、冲沙、途中停车拍照、滑沙，以及骆驼拍照或短程骑乘，并提供饮用水和茶点。日落场和深度探险场另含营地晚餐与现场表演；皇家沙漠过夜营还包括精致晚宴、豪华帐篷和早餐。',
      },
    },
    {
      question: { en: 'How long does each safari last?', zh: '每个行程多长时间？' },
      answer: {
        en: 'Morning: 4.5 hours, 08:00–12:30. Sunset: 6 hours, 15:00–21:00. Extended: 7 hours, 14:00–21:00. Royal Dunes Safari: overnight, from 15:00 to 09:00 the next day, breakfast included.',
        zh: '晨曦场4.5小时（08:00–12:30）；日落场6小时（15:00–21:00）；深度探险场7小时（14:00–21:00）；皇家沙漠过夜营在沙漠过夜（15:00至次日09:00），含早餐。',
      },
    },
    {
      question: { en: 'Do I need to book in advance?', zh: '需要提前预订吗？' },
      answer: {
        en: 'Yes, especially for weekends, peak holiday dates and the Royal Dunes Safari, which has very few places. Same-day bookings are sometimes possible but cannot be guaranteed.',
        zh: '建议提前预订，周末、节假日高峰期以及名额很少的皇家沙漠过夜营尤其如此。当天预订有时可以安排，但无法保证。',
      },
    },
    {
      question: { en: 'What should I wear?', zh: '穿什么比较合适？' },
      answer: {
        en: 'Light, breathable casual clothes, shorts or trousers, and trainers or sandals. Bring sunglasses and sunscreen, and a light jacket for winter evenings. For the overnight safari, one small overnight bag per guest is plenty.',
        zh: '穿轻便透气的休闲装，短裤或长裤均可，配运动鞋或凉鞋；带上墨镜和防晒霜，冬季夜晚再加一件薄外套。参加过夜营每人带一个小过夜包就足够了。',
      },
    },
  ],
  descriptions: [
    {
      title: { en: 'Morning Dunes Drive', zh: '晨曦沙丘越野' },
      paragraphs: [
        {
          en: 'For families with children, seniors and short stays. Cooler air, soft light and quieter dunes: about an hour of dune driving with photo stops, then sandboarding and a camel photo stop when the camp is open, with water and light refreshments. Back at your hotel by 12:30.',
          zh: '适合带孩子的家庭、长辈和行程紧凑的旅客。清晨空气凉爽、光线柔和、沙丘人少：约1小时冲沙并停车拍照，营地开放时可滑沙、与骆驼合影，提供饮用水和简单茶点，12:30前返回酒店。',
        },
      ],
    },
    {
      title: { en: 'Sunset Dunes Select', zh: '日落沙丘优选' },
      paragraphs: [
        {
          en: 'Our most popular safari. Dune driving in the late afternoon, a stop to watch the sun go down, then a licensed camp with welcome refreshments, a short camel ride and sandboarding, a barbecue buffet with vegetarian choices and live shows. Drop-off around 21:00.',
          zh: '最受欢迎的一款。傍晚冲沙，停在沙丘上看日落，随后前往持牌营地：迎宾茶点、短程骑骆驼、滑沙，享用烧烤自助晚餐（荤素皆有）并欣赏现场表演，约21:00送回酒店。',
        },
      ],
    },
    {
      title: { en: 'Extended Dunes Thrill', zh: '深度沙丘探险' },
      paragraphs: [
        {
          en: 'For adventure seekers. A senior desert driver takes you deeper into the red dunes for 80–90 minutes, with sunset on a high ridge, then a premium camp with VIP seating, an upgraded dinner and exclusive shows.',
          zh: '为爱冒险的旅客准备。资深沙漠司机带您深入红色沙海，冲沙80–90分钟，在高处沙脊看日落，随后前往尊享营地，享 VIP 座位、升级晚餐和专属表演。',
        },
      ],
    },
    {
      title: { en: 'Royal Dunes Safari', zh: '皇家沙漠过夜营' },
      paragraphs: [
        {
          en: 'Our most luxurious night in the desert: a uniformed chauffeur and a Range Rover or Lexus LX (or similar), a smooth scenic drive, a private sunset viewpoint and a welcome drink (champagne where the camp is licensed, or a mocktail). Dinner is fine dining with premium shows, followed by a luxury tent, a bonfire and stargazing, then sunrise and a fresh breakfast. A photography package is included.',
          zh: '最奢华的沙漠之夜：身着制服的专职司机驾驶路虎揽胜或雷克萨斯 LX（或同级车型），平稳驶过沙丘，在私享观景点看日落，奉上迎宾饮品（营地持牌时为香槟，否则为无酒精特调）。晚餐为精致料理配高端表演，夜宿豪华帐篷，围坐篝火仰望星空，次日看日出、享用新鲜早餐。已含旅拍摄影套餐。',
        },
      ],
    },
    {
      title: { en: 'Add-ons at the camp', zh: '营地加购项目' },
      bullets: [
        {
          en: 'ATV 150cc: 30 minutes on a guided route with helmet, goggles and a safety briefing; riders 16 and over recommended.',
          zh: '沙漠摩托（ATV，150cc）：30分钟，沿指定路线骑行，配头盔、护目镜并有安全讲解；建议16岁及以上驾驶。',
        },
        {
          en: '2-seater buggy: 30 minutes for a driver and a passenger behind a lead buggy; the driver must be 18 or over with a valid licence.',
          zh: '双座沙漠越野车：30分钟，一人驾驶一人同乘，由领队车带路；驾驶者须年满18岁并持有效驾照。',
        },
        {
          en: 'Photography: a professional partner photographer, 10 edited photos plus all originals.',
          zh: '旅拍摄影套餐：专业合作摄影师跟拍，提供10张精修和全部原片。',
        },
        {
          en: 'Shisha and drinks: soft drinks, tea, coffee and shisha at licensed camps; menu and prices vary by camp.',
          zh: '水烟与饮品：持牌营地提供软饮、茶、咖啡和水烟，菜单和价格因营地而异。',
        },
      ],
    },
  ],
  terms: {
    title: { en: 'Safari terms and conditions', zh: '沙漠冲沙条款' },
    bullets: [
      {
        en: 'Bookings are confirmed subject to the availability of the vehicle, driver and camp; prices are per private vehicle.',
        zh: '能否成行取决于车辆、司机和营地的空位，以我们的书面确认为准；价格按私享整车计算。',
      },
      {
        en: 'Cancellation for the Morning, Sunset and Extended safaris: free 24 hours or more before pickup; 50 % charge 12–24 hours before; 100 % under 12 hours or no-show.',
        zh: '晨曦场、日落场及深度探险场取消政策：接送前24小时以上取消免费；12–24小时内取消收取50%；不足12小时或未到场收取100%。',
      },
      {
        en: 'Cancellation for the Royal Dunes Safari: free 48 hours or more before pickup; 50 % charge 24–48 hours before; 100 % under 24 hours or no-show.',
        zh: '皇家沙漠过夜营取消政策：接送前48小时以上取消免费；24–48小时内取消收取50%；不足24小时或未到场收取100%。',
      },
      {
        en: 'One free reschedule per booking, requested 24 hours or more ahead (48 hours or more for the Royal Dunes Safari), subject to availability. Switching an evening safari to the morning drive needs 48 hours’ notice.',
        zh: '每笔预订可免费改期一次，需提前24小时以上提出（皇家沙漠过夜营需48小时以上），视资源情况安排。傍晚场改为晨曦场需提前48小时告知。',
      },
      {
        en: 'Weather: in a sandstorm or heavy rain we switch to lighter activities or reschedule; if services cannot be delivered, a partial refund applies.',
        zh: '天气影响：遇沙尘暴或大雨时，改为较温和的活动或改期；如部分服务无法提供，将相应部分退款。',
      },
      {
        en: 'Health: dune bashing, ATV and buggy rides are not suitable in pregnancy, for guests with back, neck or heart problems, or for infants. Child seats are required for children under 4 and must be booked ahead.',
        zh: '健康提示：孕妇、背部或颈部有伤病、心脏病患者及婴儿不宜参加冲沙、沙漠摩托和沙漠越野车项目。4岁以下儿童须使用安全座椅，请提前预订。',
      },
      {
        en: 'ATV and buggy rides are run by licensed partner centres under their own rules: helmets are compulsory, age and height limits apply, a waiver is signed on site and ID may be checked.',
        zh: '沙漠摩托和沙漠越野车由持牌合作场地运营，按其规定执行：必须佩戴头盔，有年龄和身高限制，现场需签署免责声明，并可能查验证件。',
      },
      {
        en: 'Alcohol and shisha are served only at licensed camps, at extra cost and with age limits. During Ramadan and on religious holidays shows and alcohol may be limited or paused.',
        zh: '酒水和水烟仅在持牌营地供应，需另付费并有年龄限制。斋月及宗教节日期间，表演和酒水可能受限或暂停。',
      },
      {
        en: 'No eating, drinking or smoking inside the 4x4; please follow your driver’s instructions and tell us in advance about children or older guests.',
        zh: '四驱车内禁止饮食和吸烟；请听从司机指示，如有儿童或年长同行者请提前告知。',
      },
      {
        en: 'Drivers are not licensed tour guides; a licensed guide (English- or Chinese-speaking) can join on request at extra cost. Peak-season and public-holiday surcharges are told before confirmation.',
        zh: '司机不是持证导游；如需持证导游（中文或英文），可提前预约，费用另计。旺季及公共假期附加费会在确认前告知。',
      },
      {
        en: 'Claims: please send any complaint in writing within 7 days of the service.',
        zh: '如有投诉或索赔，请在服务结束后7天内以书面形式提出。',
      },
    ],
  },
  services: {
    title: { en: 'Our desert services', zh: '我们的沙漠服务' },
    paragraphs: [
      {
        en: 'Morning, sunset, extended and overnight safaris in modern 4x4s with licensed, insured desert drivers, for families, couples, groups of friends and corporate outings. Our WhatsApp concierge answers from 08:00 to 22:00.',
        zh: '晨曦、日落、深度探险和过夜四种沙漠行程，配备现代化四驱车及持牌投保的沙漠司机，适合家庭、情侣、朋友结伴及公司团建。WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00）。',
      },
    ],
  },
  cta: {
    title: { en: 'Choose your desert day', zh: '挑选您的沙漠时光' },
    body: {
      en: 'Add a safari and any add-ons to WonderCart, or message us on WhatsApp to check dates and camps.',
      zh: '把沙漠行程和加购项目加入万德购物车，或通过 WhatsApp 联系我们查询日期和营地。',
    },
  },
  chatGreeting: {
    en: 'Hello WanderWonderWorld Dubai, I would like to ask about a private desert safari.',
    zh: '您好，万德假日！我想咨询私享四驱车沙漠冲沙。',
  },
}

const city: CategoryPageInput = {
  id: 'city',
  title: { en: 'Private City Tours', zh: '城市一日游（私家团）' },
  summary: {
    en: 'Twelve private tours by car with driver: Dubai, Abu Dhabi, Sharjah, Hatta, Ras Al Khaimah and Musandam. Per car for up to 6 guests, from {{from:city}}.',
    zh: '12条包车一日游线路：迪拜、阿布扎比、沙迦、哈塔、拉斯海马和穆桑达姆，每车最多6人，每车 {{from:city}} 起。',
  },
  banner: {
    src: '/art/banner-city.svg',
    alt: {
      en: 'Dubai landmarks together: the ring of the Museum of the Future, the Dubai Frame and the sail of Burj Al Arab',
      zh: '迪拜地标同框：未来博物馆的环形建筑、迪拜相框和帆船酒店',
    },
    width: 1600,
    height: 640,
  },
  intro: [
    {
      en: 'Our city tours are private: one 7-seater car and driver for your party of up to 6 guests, at one price per car. Your driver speaks English, handles the route and timings and shares local tips, but is not a licensed tour guide: a licensed guide leads the Old Dubai walk on the Dubai routes, and elsewhere a licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
      zh: '城市一日游均为私家团：一辆7座车配司机，只接待您一行（最多6位），按车计价。司机讲英语，负责路线和时间安排，沿途分享当地小贴士，但不是持证导游：迪拜线路的老城步行游由持证导游带领；其他行程如需持证导游（中文或英文），可提前预约，费用另计。',
    },
    {
      en: 'Stay in Dubai for the old town and the skyline, a desert evening, a photo session or a day at the theme parks, or head out to Abu Dhabi, Sharjah, the Hajar Mountains at Hatta, Ras Al Khaimah or the fjords of Musandam in Oman. We pace each day to the heat: outdoors in the morning and evening, indoors at midday.',
      zh: '可以留在迪拜看老城与天际线、看一场沙漠黄昏与星空、来一组旅拍或畅玩主题乐园，也可以走出迪拜，前往阿布扎比、沙迦、哈塔的哈杰尔山区、拉斯海马，或阿曼的穆桑达姆峡湾。每天的节奏都考虑炎热天气：早晚户外，中午室内。',
    },
  ],
  productIds: [
    'city-classic',
    'city-yacht-icons',
    'city-abu-dhabi-culture',
    'city-hatta',
    'city-desert-evening',
    'city-photoshoot',
    'city-theme-parks',
    'city-theme-parks-plus',
    'city-abu-dhabi-classic',
    'city-sharjah',
    'city-rak',
    'city-musandam',
  ],
  priceTable: {
    title: { en: 'City tour prices (AED per car)', zh: '城市一日游价格（AED／每车）' },
    notes: [
      {
        en: 'Prices are per car: a 7-seater vehicle for up to 6 guests, with driver.',
        zh: '价格按车计算：7座车含司机，最多乘坐6位客人。',
      },
      {
        en: 'Overtime beyond the scheduled tour time is AED 75 per hour.',
        zh: '超出行程时间按每小时 AED 75 收取超时费。',
      },
      {
        en: 'Attraction tickets and meals are not included unless stated and can be added on request.',
        zh: '除另有说明外，不含景点门票和餐食，可按需加订。',
      },
      {
        en: 'Child seats are required by law, one per child: tell us the children’s ages when you book.',
        zh: '依法每位儿童须使用一个安全座椅，预订时请告知孩子年龄。',
      },
      {
        en: 'A larger vehicle or a luxury SUV is available at a supplement; remote pickups such as Jebel Ali or around Al Maktoum Airport (DWC) carry a small surcharge.',
        zh: '可加价升级为更大车型或豪华 SUV；杰贝阿里、阿勒马克图姆国际机场（DWC）一带等偏远地点接送需少量附加费。',
      },
    ],
  },
  faq: [
    {
      question: { en: 'What is included in a city tour?', zh: '城市一日游包含哪些内容？' },
      answer: {
        en: 'A private car with an English-speaking driver, pickup and drop-off in central Dubai, bottled water, Salik road tolls and official parking, and a WhatsApp reconfirmation 24 hours before. Where a Dubai route includes the Old Dubai walk, a licensed guide and the abra ride are included. Tickets and meals are extra unless stated.',
        zh: '包含私家车及英语司机、迪拜市区接送、瓶装水、Salik 路桥费和公共停车场停车费，并在出发前24小时通过 WhatsApp 再次确认。迪拜线路如含老城漫步，则包含持证导游和阿布拉船船票。除另有说明外，门票和餐食需另付。',
      },
    },
    {
      question: { en: 'How many people fit in one car?', zh: '一辆车能坐几个人？' },
      answer: {
        en: 'Up to 6 guests in a 7-seater. Children count as guests and each needs a car seat by law. For larger groups we arrange a minibus or a second car at a supplement.',
        zh: '7座车最多坐6位客人。儿童也计入人数，且依法每人须使用安全座椅。人数更多时，可加价安排中巴或第二辆车。',
      },
    },
    {
      question: { en: 'Can we change the stops or their order?', zh: '可以调整景点或顺序吗？' },
      answer: {
        en: 'Yes. We adjust the order around your flights, the season, traffic and ticket time slots, and custom start times are possible on request. Time beyond the scheduled tour is charged at AED 75 per hour.',
        zh: '可以。我们会根据航班、季节、路况和门票时段调整顺序，也可按需另定出发时间。超出行程时间按每小时 AED 75 收费。',
      },
    },
    {
      question: { en: 'What should we wear to the mosques?', zh: '参观清真寺要注意什么着装？' },
      answer: {
        en: 'At Sheikh Zayed Grand Mosque the dress code is strictly enforced: women cover their hair, arms and legs, and men wear long trousers. There is a security check at the entrance, and Friday visiting hours are shorter. Smart-casual clothes are best in all heritage areas.',
        zh: '谢赫扎耶德大清真寺严格执行着装要求：女士须遮盖头发、手臂和腿部，男士须穿长裤；入口设有安检，周五开放时间较短。参观各类历史文化街区，也建议穿着得体的休闲装。',
      },
    },
  ],
  descriptions: [
    {
      title: { en: 'Dubai, old and new', zh: '迪拜：老城与新城' },
      paragraphs: [
        {
          en: 'The Classic Dubai City Tour links the Al Fahidi quarter, an abra ride across the Creek and the souks with the Museum of the Future, Jumeirah and Downtown. The Yacht & Icons Day adds Palm Jumeirah, the Burj Khalifa area and a yacht cruise in Dubai Marina, and the Dubai Icons Photoshoot brings a professional photographer to the city’s best-known backdrops.',
          zh: '迪拜经典城市游串联法希迪历史街区、乘阿布拉船渡迪拜河、逛传统市集，再到未来博物馆、朱美拉和市中心；迪拜游艇与地标一日游加入朱美拉棕榈岛、哈利法塔一带和迪拜码头游艇巡游；迪拜地标旅拍则由专业摄影师陪同，在城中最具代表性的地标前为您留影。',
        },
      ],
    },
    {
      title: { en: 'Desert evenings and theme parks', zh: '沙漠黄昏与主题乐园' },
      paragraphs: [
        {
          en: 'Desert Evening & Stargazing is a gentle alternative to dune bashing: your car stays on paved roads to the Al Qudra Lakes in the Al Marmoom reserve for sunset, then a table at a desert resort and a sky full of stars.',
          zh: '沙漠黄昏与观星之旅是冲沙之外的温和之选：全程走铺装公路，前往马尔穆姆沙漠保护区的古德拉湖看日落，随后在沙漠度假村用餐，再抬头看满天繁星。',
        },
        {
          en: 'Theme Parks Day: Yas Island drives you to Abu Dhabi for Ferrari World, Warner Bros. World, Yas Waterworld or SeaWorld, while Theme Parks Plus pairs two attractions in Dubai, such as LEGOLAND Dubai and then Global Village. Park tickets are not included unless stated.',
          zh: '阿布扎比亚斯岛主题乐园一日游带您前往法拉利世界、华纳兄弟世界、亚斯水上乐园或海洋世界；迪拜双园畅玩一日游则在迪拜串联两处景点，例如白天去乐高乐园、傍晚逛环球村。除另有说明外，不含乐园门票。',
        },
      ],
    },
    {
      title: { en: 'Abu Dhabi and Sharjah', zh: '阿布扎比与沙迦' },
      paragraphs: [
        {
          en: 'Abu Dhabi Culture Day pairs Sheikh Zayed Grand Mosque with Louvre Abu Dhabi or Qasr Al Watan, the Corniche and a drive past Yas Island; Abu Dhabi Classic covers the mosque, Qasr Al Watan, the Corniche, Emirates Palace and Qasr Al Hosn. Allow 90–120 minutes’ drive each way.',
          zh: '阿布扎比文化一日游以谢赫扎耶德大清真寺为核心，再选阿布扎比卢浮宫或总统府，途经滨海大道和亚斯岛；阿布扎比经典一日游涵盖大清真寺、总统府、滨海大道、酋长皇宫酒店和阿尔荷森宫。单程车程约90–120分钟。',
        },
        {
          en: 'Sharjah Heritage and Museums, closer to home, visits Al Noor Mosque, the Museum of Islamic Civilization, the Heart of Sharjah heritage area and the Blue Souk.',
          zh: '沙迦人文博物馆之旅车程更短，游览努尔清真寺、伊斯兰文明博物馆、沙迦之心历史街区和蓝色市场。',
        },
      ],
    },
    {
      title: { en: 'Mountains and fjords', zh: '山谷与峡湾' },
      paragraphs: [
        {
          en: 'Hatta Mountain Escape takes you into the Hajar Mountains for the turquoise dam, the heritage village and Hatta Wadi Hub, with no border to cross. Ras Al Khaimah and Jebel Jais combines the old town of Al Jazirat Al Hamra, the Jebel Jais mountain road and Dhayah Fort. The Musandam Fjords Day crosses into Oman via Ras Al Khaimah to Khasab for a dhow cruise through the fjords, so bring your passport.',
          zh: '哈塔山谷一日游深入哈杰尔山脉，看碧绿的水坝湖、遗产村和户外中心，无需过境；拉斯海马与杰贝杰斯山一日游串联哈姆拉岛古村、杰贝杰斯山盘山公路和达亚堡；阿曼穆桑达姆峡湾一日游经拉斯海马进入阿曼，到海塞卜乘独桅帆船游览峡湾，请随身携带护照。',
        },
      ],
    },
  ],
  terms: {
    title: { en: 'City tour terms and conditions', zh: '城市一日游条款' },
    bullets: [
      {
        en: 'Pricing and seating: per car, a 7-seater for up to 6 guests; overtime AED 75 per hour; larger vehicles and remote pickups at a supplement.',
        zh: '价格与座位：按车计价，7座车最多6位客人；超时每小时 AED 75；升级大车或偏远地点接送需加收费用。',
      },
      {
        en: 'Not included unless stated: attraction tickets, meals, optional activity fees, a full-day licensed guide, peak or event supplements, tips and travel insurance.',
        zh: '除另有说明外不含：景点门票、餐食、自选活动费用、全天持证导游、旺季或活动附加费、小费及旅行保险。',
      },
      {
        en: 'Child seats and safety: one car seat per child as the law requires; no eating, drinking or smoking in the car; smart-casual dress in heritage areas.',
        zh: '儿童座椅与安全：依法每位儿童须使用一个安全座椅；车内禁止饮食和吸烟；参观历史文化区请穿着得体。',
      },
      {
        en: 'Sheikh Zayed Grand Mosque: dress code and security screening are enforced; Friday hours are limited and rules can change without notice.',
        zh: '谢赫扎耶德大清真寺：严格执行着装要求和安检；周五开放时间有限，规定可能随时调整。',
      },
      {
        en: 'Musandam: a valid passport is required for the Oman border; entry rules depend on your nationality and we confirm them when you book.',
        zh: '穆桑达姆：过境阿曼须持有效护照；入境要求因国籍而异，预订时我们会与您确认。',
      },
      {
        en: 'Ramadan, New Year’s Eve and major events: opening hours change, roads may close and mandatory supplements may apply.',
        zh: '斋月、跨年夜及大型活动期间：开放时间会调整，可能封路，并可能收取强制附加费。',
      },
      {
        en: 'Cancellation for the Dubai tours (Classic, Yacht & Icons, Desert Evening, Photoshoot, Theme Parks Plus), Hatta, Sharjah and Ras Al Khaimah: free 24 hours or more before the start; 50 % charge 12–24 hours before; 100 % under 12 hours or no-show.',
        zh: '迪拜市内线路（迪拜经典城市游、游艇与地标、沙漠黄昏、地标旅拍、双园畅玩）、哈塔、沙迦及拉斯海马线路取消政策：出发前24小时以上取消免费；12–24小时内取消收取50%；不足12小时或未到场收取100%。',
      },
      {
        en: 'Cancellation for Abu Dhabi Culture, Abu Dhabi Classic, Theme Parks Day: Yas Island and Musandam: free 48 hours or more before the start; 50 % charge 24–48 hours before; 100 % under 24 hours or no-show.',
        zh: '阿布扎比文化一日游、阿布扎比经典一日游、阿布扎比亚斯岛主题乐园一日游及穆桑达姆线路取消政策：出发前48小时以上取消免费；24–48小时内取消收取50%；不足24小时或未到场收取100%。',
      },
      {
        en: 'One free reschedule per booking when requested 24 hours or more before the start, subject to availability. If weather or closures stop a tour we reschedule first; otherwise only unrecoverable costs are charged.',
        zh: '每笔预订可在出发前24小时以上免费改期一次，视资源情况安排。如因天气、封路或景点关闭无法成行，优先改期；无法改期时仅收取不可退还的费用。',
      },
      {
        en: 'Claims: please send any complaint in writing within 7 days of the service.',
        zh: '如有投诉或索赔，请在服务结束后7天内以书面形式提出。',
      },
    ],
  },
  services: {
    title: { en: 'Our city tour services', zh: '我们的城市一日游服务' },
    paragraphs: [
      {
        en: 'Private cars with RTA-licensed drivers, heat-smart routes and help with tickets and time slots. Our WhatsApp concierge is on hand from 08:00 to 22:00, we reconfirm every tour 24 hours before, and you can reschedule once free of charge with 24 hours’ notice.',
        zh: '私家车配迪拜道路交通管理局持牌司机，路线避开最热时段，并协助预订门票和时段。WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00），每次出发前24小时再次确认；提前24小时告知，可免费改期一次。',
      },
    ],
  },
  cta: {
    title: { en: 'Build your day out', zh: '定制您的一日行程' },
    body: {
      en: 'Add one or more tours to WonderCart and send a single enquiry, or message us on WhatsApp to shape the route.',
      zh: '把一条或多条线路加入万德购物车一次提交，或通过 WhatsApp 联系我们规划路线。',
    },
  },
  chatGreeting: {
    en: 'Hello WanderWonderWorld Dubai, I would like to ask about a private city tour.',
    zh: '您好，万德假日！我想咨询城市一日游（私家团）。',
  },
}

const cruise: CategoryPageInput = {
  id: 'cruise',
  title: { en: 'Dhow & Yacht Dinner Cruises', zh: '游船晚餐：独桅帆船与游艇' },
  summary: {
    en: 'Dinner cruises on Dubai Creek, Dubai Marina and Dubai Water Canal, and the 3-hour Lotus Mega Yacht. Buffet included, from {{from:cruise}}; infants free.',
    zh: '迪拜河、迪拜码头、迪拜水道游船晚餐及3小时 Lotus 巨型游艇，含自助晚餐，每人 {{from:cruise}} 起，婴儿免费。',
  },
  banner: {
    src: '/art/banner-cruise.svg',
    alt: {
      en: 'Dinner cruise boats lit up on the water at night',
      zh: '夜色中灯火通明的游船行驶在水面上',
    },
    width: 1600,
    height: 640,
  },
  intro: [
    {
      en: 'Spend an evening on the water with dinner included: a traditional wooden dhow on Dubai Creek, a skyline cruise through Dubai Marina, a glass-enclosed boat along Dubai Water Canal, or three hours of dining and entertainment on the Lotus Mega Yacht.',
      zh: '登船享用晚餐，在水上度过惬意的迪拜之夜：乘独桅帆船游迪拜河，在迪拜码头欣赏摩天楼夜景，坐玻璃船沿迪拜水道巡游，或登上 Lotus 巨型游艇，享受3小时美食与表演。',
    },
    {
      en: 'These are ticket-only seats on shared boats, priced per person with a child rate for ages 3–10 and free places for infants aged 0–2. If you would like a private car to the pier and back, add a hotel transfer from the table below.',
      zh: '以上均为拼船船票，按人计价：3–10岁享儿童价，0–2岁婴儿免费。如需专车往返码头，可从下表加订酒店接送。',
    },
  ],
  productIds: ['cruise-creek', 'cruise-marina', 'cruise-canal', 'cruise-lotus'],
  priceTable: {
    title: { en: 'Ticket-only prices (AED per person)', zh: '船票价格（AED／每人）' },
    notes: [
      {
        en: 'Prices are per person: adult 11 years and over, child 3–10 years; infants aged 0–2 go free without a seat.',
        zh: '按人计价：成人11岁及以上，儿童3–10岁；0–2岁婴儿免费（不占座）。',
      },
      {
        en: 'Creek, Marina and Canal cruises: boarding 20:00, sailing 20:30, back at the pier by about 22:00–22:30.',
        zh: '迪拜河、迪拜码头及水道游船：20:00登船，20:30开船，约22:00–22:30返回码头。',
      },
      {
        en: 'Lotus Mega Yacht: report 19:00, sailing 19:30 for 3 hours, returning 22:30.',
        zh: 'Lotus 巨型游艇：19:00报到，19:30开船，航程3小时，22:30返回。',
      },
      {
        en: 'Tickets include the buffet dinner, water and soft drinks, and taxes. Hotel transfers and seat upgrades are extra.',
        zh: '船票含自助晚餐、饮用水和软饮及税费；酒店接送和座位升级另付。',
      },
    ],
  },
  extraTables: [
    {
      title: { en: 'Private hotel transfer (round trip)', zh: '酒店往返码头专车接送' },
      columns: [
        { en: 'Sedan (1–4 pax)', zh: '轿车（1–4人）' },
        { en: 'MPV (5–7 pax)', zh: 'MPV（5–7人）' },
        { en: 'Van (up to 10 pax)', zh: '商务车（最多10人）' },
      ],
      rows: [
        {
          label: { en: 'Dubai urban area', zh: '迪拜市区' },
          cells: [
            { en: '{{price:transfer-point-to-point:1:1}}', zh: '{{price:transfer-point-to-point:1:1}}' },
            { en: '{{price:transfer-point-to-point:1:2}}', zh: '{{price:transfer-point-to-point:1:2}}' },
            { en: '{{price:transfer-point-to-point:1:3}}', zh: '{{price:transfer-point-to-point:1:3}}' },
          ],
        },
        {
          label: { en: 'Jebel Ali, JVC or DIP supplement', zh: '杰贝阿里、朱美拉环形村（JVC）、迪拜投资园（DIP）附加费' },
          cells: [
            { en: '+AED 40–60', zh: '加收 AED 40–60' },
            { en: '+AED 40–60', zh: '加收 AED 40–60' },
            { en: '+AED 40–60', zh: '加收 AED 40–60' },
          ],
        },
        {
          label: { en: 'From or to Sharjah supplement', zh: '沙迦上车或下车附加费' },
          cells: [
            { en: '+AED 100', zh: '加收 AED 100' },
            { en: '+AED 100', zh: '加收 AED 100' },
            { en: '+AED 100', zh: '加收 AED 100' },
          ],
        },
      ],
      notes: [
        {
          en: 'Per vehicle, hotel to pier and back. Child seats are free on request (limited stock) and required by law.',
          zh: '按整车计价，酒店至码头往返。儿童安全座椅可免费申请（数量有限），依法须使用。',
        },
      ],
    },
  ],
  faq: [
    {
      question: { en: 'What does the cruise ticket include?', zh: '船票包含什么？' },
      answer: {
        en: 'Your seat, a Halal buffet with vegetarian and non-vegetarian dishes (Jain or vegan meals on request), water and soft drinks, live shows when permitted, and taxes. Hotel transfers, alcohol, seat upgrades and celebration extras such as a cake or décor cost extra.',
        zh: '包含座位、清真自助餐（荤素均有，可预订耆那教或纯素餐）、饮用水和软饮以及税费；获准演出的日子还有现场表演。酒店接送、酒水、座位升级和蛋糕、布置等庆祝项目需另付。',
      },
    },
    {
      question: { en: 'When and where do we board?', zh: '几点在哪里登船？' },
      answer: {
        en: 'Creek, Marina and Canal cruises board at 20:00 and sail at 20:30; for the Lotus Mega Yacht report at 19:00 for a 19:30 sailing. Your e-voucher shows the pier with a map link. Boats leave on time and late arrival counts as a no-show.',
        zh: '迪拜河、迪拜码头和水道游船20:00登船、20:30开船；Lotus 巨型游艇19:00报到、19:30开船。电子凭证上有码头位置和地图链接。游船准点出发，迟到按未到场处理。',
      },
    },
    {
      question: { en: 'Can you arrange a transfer from my hotel?', zh: '可以安排酒店接送吗？' },
      answer: {
        en: 'Yes, a private round trip priced per vehicle: sedan {{price:transfer-point-to-point:1:1}}, MPV {{price:transfer-point-to-point:1:2}} or van {{price:transfer-point-to-point:1:3}} within Dubai’s urban area, plus AED 40–60 for Jebel Ali, JVC or DIP and AED 100 from or to Sharjah. Child seats are free on request.',
        zh: '可以，专车往返按整车计价：迪拜市区轿车 {{price:transfer-point-to-point:1:1}}、MPV {{price:transfer-point-to-point:1:2}}、商务车 {{price:transfer-point-to-point:1:3}}；杰贝阿里、朱美拉环形村（JVC）、迪拜投资园（DIP）加收 AED 40–60，在沙迦上车或下车加收 AED 100。儿童安全座椅可免费申请。',
      },
    },
    {
      question: { en: 'Is alcohol served on board?', zh: '船上提供酒水吗？' },
      answer: {
        en: 'Only on licensed vessels and on permitted dates. The Lotus Mega Yacht offers a Premium Drinks package at AED 99 per adult, with ID required. No alcohol is served during Ramadan or on official dry days.',
        zh: '仅持牌游船在允许的日期供应。Lotus 巨型游艇提供高级酒水套餐，每位成人 AED 99，需出示证件。斋月及官方禁酒日不供应酒精饮品。',
      },
    },
    {
      question: { en: 'What is the cancellation policy?', zh: '取消政策是怎样的？' },
      answer: {
        en: 'Creek, Marina and Canal: free 24 hours or more before boarding, 50 % at 12–24 hours, 100 % under 12 hours or no-show. Lotus Mega Yacht and VIP seating: free 48 hours or more before, 50 % at 24–48 hours, 100 % under 24 hours or no-show. Event nights such as New Year’s Eve can carry stricter terms.',
        zh: '迪拜河、迪拜码头、水道游船：登船前24小时以上取消免费，12–24小时内收取50%，不足12小时或未到场收取100%。Lotus 巨型游艇及 VIP 座位：48小时以上取消免费，24–48小时内收取50%，不足24小时或未到场收取100%。跨年夜等特殊活动夜的条款可能更严格。',
      },
    },
  ],
  descriptions: [
    {
      title: { en: 'Four ways to dine on the water', zh: '四种水上晚餐' },
      bullets: [
        {
          en: 'Creek Classic Dhow Dinner: a traditional dhow from Al Seef past the old trading quarters, with an air-conditioned lower deck and an open upper deck. The best value of the four.',
          zh: '迪拜河独桅帆船晚餐：从阿尔西夫出发，驶过昔日的商贸老城区；下层有空调，上层为露天甲板。四款中性价比最高。',
        },
        {
          en: 'Dubai Marina Dhow Dinner: our most popular route, past the towers of Dubai Marina towards JBR and Bluewaters.',
          zh: '迪拜码头独桅帆船晚餐：最受欢迎的航线，穿行迪拜码头的摩天楼群，驶向朱美拉海滩住宅区（JBR）和蓝水岛。',
        },
        {
          en: 'Dubai Water Canal Glassboat Dinner: a quieter evening in a glass-enclosed boat under the Business Bay bridges and past Tolerance Bridge.',
          zh: '迪拜水道玻璃船晚餐：乘全景玻璃船穿过商业湾的座座桥梁和宽容桥，氛围更安静。',
        },
        {
          en: 'Lotus Mega Yacht Dinner: one of Dubai’s largest dinner yachts, with several decks, indoor lounges, live cooking stations and entertainment for 3 hours.',
          zh: 'Lotus 巨型游艇晚餐：迪拜规模最大的餐饮游艇之一，多层甲板、室内休息厅、现场烹饪台，3小时美食与表演。',
        },
      ],
    },
    {
      title: { en: 'Optional extras', zh: '可选加购' },
      bullets: [
        {
          en: 'Seat upgrades buy a zone, not a specific table: Creek upper deck +AED 20 or window +AED 25; Marina upper deck or window +AED 25; Canal window table +AED 30; Lotus VIP lounge or sofa +AED 120. All upgrade prices are per person and places are limited.',
          zh: '座位升级只保证区域，不指定具体餐桌：迪拜河上层甲板加 AED 20、靠窗加 AED 25；迪拜码头上层或靠窗加 AED 25；水道靠窗餐桌加 AED 30；Lotus VIP 休息区或沙发座加 AED 120。以上均为每人价格，名额有限。',
        },
        {
          en: 'Celebrations: cakes, table décor and a photographer can be arranged for birthdays and anniversaries.',
          zh: '庆祝服务：生日、纪念日可预订蛋糕、餐桌布置和摄影师。',
        },
      ],
    },
  ],
  terms: {
    title: { en: 'Cruise terms and conditions', zh: '游船条款' },
    bullets: [
      {
        en: 'Boarding and timing: board at 20:00 for a 20:30 sailing (Lotus: report 19:00, sail 19:30). The pier is on your e-voucher; late arrival counts as a no-show.',
        zh: '登船时间：20:00登船，20:30开船（Lotus：19:00报到，19:30开船）。码头信息见电子凭证；迟到按未到场处理。',
      },
      {
        en: 'Tickets: per person, adult 11+, child 3–10, infants 0–2 free without a seat; buffet, water and soft drinks and taxes included.',
        zh: '船票：按人计价，成人11岁及以上，儿童3–10岁，0–2岁婴儿免费（不占座）；含自助餐、饮用水、软饮及税费。',
      },
      {
        en: 'Transfers are optional and priced per vehicle as shown above, in insured vehicles with RTA-licensed drivers.',
        zh: '接送为可选服务，按上表整车计价，使用已投保车辆，由迪拜道路交通管理局持牌司机驾驶。',
      },
      {
        en: 'Seating is first come or assigned by the operator; upgrades guarantee a zone, never a specific table, and families are seated together.',
        zh: '座位按先到先得或由船方分配；升级仅保证区域，不指定具体桌位；同行家人安排坐在一起。',
      },
      {
        en: 'Weather and route: marine control, wind or closures can change the route or pier. If the operator cancels, you can rebook or receive a full refund; a changed route is not refunded.',
        zh: '天气与航线：海事管控、大风或水道关闭可能导致航线或码头变更。船方取消时可改订或全额退款；仅航线调整不予退款。',
      },
      {
        en: 'Cancellation for Creek, Marina and Canal cruises: free 24 hours or more before boarding; 50 % charge 12–24 hours before; 100 % under 12 hours or no-show.',
        zh: '迪拜河、迪拜码头及水道游船取消政策：登船前24小时以上取消免费；12–24小时内取消收取50%；不足12小时或未到场收取100%。',
      },
      {
        en: 'Cancellation for the Lotus Mega Yacht and VIP seating: free 48 hours or more before; 50 % charge 24–48 hours before; 100 % under 24 hours or no-show. Event nights can carry stricter terms and supplements.',
        zh: 'Lotus 巨型游艇及 VIP 座位取消政策：48小时以上取消免费；24–48小时内取消收取50%；不足24小时或未到场收取100%。特殊活动夜条款可能更严格并有附加费。',
      },
      {
        en: 'One free reschedule per booking, requested 24 hours or more ahead (48 hours or more for the Lotus), subject to availability.',
        zh: '每笔预订可免费改期一次，需提前24小时以上提出（Lotus 需48小时以上），视余位情况安排。',
      },
      {
        en: 'Compliance and safety: vessels are licensed by Dubai’s maritime and transport authorities, carry lifejackets and trained crew; alcohol only on licensed vessels and never during Ramadan or on dry days.',
        zh: '合规与安全：游船均持有迪拜海事及交通主管部门颁发的牌照，配备救生衣和受训船员；仅持牌游船供应酒水，斋月及禁酒日不供应。',
      },
      {
        en: 'Claims: please send any complaint in writing within 7 days of the cruise.',
        zh: '如有投诉或索赔，请在游船结束后7天内以书面形式提出。',
      },
    ],
  },
  services: {
    title: { en: 'Why book your cruise with us', zh: '为什么通过我们订游船' },
    bullets: [
      {
        en: 'Help choosing the boat that suits your evening, from a budget dhow to the Lotus.',
        zh: '从经济实惠的独桅帆船到 Lotus 巨型游艇，帮您挑选最合适的一晚。',
      },
      {
        en: 'An e-voucher with a pier map link and a 24/7 emergency contact.',
        zh: '电子凭证附码头地图链接和24小时紧急联系方式。',
      },
      {
        en: 'Private hotel transfers and celebration extras in the same enquiry.',
        zh: '酒店专车接送和庆祝服务可在同一次咨询中一并预订。',
      },
      {
        en: 'WhatsApp concierge from 08:00 to 22:00 and a reconfirmation 24 hours before you sail.',
        zh: 'WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00），开船前24小时再次确认。',
      },
    ],
  },
  cta: {
    title: { en: 'Book your evening on the water', zh: '预订您的水上之夜' },
    body: {
      en: 'Add a cruise and a hotel transfer to WonderCart, or message us on WhatsApp to check seats for your date.',
      zh: '把游船和酒店接送加入万德购物车，或通过 WhatsApp 联系我们查询当天余位。',
    },
  },
  chatGreeting: {
    en: 'Hello WanderWonderWorld Dubai, I would like to ask about a dinner cruise.',
    zh: '您好，万德假日！我想咨询游船晚餐。',
  },
}

export const categoryPages: CategoryPageInput[] = [transfers, packages, safari, city, cruise]
