/**
 * Seed data: the home page copy for / (English) and /cn (Chinese).
 *
 * Facts: six banner slides, five card sections and four FAQ items (checked by catalog-figures.test.ts);
 * the trust cards, the how-to and the Dubai-basics FAQ draw on the operator's former site.
 */
import type { HomePageInput } from '../catalog-schema'

export const homePage: HomePageInput = {
  title: {
    en: 'WanderWonderWorld Dubai | Private Transfers, Desert Safaris, City Tours and Dinner Cruises',
    zh: '万德假日 WanderWonderWorld Dubai｜迪拜专车接送、沙漠冲沙、城市一日游与游船晚餐',
  },
  summary: {
    en: 'Private transfers, land-only packages, desert safaris, city tours and dinner cruises in Dubai, with clear AED prices and a reply within 3 business days.',
    zh: '迪拜专车接送、纯地接套餐、沙漠冲沙、城市一日游和游船晚餐，价格透明，均以迪拉姆（AED）明码标价，3个工作日内回复咨询。',
  },
  slides: [
    {
      src: '/art/banner-home-1.svg',
      alt: {
        en: 'The Dubai skyline at dusk, with Burj Khalifa rising above the city lights',
        zh: '黄昏时分的迪拜天际线，哈利法塔在万家灯火中拔地而起',
      },
      width: 1600,
      height: 640,
    },
    {
      src: '/art/banner-home-2.svg',
      alt: {
        en: 'A 4x4 climbing golden desert dunes outside Dubai',
        zh: '一辆四驱车在迪拜郊外的金色沙丘上爬坡驰骋',
      },
      width: 1600,
      height: 640,
    },
    {
      src: '/art/banner-home-3.svg',
      alt: {
        en: 'A wooden dhow glowing with lights on Dubai Creek at night',
        zh: '夜色中的迪拜河上，一艘挂满灯光的独桅帆船',
      },
      width: 1600,
      height: 640,
    },
    {
      src: '/art/banner-home-4.svg',
      alt: {
        en: 'The rugged Hajar Mountains around Hatta under a clear sky',
        zh: '晴空下哈塔一带层峦起伏的哈杰尔山脉',
      },
      width: 1600,
      height: 640,
    },
    {
      src: '/art/banner-home-5.svg',
      alt: {
        en: 'The white domes and minarets of Sheikh Zayed Grand Mosque in Abu Dhabi',
        zh: '阿布扎比谢赫扎耶德大清真寺洁白的穹顶与宣礼塔',
      },
      width: 1600,
      height: 640,
    },
    {
      src: '/art/banner-home-6.svg',
      alt: {
        en: 'A yacht sailing through Dubai Marina between high-rise towers',
        zh: '一艘游艇在迪拜码头的高楼之间航行',
      },
      width: 1600,
      height: 640,
    },
  ],
  welcomeTitle: {
    en: 'Welcome to WanderWonderWorld Dubai',
    zh: '欢迎来到万德假日 WanderWonderWorld Dubai',
  },
  slogan: {
    en: 'Journeys Crafted With Passion',
    zh: '用心出发，一路精彩',
  },
  introTitle: {
    en: 'Dubai travel with a personal touch',
    zh: '有温度的迪拜之旅',
  },
  intro: {
    en: 'WanderWonderWorld Dubai is a locally run tour operator and concierge for couples, families, small groups and business travellers. We can look after your whole stay: private airport transfers and cars with a driver, land-only packages, desert safaris, day tours from Dubai to Abu Dhabi, Hatta and Musandam, and dinner cruises under the lit skyline. Every plan is paced for the climate and priced clearly in AED by a team that knows the city’s timings, piers and viewpoints. Tell us how you like to travel and we will shape the days around you.',
    zh: '万德假日是扎根迪拜的本地旅行社和礼宾团队，服务情侣、家庭、小团体和商务旅客。机场专车接送、包车（含司机）、纯地接套餐、沙漠冲沙，从迪拜出发前往阿布扎比、哈塔、穆桑达姆的一日游，还有天际线下的游船晚餐，整趟行程都可以交给我们。每条线路都会避开最热的时段，所有价格均以迪拉姆（AED）明码标价；我们熟悉当地的开放时间、码头和观景点。告诉我们您喜欢的出行方式，我们按您的节奏安排每一天。',
  },
  trustTitle: {
    en: 'Your trusted local tour expert',
    zh: '值得信赖的迪拜本地旅行专家',
  },
  trustCards: [
    {
      title: { en: 'Licensed and insured', zh: '持牌运营 · 保险保障' },
      body: {
        en: 'Our vehicles are RTA-licensed, our drivers carry commercial insurance, and our tours are run in line with DTCM rules.',
        zh: '车辆持有迪拜道路交通管理局（RTA）牌照，司机投保商业保险，旅游服务遵循迪拜旅游局（DTCM）规范。',
      },
    },
    {
      title: { en: 'Heat-smart pacing', zh: '防暑节奏 · 更舒适' },
      body: {
        en: 'Outdoor sights go in the cooler morning and evening, while midday is spent indoors at viewpoints, museums and malls, so summer days stay comfortable for the whole family.',
        zh: '户外景点安排在凉爽的早晚，正午时段去观景台、博物馆和商场等室内场所，夏天带老人孩子出游也更舒服。',
      },
    },
    {
      title: { en: 'Private driver, local tips', zh: '专属司机 · 沿途贴士' },
      body: {
        en: 'Your English-speaking driver takes you door to door, keeps the route and timings on track and shares local tips along the way, but is not a licensed tour guide. A licensed guide leads the Old Dubai walk; for other sights a licensed guide (English- or Chinese-speaking) can join on request at extra cost.',
        zh: '英语司机门到门接送，把控路线和时间，沿途分享当地小贴士，但不是持证导游。老城步行游由持证导游带领；其他景点如需持证导游（中文或英文），可提前预约，费用另计。',
      },
    },
  ],
  sections: [
    {
      category: 'transfers',
      title: { en: 'Private Transfers', zh: '专车接送' },
      productIds: ['transfer-airport', 'transfer-half-day', 'transfer-full-day', 'transfer-abu-dhabi'],
    },
    {
      category: 'packages',
      title: { en: 'Tour Packages', zh: '旅游套餐' },
      productIds: ['package-3n', 'package-4n', 'package-5n', 'package-6n'],
    },
    {
      category: 'safari',
      title: { en: 'Desert Safari', zh: '沙漠冲沙' },
      productIds: ['safari-morning', 'safari-sunset', 'safari-extended', 'safari-royal'],
    },
    {
      category: 'city',
      title: { en: 'City Tours', zh: '城市一日游' },
      productIds: ['city-classic', 'city-abu-dhabi-culture', 'city-hatta', 'city-musandam'],
    },
    {
      category: 'cruise',
      title: { en: 'Dhow & Yacht Dinner Cruises', zh: '游船晚餐' },
      productIds: ['cruise-creek', 'cruise-marina', 'cruise-canal', 'cruise-lotus'],
    },
  ],
  howToTitle: {
    en: 'How to book in five steps',
    zh: '五步轻松预订',
  },
  howTo: [
    {
      title: { en: 'Browse the services', zh: '浏览服务' },
      body: {
        en: 'Look through transfers, packages, desert safaris, city tours and dinner cruises; every card leads to a page with times, inclusions and prices.',
        zh: '浏览专车接送、旅游套餐、沙漠冲沙、城市一日游和游船晚餐五大板块，每张卡片都能查看详细时间、费用包含项目和价格。',
      },
    },
    {
      title: { en: 'Add to your WonderCart', zh: '加入万德购物车' },
      body: {
        en: 'Add each service you like to your WonderCart; you can collect as many as you need for the trip.',
        zh: '看中的服务直接加入万德购物车，整趟行程需要的项目可以一次选好。',
      },
    },
    {
      title: { en: 'Send one enquiry', zh: '一次提交咨询' },
      body: {
        en: 'Open the WonderCart and add your name, e-mail, travel date and a short message. One request covers every item, and you can also send a general question with an empty cart.',
        zh: '打开万德购物车，填写姓名、邮箱、出行日期和简短留言，多个项目一次提交即可；购物车为空时也可以直接咨询。',
      },
    },
    {
      title: { en: 'Get our reply', zh: '等待回复' },
      body: {
        en: 'We answer by e-mail within 3 business days, so please check your spam folder too. If you need an answer sooner, message us on WhatsApp (08:00–22:00).',
        zh: '我们会在3个工作日内通过邮件回复，请同时留意垃圾邮件箱。如需尽快答复，请通过 WhatsApp 联系我们（迪拜时间08:00–22:00，即北京时间12:00至次日02:00）。',
      },
    },
    {
      title: { en: 'Travel with confidence', zh: '安心出行' },
      body: {
        en: 'Once your booking is confirmed you receive the schedule and pickup details, and we reconfirm on WhatsApp 24 hours before each service.',
        zh: '预订确认后，我们会发送行程安排和接送信息，并在每项服务开始前24小时通过 WhatsApp 再次确认。',
      },
    },
  ],
  faq: [
    {
      question: {
        en: 'How did Dubai become the city it is today?',
        zh: '迪拜是怎样发展成今天这样的？',
      },
      answer: {
        en: 'Dubai began as a Gulf trading and pearling port on the creek, grew into a major hub for shipping, logistics and aviation, and over roughly the last 20 years has added tourism, global events and finance. That journey explains both the heritage quarters by the water and the skyline and infrastructure you see today.',
        zh: '迪拜最早是迪拜河畔的海湾贸易和采珠港口，之后发展为航运、物流和航空枢纽，近20年来又大力发展旅游、国际会展和金融业。正因如此，这里既有水岸边的老城街区，也有今天令人惊叹的天际线和城市设施。',
      },
    },
    {
      question: {
        en: 'What local etiquette should I know?',
        zh: '在迪拜需要注意哪些当地礼仪？',
      },
      answer: {
        en: 'The UAE follows Islamic traditions, so dress modestly in public places and respect local customs. Mosques have dress codes and security checks at the entrance. During Ramadan and on dry days, opening hours, entertainment and alcohol service change, and we adjust your plans accordingly.',
        zh: '阿联酋遵循伊斯兰传统，在公共场所请穿着得体，尊重当地习俗。参观清真寺需遵守着装要求，入口设有安检。斋月期间和禁酒日，景点开放时间、娱乐演出和酒水供应都会有所调整，我们会相应安排行程。',
      },
    },
    {
      question: {
        en: 'How should I plan around the heat?',
        zh: '天气炎热，行程该怎么安排？',
      },
      answer: {
        en: 'Dubai has a hot desert climate, so we follow a heat-smart rhythm: outdoor sights in the morning and evening, and observation decks, museums and malls in the middle of the day. Bring sunglasses, sunscreen and a water bottle, and keep a light layer for air-conditioned spaces.',
        zh: '迪拜属于炎热的沙漠气候，我们的行程遵循防暑节奏：户外景点安排在早晚，中午去观景台、博物馆和商场等室内场所。建议带上墨镜、防晒霜和水杯，再备一件薄外套应对室内空调。',
      },
    },
    {
      question: {
        en: 'Is Dubai suitable for families and seniors?',
        zh: '带孩子或长辈来迪拜合适吗？',
      },
      answer: {
        en: 'Yes. Child and booster seats are available on request, and UAE law requires one for each young child. Package guests can swap the evening desert safari for the gentler morning drive with at least 48 hours’ notice, and midday hours are kept indoors.',
        zh: '非常合适。儿童安全座椅和增高座椅可按需提供，阿联酋法律要求每位幼童使用安全座椅。套餐客人至少提前48小时告知，可将傍晚沙漠冲沙换成更温和的上午场；正午时段也会安排在室内。',
      },
    },
  ],
  chatGreeting: {
    en: "Hello WanderWonderWorld Dubai, I'd like to ask about your tours and transfers in Dubai.",
    zh: '您好，万德假日！我想咨询一下迪拜的行程和接送服务。',
  },
}
