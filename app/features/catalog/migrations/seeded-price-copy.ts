/**
 * Step 2 → 3 of the stored content: the seeded copy that typed product prices out ("From AED 500
 * per vehicle.") as it was seeded, each with its text that names the price through a placeholder
 * instead. A stored text still exactly as seeded is replaced; a text the team has rewritten is left
 * as they wrote it (the publish checks name it when a price change would contradict it).
 */
export const seededPriceCopy: ReadonlyMap<string, string> = new Map([
  [
    'Couples on a honeymoon, anniversary or proposal, families who want one good set of portraits, and solo travellers who want to be in their own photos. If you only want a few shots in the desert, the AED 150 photography add-on on our safaris is the simpler choice.',
    'Couples on a honeymoon, anniversary or proposal, families who want one good set of portraits, and solo travellers who want to be in their own photos. If you only want a few shots in the desert, the {{price:addon-photo}} photography add-on on our safaris is the simpler choice.',
  ],
  [
    '适合蜜月、纪念日或求婚的情侣，想拍一组全家福的家庭，以及想给自己留下好照片的独行旅客。如果只想在沙漠里拍几张，在沙漠冲沙时加购旅拍摄影套餐（每套 AED 150）更简单。',
    '适合蜜月、纪念日或求婚的情侣，想拍一组全家福的家庭，以及想给自己留下好照片的独行旅客。如果只想在沙漠里拍几张，在沙漠冲沙时加购旅拍摄影套餐（每套 {{price:addon-photo}}）更简单。',
  ],
  [
    'Hotel transfers are not included; a private round trip can be added from AED 180 per vehicle.',
    'Hotel transfers are not included; a private round trip can be added from {{price:transfer-point-to-point}} per vehicle.',
  ],
  ['价格不含酒店接送，可另订私人往返专车，每车 AED 180 起。', '价格不含酒店接送，可另订私人往返专车，每车 {{price:transfer-point-to-point}} 起。'],
  [
    'Hotel transfers (optional private round trip from AED 180 per vehicle)',
    'Hotel transfers (optional private round trip from {{price:transfer-point-to-point}} per vehicle)',
  ],
  ['酒店接送（可另订私人往返专车，每车 AED 180 起）', '酒店接送（可另订私人往返专车，每车 {{price:transfer-point-to-point}} 起）'],
  [
    'Ticket only: meet the boat at the Al Seef pier on Dubai Creek by 20:00 and finish there at about 22:00–22:30. Add a private round-trip hotel transfer from AED 180 per vehicle if you would rather be collected.',
    'Ticket only: meet the boat at the Al Seef pier on Dubai Creek by 20:00 and finish there at about 22:00–22:30. Add a private round-trip hotel transfer from {{price:transfer-point-to-point}} per vehicle if you would rather be collected.',
  ],
  [
    '本产品仅含船票：请于20:00前自行到达迪拜河阿尔西夫码头，约22:00–22:30回到原码头。如需酒店往返专车，可另订，每车 AED 180 起。',
    '本产品仅含船票：请于20:00前自行到达迪拜河阿尔西夫码头，约22:00–22:30回到原码头。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
  ],
  [
    'Ticket only: be at the Dubai Marina pier shown on your e-voucher by 20:00; the cruise returns there at about 22:00–22:30. A private round-trip hotel transfer can be added from AED 180 per vehicle.',
    'Ticket only: be at the Dubai Marina pier shown on your e-voucher by 20:00; the cruise returns there at about 22:00–22:30. A private round-trip hotel transfer can be added from {{price:transfer-point-to-point}} per vehicle.',
  ],
  [
    '本产品仅含船票：请于20:00前到达电子凭证上的迪拜码头登船点，约22:00–22:30返回原处。如需酒店往返专车，可另订，每车 AED 180 起。',
    '本产品仅含船票：请于20:00前到达电子凭证上的迪拜码头登船点，约22:00–22:30返回原处。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
  ],
  [
    'Ticket only: reach the Dubai Festival City or Business Bay pier named on your e-voucher by 20:00; the boat returns there at about 22:30. A private round-trip hotel transfer can be added from AED 180 per vehicle.',
    'Ticket only: reach the Dubai Festival City or Business Bay pier named on your e-voucher by 20:00; the boat returns there at about 22:30. A private round-trip hotel transfer can be added from {{price:transfer-point-to-point}} per vehicle.',
  ],
  [
    '本产品仅含船票：请于20:00前到达电子凭证指定的迪拜节日城或商业湾码头，约22:30返回原码头。如需酒店往返专车，可另订，每车 AED 180 起。',
    '本产品仅含船票：请于20:00前到达电子凭证指定的迪拜节日城或商业湾码头，约22:30返回原码头。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
  ],
  [
    'Ticket only: report at the Dubai Harbour pier shown on your e-voucher by 19:00; the yacht returns there at about 22:30. A private round-trip hotel transfer can be added from AED 180 per vehicle.',
    'Ticket only: report at the Dubai Harbour pier shown on your e-voucher by 19:00; the yacht returns there at about 22:30. A private round-trip hotel transfer can be added from {{price:transfer-point-to-point}} per vehicle.',
  ],
  [
    '本产品仅含船票：请于19:00前到电子凭证上的迪拜港码头报到，约22:30返回原码头。如需酒店往返专车，可另订，每车 AED 180 起。',
    '本产品仅含船票：请于19:00前到电子凭证上的迪拜港码头报到，约22:30返回原码头。如需酒店往返专车，可另订，每车 {{price:transfer-point-to-point}} 起。',
  ],
  [
    'Private airport transfers at DXB and AUH, half-day and full-day car with driver, and a Dubai to Abu Dhabi day. Priced per vehicle, from AED 190.',
    'Private airport transfers at DXB and AUH, half-day and full-day car with driver, and a Dubai to Abu Dhabi day. Priced per vehicle, from {{from:transfers}}.',
  ],
  [
    '迪拜及阿布扎比机场接送、半日／全日包车（含司机）、迪拜往返阿布扎比一日游，每车 AED 190 起。',
    '迪拜及阿布扎比机场接送、半日／全日包车（含司机）、迪拜往返阿布扎比一日游，每车 {{from:transfers}} 起。',
  ],
  ['AED 180', '{{price:transfer-point-to-point:1:1}}'],
  ['AED 220', '{{price:transfer-point-to-point:1:2}}'],
  ['AED 350', '{{price:transfer-point-to-point:1:3}}'],
  [
    'Private land-only packages of 3 to 6 nights in Dubai and Abu Dhabi: hotel, breakfast, transfers, tickets, cruise and safari. From AED 849 per person.',
    'Private land-only packages of 3 to 6 nights in Dubai and Abu Dhabi: hotel, breakfast, transfers, tickets, cruise and safari. From {{from:packages}} per person.',
  ],
  [
    '3至6晚迪拜及阿布扎比私家团纯地接套餐，含酒店早餐、接送、门票、游船与沙漠之旅，每人 AED 849 起。',
    '3至6晚迪拜及阿布扎比私家团纯地接套餐，含酒店早餐、接送、门票、游船与沙漠之旅，每人 {{from:packages}} 起。',
  ],
  [
    'Private 4x4 desert safaris from Dubai: morning dunes, sunset camp dinner, extended drive or an overnight Royal Dunes Safari. From AED 500 per vehicle.',
    'Private 4x4 desert safaris from Dubai: morning dunes, sunset camp dinner, extended drive or an overnight Royal Dunes Safari. From {{from:safari}} per vehicle.',
  ],
  [
    '迪拜私享四驱沙漠之旅：晨曦沙丘、日落营地晚餐、深度沙丘探险或皇家沙漠过夜营，每车 AED 500 起。',
    '迪拜私享四驱沙漠之旅：晨曦沙丘、日落营地晚餐、深度沙丘探险或皇家沙漠过夜营，每车 {{from:safari}} 起。',
  ],
  [
    'Add-ons: ATV 150cc AED 140 per person for 30 minutes; 2-seater buggy AED 420 per vehicle for 30 minutes; photography AED 150 per package (10 edited photos plus all originals); shisha and drinks on request at licensed camps.',
    'Add-ons: ATV 150cc {{price:addon-atv}} per person for 30 minutes; 2-seater buggy {{price:addon-buggy}} per vehicle for 30 minutes; photography {{price:addon-photo}} per package (10 edited photos plus all originals); shisha and drinks on request at licensed camps.',
  ],
  [
    '加购项目：全地形车（150cc）每人 AED 140，30分钟；双座沙滩车每车 AED 420，30分钟；旅拍摄影套餐每套 AED 150（10张精修加全部原片）；水烟及饮品需咨询，仅限持牌营地。',
    '加购项目：全地形车（150cc）每人 {{price:addon-atv}}，30分钟；双座沙滩车每车 {{price:addon-buggy}}，30分钟；旅拍摄影套餐每套 {{price:addon-photo}}（10张精修加全部原片）；水烟及饮品需咨询，仅限持牌营地。',
  ],
  [
    'Twelve private tours by car with driver: Dubai, Abu Dhabi, Sharjah, Hatta, Ras Al Khaimah and Musandam. Per car for up to 6 guests, from AED 489.',
    'Twelve private tours by car with driver: Dubai, Abu Dhabi, Sharjah, Hatta, Ras Al Khaimah and Musandam. Per car for up to 6 guests, from {{from:city}}.',
  ],
  [
    '12条包车一日游线路：迪拜、阿布扎比、沙迦、哈塔、拉斯海马和穆桑达姆，每车最多6人，每车 AED 489 起。',
    '12条包车一日游线路：迪拜、阿布扎比、沙迦、哈塔、拉斯海马和穆桑达姆，每车最多6人，每车 {{from:city}} 起。',
  ],
  [
    'Dinner cruises on Dubai Creek, Dubai Marina and Dubai Water Canal, and the 3-hour Lotus Mega Yacht. Buffet included, from AED 85; infants free.',
    'Dinner cruises on Dubai Creek, Dubai Marina and Dubai Water Canal, and the 3-hour Lotus Mega Yacht. Buffet included, from {{from:cruise}}; infants free.',
  ],
  [
    '迪拜河、迪拜码头、迪拜水道游船晚餐及3小时 Lotus 巨型游艇，含自助晚餐，每人 AED 85 起，婴儿免费。',
    '迪拜河、迪拜码头、迪拜水道游船晚餐及3小时 Lotus 巨型游艇，含自助晚餐，每人 {{from:cruise}} 起，婴儿免费。',
  ],
  [
    'Yes, a private round trip priced per vehicle: sedan AED 180, MPV AED 220 or van AED 350 within Dubai’s urban area, plus AED 40–60 for Jebel Ali, JVC or DIP and AED 100 from Sharjah. Child seats are free on request.',
    'Yes, a private round trip priced per vehicle: sedan {{price:transfer-point-to-point:1:1}}, MPV {{price:transfer-point-to-point:1:2}} or van {{price:transfer-point-to-point:1:3}} within Dubai’s urban area, plus AED 40–60 for Jebel Ali, JVC or DIP and AED 100 from Sharjah. Child seats are free on request.',
  ],
  [
    '可以，专车往返按整车计价：迪拜市区轿车 AED 180、MPV AED 220、商务车 AED 350；杰贝阿里、朱美拉环形村、迪拜投资园加收 AED 40–60，沙迦出发加收 AED 100。儿童安全座椅可免费申请。',
    '可以，专车往返按整车计价：迪拜市区轿车 {{price:transfer-point-to-point:1:1}}、MPV {{price:transfer-point-to-point:1:2}}、商务车 {{price:transfer-point-to-point:1:3}}；杰贝阿里、朱美拉环形村、迪拜投资园加收 AED 40–60，沙迦出发加收 AED 100。儿童安全座椅可免费申请。',
  ],
  [
    'Hire a private SUV or van with an English-speaking driver for 5 or 10 hours in Dubai, or a 10-hour day trip to Abu Dhabi, from AED 300.',
    'Hire a private SUV or van with an English-speaking driver for 5 or 10 hours in Dubai, or a 10-hour day trip to Abu Dhabi, from {{price:transfer-half-day}}.',
  ],
  [
    '私享 SUV 或商务车配英语司机，迪拜市内5小时或10小时包车，或10小时阿布扎比一日往返，每车 AED 300 起。',
    '私享 SUV 或商务车配英语司机，迪拜市内5小时或10小时包车，或10小时阿布扎比一日往返，每车 {{price:transfer-half-day}} 起。',
  ],
  [
    'ATV: AED 140 per person for 30 minutes. Buggy: AED 420 per two-seat buggy for 30 minutes.',
    'ATV: {{price:addon-atv}} per person for 30 minutes. Buggy: {{price:addon-buggy}} per two-seat buggy for 30 minutes.',
  ],
  [
    '全地形车：每人 AED 140，30分钟。沙滩车：每辆双座车 AED 420，30分钟。',
    '全地形车：每人 {{price:addon-atv}}，30分钟。沙滩车：每辆双座车 {{price:addon-buggy}}，30分钟。',
  ],
  [
    'Photography: AED 150 per package, already included with Royal Dunes Safari.',
    'Photography: {{price:addon-photo}} per package, already included with Royal Dunes Safari.',
  ],
  ['旅拍摄影套餐：每套 AED 150，皇家沙漠过夜营已含。', '旅拍摄影套餐：每套 {{price:addon-photo}}，皇家沙漠过夜营已含。'],
  [
    'Private Dubai tours by car with driver: a 6-hour Classic loop from AED 489 or a 10-hour Yacht & Icons day from AED 930, per car for up to 6 guests.',
    'Private Dubai tours by car with driver: a 6-hour Classic loop from {{price:city-classic}} or a 10-hour Yacht & Icons day from {{price:city-yacht-icons}}, per car for up to 6 guests.',
  ],
  [
    '迪拜私家包车游：6小时迪拜经典城市游每车 AED 489 起，10小时迪拜游艇与地标一日游每车 AED 930 起，每车最多6位客人。',
    '迪拜私家包车游：6小时迪拜经典城市游每车 {{price:city-classic}} 起，10小时迪拜游艇与地标一日游每车 {{price:city-yacht-icons}} 起，每车最多6位客人。',
  ],
  [
    "Two private day trips from Dubai: Abu Dhabi's Grand Mosque and Louvre from AED 659, or Hatta's dam and mountains from AED 710, per car with driver.",
    "Two private day trips from Dubai: Abu Dhabi's Grand Mosque and Louvre from {{price:city-abu-dhabi-culture}}, or Hatta's dam and mountains from {{price:city-hatta}}, per car with driver.",
  ],
  [
    '从迪拜出发的两条私家车一日游：阿布扎比大清真寺与卢浮宫每车 AED 659 起，哈塔水坝与山谷每车 AED 710 起。',
    '从迪拜出发的两条私家车一日游：阿布扎比大清真寺与卢浮宫每车 {{price:city-abu-dhabi-culture}} 起，哈塔水坝与山谷每车 {{price:city-hatta}} 起。',
  ],
  [
    'A gentle desert evening on paved roads from AED 1059, or a private photoshoot at Dubai icons from AED 1475, per car with driver for up to 6 guests.',
    'A gentle desert evening on paved roads from {{price:city-desert-evening}}, or a private photoshoot at Dubai icons from {{price:city-photoshoot}}, per car with driver for up to 6 guests.',
  ],
  [
    '不冲沙的沙漠黄昏与观星之旅每车 AED 1059 起，专业摄影师随拍的迪拜地标旅拍每车 AED 1475 起，每车最多6位客人。',
    '不冲沙的沙漠黄昏与观星之旅每车 {{price:city-desert-evening}} 起，专业摄影师随拍的迪拜地标旅拍每车 {{price:city-photoshoot}} 起，每车最多6位客人。',
  ],
  [
    'Four Dubai dinner cruises, from the Creek dhow at AED 85 to the Lotus mega yacht, with buffet, shows and optional hotel transfers.',
    'Four Dubai dinner cruises, from the Creek dhow at {{price:cruise-creek}} to the Lotus mega yacht, with buffet, shows and optional hotel transfers.',
  ],
  [
    '四条迪拜游船晚餐航线，从 AED 85 起的迪拜河独桅帆船到 Lotus 巨型游艇，含自助晚餐和表演，可加订酒店接送。',
    '四条迪拜游船晚餐航线，从 {{price:cruise-creek}} 起的迪拜河独桅帆船到 Lotus 巨型游艇，含自助晚餐和表演，可加订酒店接送。',
  ],
])
