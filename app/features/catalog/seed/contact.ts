/**
 * Seed content of /contact: About Us and the nine-section Terms and Conditions.
 * /contact has no Chinese route yet, but every sentence is stored in both languages.
 */
import type { ContactPageInput } from '../catalog-schema'

export const contactPage: ContactPageInput = {
  title: {
    en: 'About Us and Terms and Conditions',
    zh: '关于我们与条款细则',
  },
  summary: {
    en: 'Meet WanderWonderWorld Dubai, a locally run private tour operator, and read our terms on prices, cancellations, children, insurance and privacy.',
    zh: '认识扎根迪拜的私人旅行服务商万德假日，并了解我们关于价格、取消改期、儿童出行、保险与隐私的条款细则。',
  },
  banner: {
    src: '/art/banner-contact.svg',
    alt: {
      en: 'A calm Dubai Creek scene, with the traditional wind towers of the Al Fahidi Historical Neighbourhood along the water',
      zh: '宁静的迪拜河畔，岸边矗立着阿尔法希迪历史街区的传统风塔',
    },
    width: 1600,
    height: 640,
  },
  about: {
    title: {
      en: 'About WanderWonderWorld Dubai',
      zh: '关于万德假日（WanderWonderWorld Dubai）',
    },
    paragraphs: [
      {
        en: 'WanderWonderWorld Dubai (WWD) is a locally run tour operator and concierge based in the UAE, working directly with travellers. We arrange private airport and hotel transfers, cars with driver, land-only holiday packages, desert safaris, city tours across the Emirates and dinner cruises, and we build custom itineraries around your dates, with time-slotted attraction tickets booked ahead and a private vehicle for your party alone.',
        zh: '万德假日（WanderWonderWorld Dubai，简称 WWD）是一家扎根阿联酋、由本地团队运营的旅行服务商，同时提供礼宾服务，直接面向旅客。我们经营机场及酒店专车接送、包车（含司机）、纯地接度假套餐、沙漠冲沙、阿联酋各地城市一日游和游船晚餐，也可以按您的日期定制行程：分时段门票提前订好，专车只接待您一行人。',
      },
      {
        en: 'Our trips follow a few house habits. We plan days Heat-Smart: outdoors in the cooler morning and evening, indoors at museums, viewpoints and malls at midday. Dubai city routes include an Old Dubai walk with a licensed guide and an abra ride across the Creek. Our drivers speak English and share local tips on the road, but they are not licensed tour guides; a licensed guide (English- or Chinese-speaking) can join other sights on request at extra cost. Add-ons are priced openly before you book, and child seats are available on request.',
        zh: '我们的行程有几个固定做法：安排“防暑节奏”，早晚在户外，正午转入博物馆、观景台和商场；迪拜市区路线包含由持证导游带领的老城漫步，并乘阿布拉船横渡迪拜河；司机讲英语，沿途会分享当地小贴士，但不是持证导游，其他景点如需持证导游（中文或英文），可提前预约，费用另计；所有加购项目在预订前明码标价，儿童安全座椅可按需预留。',
      },
      {
        en: "Safety comes first. Our drivers and vehicles are licensed by Dubai's Roads and Transport Authority (RTA) and commercially insured, our tours follow the rules of Dubai's tourism authority (DTCM), our cruise and activity partners hold DMCA or RTA licences, and the company carries public-liability insurance.",
        zh: '安全始终放在第一位：司机和车辆均持有迪拜道路交通管理局（RTA）牌照并投保商业保险，旅游服务符合迪拜旅游局（DTCM）的规定，合作的游船及活动运营方持有迪拜海事城管理局（DMCA）或 RTA 牌照，公司本身也投保了公众责任险。',
      },
      {
        en: 'We look after couples, families, small groups and business travellers who want good value and room to change their plans. Our promise is simple: clear prices, dependable operations and a real person to help you before and during your stay.',
        zh: '我们的客人有情侣、家庭、三五好友的小团体，也有商务出行的旅客，大家看重物有所值，也需要行程灵活。我们的承诺很简单：价格透明、执行可靠，出发前和旅途中都有真人随时帮您。',
      },
      {
        en: 'Write to us at info@wanderwonderworlddubai.com or send an enquiry from your WonderCart: we reply by e-mail within 3 business days, so please check your spam folder too. During your trip, our WhatsApp concierge is available from 08:00 to 22:00, Dubai time.',
        zh: '欢迎发邮件至 info@wanderwonderworlddubai.com，或通过万德购物车提交咨询，我们会在3个工作日内邮件回复（请留意垃圾邮件箱）。旅途期间，WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00）。',
      },
    ],
  },
  terms: [
    {
      title: { en: '1. Pricing and definitions', zh: '一、价格与定义' },
      bullets: [
        {
          en: 'These terms apply to every booking made with WanderWonderWorld Dubai (WWD), whether through this website, WhatsApp, e-mail or any other channel.',
          zh: '本条款适用于通过本网站、WhatsApp、电子邮件或其他任何渠道向万德假日（WWD）预订的全部服务。',
        },
        {
          en: 'All prices are in UAE dirhams (AED). 5% VAT is included where a price says so, as our package prices do. The pound and euro amounts on our English pages are approximate conversions for guidance; you are quoted and charged in AED.',
          zh: '所有价格均以阿联酋迪拉姆（AED）计。注明含税的价格已包含5%增值税，套餐价格即属此类。英文页面显示的英镑和欧元金额仅为参考换算，报价和收费均以 AED 为准。',
        },
        {
          en: 'Packages are land-only: international flights and visas are not included. Package prices are per person, sharing a twin or double room.',
          zh: '旅游套餐为纯地接，不含国际机票和签证；套餐价格按每人计，以两人同住一间双床房或大床房为准。',
        },
        {
          en: 'The Tourism Dirham, a government fee of about AED 10–20 per room per night depending on the hotel class, is not part of our prices and is paid by you directly at the hotel.',
          zh: '旅游迪拉姆税是政府收取的费用，视酒店星级约为每间每晚 AED 10–20，不含在我们的报价中，需您在酒店直接支付。',
        },
        {
          en: 'Transfers and desert safaris are priced per vehicle; city tours per car (a 7-seater for up to 6 guests, overtime AED 75 per hour); cruises and packages per person; add-ons per person, per vehicle or per set, as each page shows.',
          zh: '专车接送和沙漠冲沙按车计价；城市一日游按车计价（7座车，最多乘坐6位客人，超时每小时 AED 75）；游船和套餐按人计价；加购项目按页面所示以每人、每车或每套计价。',
        },
        {
          en: 'For per-person prices, adults are 11 years and over, children aged 3–10 pay the child rate, and infants aged 0–2 go free without a seat or bed of their own.',
          zh: '按人计价时，11岁及以上按成人价，3–10岁儿童按儿童价，0–2岁婴儿免费，但不单独占座或占床。',
        },
        {
          en: "On packages, a child shares the parents' existing bedding with no extra bed; extra beds and single rooms carry a supplement that depends on the season and hotel.",
          zh: '套餐中儿童与父母共用现有床位，不另加床；如需加床或单人入住，需按季节和酒店另付差价。',
        },
      ],
    },
    {
      title: { en: '2. Enquiries, bookings and vouchers', zh: '二、咨询、预订与凭证' },
      bullets: [
        {
          en: 'This website takes no online payment. Sending an enquiry, with or without items in your WonderCart, is not a booking and does not hold any seat, vehicle or ticket.',
          zh: '本网站不设在线支付。提交咨询（无论万德购物车中是否有服务项目）不等于预订，也不会为您保留任何座位、车辆或门票。',
        },
        {
          en: 'We answer every enquiry by e-mail within 3 business days with availability and a quote; please check your spam folder. If your dates are close, message us on WhatsApp as well.',
          zh: '我们会在3个工作日内通过邮件回复每一条咨询，告知空位情况和报价，请留意垃圾邮件箱；出行日期临近的，也可以同时通过 WhatsApp 联系我们。',
        },
        {
          en: 'A booking is confirmed only once we have received your payment and issued our voucher. Until then, prices and availability may change.',
          zh: '只有在我们收到付款并发出预订凭证后，预订才算正式确认；在此之前，价格和空位都可能变动。',
        },
        {
          en: 'Time-slotted tickets (such as Burj Khalifa, Louvre Abu Dhabi, waterparks and cruises) and hotel nights are often non-refundable once bought.',
          zh: '分时段门票（如哈利法塔、阿布扎比卢浮宫、水上乐园和游船）以及酒店房晚，一经购买通常不可退款。',
        },
        {
          en: 'Please check the names, dates, times and pickup points on your voucher as soon as you receive it, and tell us at once about any error.',
          zh: '收到预订凭证后，请立即核对姓名、日期、时间和接送地点，如有错误请马上告知我们。',
        },
        {
          en: 'We reconfirm every service with you by WhatsApp 24 hours before it starts, including your pickup details.',
          zh: '每项服务开始前24小时，我们会通过 WhatsApp 与您再次确认，并告知接送安排。',
        },
      ],
    },
    {
      title: { en: '3. Changes and cancellations', zh: '三、改期与取消' },
      bullets: [
        {
          en: 'Standard tier (Creek, Marina and Canal dinner cruises and most city tours): free cancellation 24 hours or more before the start; 50% charge from 12 to 24 hours before; 100% charge under 12 hours before or for a no-show.',
          zh: '标准条款（迪拜河、迪拜码头和水道游船晚餐及大部分城市一日游）：出发前24小时以上取消，免费；出发前12–24小时取消，收取50%费用；出发前不足12小时取消或未到场，收取100%费用。',
        },
        {
          en: 'Strict tier (Lotus mega yacht and VIP cruise sections, tour packages, private full-day tours, Abu Dhabi tours and transfers, and the Musandam day trip): free cancellation 48 hours or more before the start; 50% charge from 24 to 48 hours before; 100% charge under 24 hours before or for a no-show.',
          zh: '严格条款（Lotus 巨型游艇及游船 VIP 区、旅游套餐、私家全日游、阿布扎比行程及接送、穆桑达姆一日游）：出发前48小时以上取消，免费；出发前24–48小时取消，收取50%费用；出发前不足24小时取消或未到场，收取100%费用。',
        },
        {
          en: 'The tier that applies to each service is shown on its page and on your voucher.',
          zh: '每项服务适用哪一档条款，会在服务页面和预订凭证上注明。',
        },
        {
          en: 'Each booking can be rescheduled once free of charge, subject to availability: at least 24 hours ahead for city tours and at least 48 hours ahead for packages.',
          zh: '每笔预订可免费改期一次（视空位情况而定）：城市一日游须至少提前24小时提出，旅游套餐须至少提前48小时提出。',
        },
        {
          en: "An evening desert safari can be switched to the gentler morning safari with at least 48 hours' notice, which often suits young children and seniors better.",
          zh: '傍晚沙漠冲沙可改为节奏更温和的上午场，须至少提前48小时通知我们，带小孩或长者出行的客人往往更适合上午场。',
        },
        {
          en: "Peak nights and major events (such as New Year's Eve, UAE National Day and big shows) may carry stricter cancellation rules and supplements; we tell you about them before you confirm.",
          zh: '跨年夜、阿联酋国庆日及大型演出等高峰日期，可能适用更严格的取消规定并加收附加费，我们会在您确认预订前告知。',
        },
        {
          en: "Non-refundable tickets and hotel nights follow the supplier's own rules, whichever tier applies.",
          zh: '不可退款的门票和酒店房晚，无论适用哪一档条款，均按供应商的规定处理。',
        },
      ],
    },
    {
      title: { en: '4. Force majeure and operational changes', zh: '四、不可抗力与运营调整' },
      bullets: [
        {
          en: 'Weather (including sandstorms, strong wind and heavy rain), traffic, road or marine closures, religious observances and orders from government or security authorities can change routes, timings or venues, sometimes at short notice.',
          zh: '天气（包括沙尘暴、大风和暴雨）、交通状况、道路或海上管制、宗教活动以及政府或安全部门的指令，都可能导致路线、时间或场地调整，有时会临时通知。',
        },
        {
          en: 'During Ramadan and on official dry days, opening hours change, camp shows may pause and alcohol is restricted or not served.',
          zh: '斋月期间及官方禁酒日，景点开放时间会有变化，营地表演可能暂停，酒精饮品受限或不供应。',
        },
        {
          en: 'If a service cannot run as planned, we first offer a new date or an equivalent alternative. If neither suits you, we refund what you paid for that service, keeping back only supplier costs we cannot recover.',
          zh: '如服务无法按计划进行，我们会优先为您改期或安排同等的替代方案；若都不合适，我们将退还该项服务的费用，仅扣除无法向供应商追回的成本。',
        },
        {
          en: 'If marine control changes a cruise route or berth and the cruise still sails, no refund is due.',
          zh: '如海事部门调整游船航线或停靠码头，而游船照常开船，则不予退款。',
        },
        {
          en: 'When operations require it, we may substitute a vehicle, vessel, guide or time slot of an equal standard.',
          zh: '如运营需要，我们可以更换同等标准的车辆、船只、导游或时段。',
        },
      ],
    },
    {
      title: { en: '5. Pickups, waiting time and children', zh: '五、接送、等候与儿童出行' },
      bullets: [
        {
          en: 'Please be ready at the agreed pickup point on time, and reach the pier by the boarding time on your voucher. Arriving late without telling us may count as a no-show.',
          zh: '请按约定时间在接车地点等候，并在凭证注明的登船时间前抵达码头。迟到且未提前告知的，可能按未到场处理。',
        },
        {
          en: "Airport pickups include 60 minutes of free waiting, counted from your flight's actual landing time; we track your flight and adjust for delays. Hotel and home pickups include 15 minutes of free waiting. Longer waits are charged in 30- or 60-minute blocks.",
          zh: '机场接机含60分钟免费等候，从航班实际落地时间起算；我们会跟踪航班动态，遇延误相应调整接机时间。酒店或住所接车含15分钟免费等候。超出部分按30分钟或60分钟为单位计费。',
        },
        {
          en: 'Tell us how many bags you have and about any oversize items, as they decide which vehicle we send.',
          zh: '请告知行李件数以及是否有超大件物品，这会影响我们安排的车型。',
        },
        {
          en: 'UAE law requires every child to travel in an age-appropriate child or booster seat, and every passenger needs a seat of their own. Child seats are available on request: give us the number and ages of the children when you book.',
          zh: '按阿联酋法律规定，儿童乘车须使用与年龄相符的安全座椅或增高垫，且每位乘客都须单独占一个座位。儿童安全座椅可按需提供，请在预订时告知儿童人数和年龄。',
        },
        {
          en: 'Infants aged 0–2 go free on cruises and packages, but in a vehicle they still need their own child seat.',
          zh: '0–2岁婴儿参加游船和套餐免费，但乘车时仍须使用专属的儿童安全座椅。',
        },
      ],
    },
    {
      title: { en: '6. Traveller responsibilities and health', zh: '六、旅客责任与健康须知' },
      bullets: [
        {
          en: 'Please respect site rules and dress codes. At Sheikh Zayed Grand Mosque, women cover their hair, arms and legs, men wear long trousers and everyone passes a security check; the rules can change without notice.',
          zh: '请遵守各景点的规定和着装要求。参观谢赫扎耶德大清真寺时，女士须遮盖头发、手臂和腿部，男士须穿长裤，所有人都要通过安检；相关规定可能随时调整，恕不另行通知。',
        },
        {
          en: 'Dress modestly in public places and heritage areas; smart-casual clothing works well.',
          zh: '在公共场所和历史街区请着装得体，简洁大方的便装即可。',
        },
        {
          en: 'Tell us before you book about any medical condition, pregnancy or reduced mobility that could affect your trip.',
          zh: '如有可能影响行程的身体状况、怀孕或行动不便等情况，请在预订前告知我们。',
        },
        {
          en: 'Dune bashing, ATV and buggy rides, ziplines and fast water rides are not suitable during pregnancy, for anyone with back, neck or spine problems or a serious heart condition, after recent major surgery, or for infants.',
          zh: '沙漠冲沙、沙漠摩托和沙漠越野车、高空滑索及刺激类水上项目，不适合孕妇、有背部、颈部或脊椎问题者、严重心脏病患者、近期做过大手术者以及婴儿参加。',
        },
        {
          en: 'ATV and buggy rides are run by licensed partner centres under their own rules: helmets are mandatory, age and licence limits apply, you sign a waiver on site and ride at your own risk, and reckless driving ends the ride without a refund.',
          zh: '沙漠摩托和沙漠越野车由持牌合作场地运营，并执行其自身规定：必须佩戴头盔，有年龄和驾照要求，现场须签署免责声明，风险自负；危险驾驶将被终止骑行，且不予退款。',
        },
        {
          en: "No eating, drinking or smoking in our vehicles. Please follow your driver's safety instructions; damage or extra cleaning caused by negligence may be charged.",
          zh: '车内禁止饮食和吸烟。请听从司机的安全指示；因疏忽造成的车辆损坏或额外清洁费用，可能需由您承担。',
        },
      ],
    },
    {
      title: { en: '7. Insurance and liability', zh: '七、保险与责任' },
      bullets: [
        {
          en: 'WWD holds public-liability insurance. Our drivers and vehicles are RTA-licensed and commercially insured, and our cruise and activity suppliers are licensed by the DMCA or the RTA.',
          zh: '万德假日已投保公众责任险。我们的司机和车辆持有 RTA 牌照并投保商业保险，合作的游船及活动供应商持有迪拜海事城管理局（DMCA）或 RTA 牌照。',
        },
        {
          en: 'Please take out personal travel insurance covering medical costs, trip interruption and any high-risk activities you plan, such as dune bashing or ATV rides.',
          zh: '请自行购买个人旅行保险，保障范围应包括医疗费用、行程中断，以及您计划参加的沙漠冲沙、沙漠摩托等高风险活动。',
        },
        {
          en: "Activities run by licensed partners, such as ATV and buggy rides, cruises and desert camps, are also subject to those partners' own terms and insurance.",
          zh: '由持牌合作方运营的项目（如沙漠摩托、沙漠越野车、游船和沙漠营地），同时适用合作方自身的条款和保险。',
        },
        {
          en: 'We are not liable for indirect or consequential loss. Our total liability for any service is limited to the amount you paid WWD for that service.',
          zh: '对于间接或后果性损失，我们不承担责任。就任何一项服务而言，我们承担的全部责任以您就该服务向万德假日支付的金额为限。',
        },
      ],
    },
    {
      title: { en: '8. Support, complaints and your data', zh: '八、客户支持、投诉与个人信息' },
      bullets: [
        {
          en: 'Our WhatsApp concierge is available from 08:00 to 22:00. If something goes wrong during a service, tell your driver or message us on WhatsApp straight away so that we can put it right on the spot.',
          zh: 'WhatsApp 礼宾服务时间为08:00–22:00（迪拜时间）。服务过程中如遇问题，请立即告知司机或通过 WhatsApp 联系我们，以便当场解决。',
        },
        {
          en: 'Claims must reach us in writing, by e-mail to info@wanderwonderworlddubai.com, within 7 days of the service, with evidence such as photos, receipts or your voucher.',
          zh: '如有投诉或索赔，请在服务结束后7天内以书面形式（发送邮件至 info@wanderwonderworlddubai.com）提出，并附上照片、收据或预订凭证等证明材料。',
        },
        {
          en: 'Our enquiry form collects only what we need to answer you: your e-mail address, travel date and message, the services in your WonderCart and, if you give them, your name and phone number. For a booking we may also ask for flight and hotel details and, where a supplier requires it, passport details.',
          zh: '咨询表单只收集回复您所需的信息：电子邮箱、出行日期、留言内容、万德购物车中的服务项目，以及您选填的姓名和电话号码。正式预订时，我们可能还需要您的航班和酒店信息；如供应商要求，也需提供护照信息。',
        },
        {
          en: 'We use your details only to answer your enquiry and deliver your trip, and share them only with the suppliers who provide your services. We never sell your data.',
          zh: '您的信息仅用于回复咨询和安排行程，只会提供给为您提供服务的供应商；我们绝不出售您的个人信息。',
        },
        {
          en: 'Enquiries that do not lead to a booking are deleted 12 months after our last exchange; booking records are kept only as long as UAE tax and accounting rules require.',
          zh: '未转为预订的咨询信息，会在最后一次沟通满12个月后删除；预订记录仅按阿联酋税务和会计规定的期限保存。',
        },
        {
          en: 'To see, correct or delete your data, e-mail info@wanderwonderworlddubai.com. We will confirm by e-mail once it is done, keeping only records that the law requires us to hold.',
          zh: '如需查阅、更正或删除您的个人信息，请发邮件至 info@wanderwonderworlddubai.com。处理完成后我们会邮件告知，仅保留法律要求保存的记录。',
        },
      ],
    },
    {
      title: { en: '9. Intellectual property and governing law', zh: '九、知识产权与适用法律' },
      bullets: [
        {
          en: 'All content on this website, including text, itineraries, artwork and photos, and our brand names WanderWonderWorld, WWD and WonderCart, belongs to WWD. Any reuse needs our written consent.',
          zh: '本网站的全部内容，包括文字、行程、插图和照片，以及万德假日、WanderWonderWorld、WWD 和万德购物车等品牌名称，均归万德假日所有。未经我们书面同意，不得以任何形式转载或使用。',
        },
        {
          en: 'Names of attractions, venues and partners belong to their respective owners.',
          zh: '景点、场馆及合作方的名称归其各自所有者所有。',
        },
        {
          en: 'These terms and every booking are governed by the laws of the United Arab Emirates, and any dispute will be settled by the competent courts of Dubai.',
          zh: '本条款及所有预订均适用阿联酋法律；如有争议，由迪拜有管辖权的法院解决。',
        },
      ],
    },
  ],
  termsFootnote: {
    en: 'By booking with us you accept these terms and the supplier terms shown on your voucher; the latest version published on this website applies.',
    zh: '预订即表示您接受本条款及预订凭证上载明的供应商条款；条款以本网站公布的最新版本为准。',
  },
}
