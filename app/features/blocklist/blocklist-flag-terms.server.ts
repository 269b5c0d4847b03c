/**
 * The flag tier's built-in terms (ADR 0036): a message holding one is accepted and the enquiry is
 * flagged "possibly offensive" for the staff. Server only: the visitor never learns this list.
 * Recall comes first here (a wrong flag costs a glance), but every term still needs to be a word
 * that abuse uses: the corpus test reports how many ordinary sentences it flags.
 * Chinese terms are simplified only: the server converts traditional text before matching.
 */
export const defaultFlagTerms: readonly string[] = [
  // Out of the refusal tier for an innocent reading (ADR 0036): still flagged for the staff
  'shit', 'shitty', 'bullshit', 'horseshit', 'bitch', 'bitchy', 'bitching', 'douche bag', 'faggot', 'faggots', 'paki', 'pakis', 'gook', 'gooks',
  'rag head', 'towel head', 'dot head', 'cnm', 'sb司机', '操你妈', '操你娘', '操你大爷', '操你祖宗', '操你全家', '操你个', '草你妈', '干你娘', '干你老母',
  '狗娘养的', '你妈死了', '你全家死光', 'niggas',
  // English insults and profanity with an innocent reading somewhere
  'fuk', 'fuq', 'fck', 'fkn', 'fk off', 'fk you', 'fcuk', 'effing', 'frick', 'fricking', 'shite', 'crap', 'crappy', 'bloody hell',
  'ass', 'arse', 'asshat', 'jackass', 'bastard', 'dick', 'dicks', 'prick', 'cock', 'knobhead', 'bellend', 'tosser',
  'moron', 'idiot', 'idiots', 'imbecile', 'retard', 'retarded', 'spastic', 'spaz', 'tranny', 'dyke', 'fag', 'fags', 'homo', 'shemale', 'loser', 'losers', 'scum', 'filthy',
  'damn', 'goddamn', 'damned', 'wtf', 'stfu', 'gtfo', 'piss', 'pissed', 'piss off', 'bugger', 'bollocks', 'sod off',
  'screw you', 'shut up', 'go to hell', 'rot in hell', 'suck my', 'eat shit', 'kiss my ass', 'up yours', 'jerk', 'jerks',
  'douche', 'skank', 'hoe', 'hoes', 'thot', 'mf', 'mofo', 'bish', 'biatch', 'azz',
  // slurs and hate with an innocent reading somewhere (a chink in the curtain, spic for spicy)
  'chink', 'chinks', 'spic', 'kike', 'kikes', 'coolie', 'coon', 'darkie', 'darky', 'jap', 'japs', 'gypsy', 'gyppo', 'camel jockey', 'sand monkey',
  'smelly indian', 'dirty indian', 'bloody indian', 'indian monkey', 'brown monkey', 'curry eater', 'curry stink', 'stink of curry',
  'smells of curry', 'smell of curry', 'go back to india', 'go back to your country', 'third world', 'subhuman', 'savage', 'savages',
  'white power', 'heil hitler', 'sieg heil', 'kkk', 'nazi', 'white pride',
  // sexual
  'porn', 'porno', 'sex', 'sexy', 'sexual', 'nude', 'nudes', 'naked', 'boobs', 'tits', 'titties', 'pussy', 'vagina', 'penis',
  'blowjob', 'blow job', 'handjob', 'hand job', 'rimjob', 'cum', 'cumshot', 'dildo', 'milf', 'horny', 'orgasm', 'orgy',
  'gangbang', 'bukkake', 'hentai', 'anal', 'masturbate', 'masturbating', 'masturbation', 'jerk off', 'call girl', 'call girls',
  'escort girl', 'escort service', 'hooker', 'hookers', 'prostitute', 'prostitutes', 'prostitution', 'happy ending', 'erotic', 'fetish', 'rape', 'raped', 'rapist',
  // threats
  'i will kill', "i'll kill", 'gonna kill', 'kill u', 'kill you', 'kill him', 'kill her', 'kill them', 'kill the driver', 'kill your driver', 'kill that driver', 'kill your',
  'murder you', 'murder him', 'stab', 'stabbed', 'beat you', 'beat him', 'beat you up', 'beat him up', 'smash your', 'break your',
  'burn your', 'burn down', 'bomb your', 'shoot you', 'shoot him', 'you will regret', "you'll regret", 'i know where you',
  'hunt you', 'watch your back', 'you are dead', "you're dead", 'dead man', 'hope you die', 'hope he dies', 'you should die',
  // political and sensitive
  'falun gong', 'falun dafa', 'free tibet', 'tibet independence', 'taiwan independence', 'hong kong independence',
  'free hong kong', 'east turkestan', 'tiananmen', 'tank man', 'xi jinping', 'winnie the pooh', 'ccp', 'chicom',
  // Chinese profanity and insults with innocent compounds
  '他妈的', '你妈的', '他妈滴', '他妈个', '你妈个', '去你妈', '操他妈', '你妈逼', '你妈b', '你妈死', '妈逼', '妈b', '尼玛', '泥马',
  '你妹的', '你妹啊', '操你', '操他', '操蛋', '艹', '草泥马', '卧槽', '我靠', '靠北', '靠杯', '日你妈', '日你娘', '日你先人', '我日你',
  '日了狗', '狗日', '干你妈', '干死你', '屌', '鸡巴', '逼样', '傻子', '煞笔', '傻叉', '傻x', '二逼', '牛逼', '装逼', '装什么逼', '二b', '特么', '马勒戈壁', '草拟吗', '草拟马', '撒比', '沙比',
  '傻冒', '脑残', '智障', '弱智', '白痴', '蠢货', '蠢猪', '废物', '垃圾公司', '垃圾司机', '什么垃圾', '人渣', '贱人', '贱货', '犯贱', '王八', '混蛋', '滚蛋',
  '滚开', '滚出', '滚吧', '给我滚', '去死吧', '你去死', '快去死', '怎么不去死', '狗东西', '狗屎', '畜生', '畜牲', '禽兽', '杂种', '野种', '龟儿子', '龟孙', '瘪三',
  '神经病', '你有病', '骗子', '死全家', '全家死', '不得好死', '扑街', '仆街', '冚家铲', '顶你个肺', '丢你老母', '屌你', '叼你',
  '戆卵', '赤佬', '册那', '侬娘', '娘希匹', '妈卖批', '日狗',
  'cnmb', 'nmb', 'qnmd', 'nmd', 'nnd', 'sjb', 'djb', 'jb', 'tmd', 'tm的', 'sb', 'mdzz', 'rnm', 'cao你', 'wtm', 'wtf', '你sb', '真sb', '大sb', '个sb', '是sb', 'sb吧',
  // 歧视 (aimed at drivers and staff)
  '阿三', '印度三哥', '咖喱佬', '咖喱鬼', '咖喱味的司机', '一股咖喱味', '黑鬼', '黑奴', '支那', '鬼子', '蛮子', '野蛮人', '下等人', '臭印度',
  '印度猴', '猴子司机', '低等民族',
  // threats
  '杀了你', '杀了他', '杀了她', '我要杀', '要杀了', '知道你们公司在哪', '知道你住哪', '知道你家在哪', '办公室炸了', '炸了你们', '把你们炸', '杀死你', '杀死他', '弄死', '打死你', '打死他', '砍死', '捅死', '宰了你', '揍你', '揍他', '揍死',
  '打断你的', '炸死', '烧了你', '给我等着', '走着瞧', '让你好看', '给我小心点', '不会放过', '找人收拾', '收拾你', '废了你', '废了他',
  // sexual
  '做爱', '性交', '口交', '肛交', '乳交', '群交', '乱伦', '强奸', '轮奸', '迷奸', '鸡奸', '卖淫', '嫖', '妓', '援交', '约炮',
  '一夜情', '色情', '黄片', '毛片', 'a片', '女优', '裸聊', '裸照', '自慰', '手淫', '性爱', '性服务', '三陪', '淫', '骚货',
  '骚逼', '荡妇', '奶子', '屁眼', '阴茎', '阴道', '鸡鸡', '特殊服务', '按摩女', '小姐服务', '找小姐', '找个小姐',
  // 政治敏感
  '法轮', '李洪志', '大纪元', '新唐人', '明慧网', '九评', '六四', '八九六四', '天安门', '坦克人', '台独', '台湾独立', '藏独', '西藏独立',
  '自由西藏', '疆独', '新疆独立', '东突', '集中营', '港独', '香港独立', '光复香港', '时代革命', '反送中', '占中', '占领中环', '达赖',
  '刘晓波', '热比娅', '零八宪章', '茉莉花革命', '习近平', '习包子', '小熊维尼', '共产党', '共匪', '中共暴政', '中共国', '打倒中共', '天灭中共', '中共下台', '共党', '打倒',
  '暴政', '独裁', '民运', '示威', '政变', '文革', '毛泽东', '台湾国',
]
