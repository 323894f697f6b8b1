"""The rule extractor's vocabularies, as data: "|"-separated alternatives (longest first is not
needed; ``text.words`` sorts them). Chinese and English side by side; add words here, not in the
patterns. Every list is read by exactly one family of ``extraction.rules``."""

# --- statements -----------------------------------------------------------------------------------------

LEAD_ZH = (
    "另外|还有|对了|然后|而且|但是|并且|所以|其实|嗯|哦|噢|好的|好吧|那么|说实话|老实说|我觉得|我认为|我估计|我猜"
    "|想了想|想想|仔细想想|转念一想|考虑了一下|总之|顺便说一下|顺便说下|顺便|对|是的|没错|还有就是|哎|唉|那个|话说|但|可是|不过|只是|后来|之后|接着|随后"
)
LEAD_EN = (
    "and|but|also|so|well|oh|ok|okay|yes|yeah|honestly|btw|by the way|i think|i guess|i believe"
    "|i suppose|then|alright|great|sure|this time|for this trip|on this trip|from now on|going forward"
    "|maybe|probably|perhaps|hey|hi|hello|fyi|just so you know|just a heads up|heads up|just to let you know"
    "|quick note|for the record|as a rule|in general|generally|these days|nowadays|lately|recently"
    "|tonight|today|tomorrow|this evening|for tonight|for today|this weekend|to be honest|to be fair|tbh"
    "|frankly|truth be told|in fact|just for tonight|just for today|just this time|funnily enough|now|but now"
    "|this week|this month|for this week|for this month|temporarily|for now"
)
CORRECTION_ZH = (
    "不对|不是|应该是|更正一下|更正|纠正一下|纠正|说错了|我说错了|搞错了|我搞错了|记错了|其实是"
    "|刚才说错了|我刚才说错了|刚刚说错了|准确地说|准确来说|哦不|噢不|啊不|呃不|不不|打错了|打错字了|写错了|口误|笔误|我记错了|我是说|我的意思是"
    "|诶不对|欸不对|哎不对|呃不对|哦不对|诶不是|欸不是|哎不是"
)
CORRECTION_EN = (
    "actually|i meant|i mean|correction|sorry|no wait|wait|oops|my mistake|my bad|scratch that|rather"
    "|to correct myself|let me correct that|i misspoke|i was wrong|wait, no|wait no|no, wait|no no|typo"
)
SAID_WHEN_EN = (
    r"\s+(?:on\s+|about\s+|to\s+|re\s+|regarding\s+)?(?:something\s+|what\s+i\s+said\s+|that\s+|my\s+message\s+)?"
    r"(?:i\s+said\s+)?(?:from\s+|on\s+)?(?:the\s+other\s+day|last\s+(?:week|time|night|month)|earlier(?:\s+today)?"
    r"|yesterday|before)"
)
"""When the corrected thing was said, after a correction marker and before a colon or dash ("correction
from the other day: …", "correction on something from last week - …"): part of the marker."""
QUESTION_ZH = "为什么|为啥|怎么|怎样|如何|哪|谁|什么"
QUESTION_ZH_ANYWHERE = "能不能|可不可以|是不是|有没有|要不要|会不会"
CONDITIONAL_ZH = "如果|假如|要是|万一|假设|若|等到|等我"
CONDITIONAL_EN = "if|suppose|assuming|what if|in case"
AUTHORITY_ZH = "管理员|权限|授权|越权"
AUTHORITY_EN = (
    "admin|administrator|permission|permissions|privilege|privileges|root access|access rights|superuser"
)
DO_NOT_REMEMBER_EN = "don't remember|do not remember|don't save|do not save|don't store|do not store"

# --- scope and strength ---------------------------------------------------------------------------------

# The words of lasting and of this time only are governance's (``governance.lasting``).
HEDGE_ZH = "可能|大概|也许|或许|好像|估计|我觉得|我猜|不一定|说不定"
NOT_ABOUT_ZH = r"(?!(?:大概|大约)(?!一[般直向定起样])[一二两三四五六七八九十几半\d])"
"""大概 before a number is "about" (通勤大概四十分钟): no hedge; before 一般 it is one (a regular expression
fragment)."""
HEDGE_EN = "maybe|probably|perhaps|i think|i guess|i suppose|might|not sure|possibly"
STRONG_ZH = "绝对|一定|务必|千万|必须|肯定|坚决"
STRONG_EN = "definitely|absolutely|certainly|must|under no circumstances|never ever|at no time"
EN_EMPHASIS = "absolutely|really|just|seriously|definitely"
"""Words before a rule's "never" / "don't" that only stress it ("Absolutely never book me on …")."""
EN_EMPHASIS_ASIDE = "ever|under any circumstances|for any reason|at any time|no matter what|ever again"
"""An aside between commas after "never" / "don't" ("Never, ever …", "Don't, under any circumstances,
…"): the clause is one rule, not three."""
ZH_EMPHASIS_LEADS = (
    "无论如何|不管怎样|不管怎么样|不论如何|无论怎样|说什么也|说什么都|任何情况下|任何时候|无论什么时候|不管什么时候"
    "|无论什么情况下|不管什么情况下|不管发生什么|无论发生什么|千万千万|绝对绝对"
)

# --- who the clause is about ----------------------------------------------------------------------------

KIN_ZH = (
    "妈妈|妈|母亲|爸爸|爸|父亲|老婆|老公|妻子|丈夫|太太|先生|爱人|儿子|女儿|孩子|姐姐|妹妹|哥哥|弟弟|朋友|同事"
    "|老板|领导|上司|经理|家人|父母|爷爷|奶奶|外公|外婆|室友|男朋友|女朋友|对象|闺蜜|客户|同学|老师|邻居|宝宝"
    "|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|舅舅|舅妈|叔叔|婶婶|姑姑|姑父|姨妈|姨父|公公|婆婆|岳父|岳母|姥姥|姥爷"
    "|外甥|外甥女|侄子|侄女|孙子|孙女|闺女|亲戚|嫂子|姐夫|妹夫|弟妹"
)
KIN_SHORT_ZH = "哥|姐|弟|妹"
"""A sibling said with one character after 我 (我哥住在杭州, 我妹): only ever read right after 我, where
it cannot be the first character of a place (哥伦比亚)."""
NEXT_DOOR_ZH = "隔壁|对门|楼上|楼下|对面"
"""Where a person named by their relation lives beside the user (隔壁邻居, 楼上的阿姨): before a person's
word they say whom a statement is about, not a place of the user's."""
OTHERS_THING_ZH = rf"(?:我|我们)(?:的)?(?:[\u4e00-\u9fff]{{0,3}}?(?:{KIN_ZH})的|(?:{KIN_SHORT_ZH})(?![们]))"
"""Someone of the user's named with a word before them and owning a thing (我大学室友的老家), or a
sibling said with one character (我哥住在杭州): what follows is theirs (docs/extraction.md, "Session 24")."""
KIN_EN = (
    "mother|mom|mum|father|dad|wife|husband|partner|son|daughter|kid|kids|child|children|sister|brother"
    "|friend|friends|colleague|colleagues|coworker|boss|manager|family|parents|grandma|grandpa|grandmother"
    "|grandfather|roommate|flatmate|boyfriend|girlfriend|fiance|fiancee|client|customer|neighbour|neighbor"
    "|teacher|baby|team|assistant|cousin|uncle|aunt"
    "|buddy|buddies|mate|mates|pal|pals|bestie|bff|housemate|housemates|flatmates|roommates|coworkers"
    "|cousins|sisters|brothers|aunts|uncles|grandparents|nephew|niece|in-laws|mother-in-law|father-in-law"
    "|sister-in-law|brother-in-law|stepdad|stepmom|stepmum|stepson|stepdaughter|godmother|godfather"
    "|grandson|granddaughter|landlord|landlady|trainer|coach|therapist"
)
KIN_LEAD_EN = r"(?:[a-z]+(?:-[a-z]+)?\s+){0,2}?"
"""Up to two words between "my" and a kin word ("my best friend", "my older sister", "my two kids"):
still another person (a regular expression fragment)."""
OTHER_PEOPLE_EN = "he|she|they|his|her|their|we|our|you|your|someone|somebody|everyone|nobody"

# --- things ---------------------------------------------------------------------------------------------

ZH_ADVERBS = (
    "以后|今后|往后|之后|将来|平时|平常|一般|通常|习惯|尽量|一直|总是|向来|始终|从来|每次|经常|常常|往往|其实|确实"
    "|真的|还是|比较|特别|非常|十分|相当|绝对|一定|肯定|务必|千万|可能|大概|也许|或许|估计|好像|都|也|还|就|更|最|很"
    "|挺|蛮|超|并|又|这次|本次|这趟|此次|这回|不太|不是很|没那么|一点也不|一点都不|不|从不|也不|都不|现在|目前"
    "|最近|如今|已经|早就|再也|不再|再|已|永远|坚决|开始|渐渐|慢慢|每天|每周|每年|不怎么|不大|很少|彻底|完全"
    "|每周一|每周二|每周三|每周四|每周五|每周六|每周日|每周末|每个周末|每晚|每天晚上|每天早上|每个月|每月"
    "|每星期|每礼拜|隔天|先|暂时|暂且|这周|本周|这个月|本月|这几天|这阵子|这段时间|主要|大多|基本上"
)
ZH_HABIT_MARKERS = (
    "一般|通常|习惯|尽量|一直|总是|向来|始终|从来|每次|经常|常常|往往|平时|平常|以后|今后|现在|不再|再也"
    "|已经|如今|每周|每天|每晚|每个周末|每月|每个月|每星期|每礼拜|隔天|主要|大多|基本上"
)
ZH_MISHAPS = (
    "迟到|忘|丢|弄丢|落下|睡过头|起晚|起不来|睡不着|失眠|错过|赶不上|迷路|拖延|犯困|晕车|晕机|晕船|生病|感冒|发烧|头疼"
    "|头痛|胃疼|胃痛|肚子疼|过敏|加班|熬夜|出错|搞砸|弄错|搞错|记错|堵车|吵架|发脾气|忍不住|控制不住|丢三落四|手忙脚乱"
    "|被|挨骂|迷糊|走神|分心|焦虑|紧张|累|困"
)
"""What happens to the user rather than what they choose: "我每次都迟到", "我经常失眠" tell a habit or a
complaint about oneself, never a liking."""
EN_MISHAPS = (
    "end up|ends up|ended up|forget|forgetting|lose|losing|miss|missing|oversleep|oversleeping|run late"
    "|running late|get lost|getting lost|fall asleep|falling asleep|mess up|messing up|screw up|screwing up"
    "|spill|spilling|break|breaking|drop|dropping|misplace|misplacing|struggle|struggling|fail|failing"
    "|procrastinate|procrastinating|overeat|overeating|burn|burning|trip|tripping|panic|panicking"
    "|worry|worrying|overthink|overthinking|snap|get sick|catch a cold|get headaches|have trouble"
    "|have a hard time|can't sleep|cannot sleep|wake up late|show up late|turn up late|arrive late|be late"
)
"""The English mishaps of ``ZH_MISHAPS``: "I always end up late", "I always forget my umbrella"."""
ZH_INTENSIFIERS = "很|挺|蛮|超|非常|特别|十分|相当|比较|太|好|有点|有些"
ZH_VERB_PREFIX = (
    "乘坐|搭乘|使用|入住|预订|选择|住在|帮我|给我|替我|为我|向我|跟我|和我|对我|会|想|愿意|要|于|了|坐|乘|搭|吃|喝|用"
    "|住|订|选|去|看|听|穿|买|发|打|推荐|推送|安排|放|加|碰|联系|是|点|送|弄|收到|接到|看到|你们|你|刷"
)
ZH_VERB_WORDS = (
    "会议|会员|会话|会场|用户|用品|发票|打车|打印|打折|点心|加班|看板|送货|选项|要求|住宿|订单|放假"
    "|刷卡|刷牙|刷子"
)
"""Words that start like a verb of ``ZH_VERB_PREFIX`` but are things: never cut ("会议" is no "议")."""
ZH_THING_TAIL = "比较好|就好|就行|就可以了|就可以|为好|最好|好了|谢谢|哈哈|了吧|啦|嘛|哦|吧|给我|找我|联系我"
"""Endings of a Chinese phrase that say how the user feels about it, not what it is."""
ZH_COUNT = r"[一两二三四五六七八九十几半\d]+"
ZH_MEASURES = "杯|碗|份|瓶|罐|把|片|包|根|盒|袋|颗|勺|斤|听|壶"
"""Measure words of an amount of a thing (no 个, 口, 块: 一个人, 一口气, 一块钱 are ways of saying)."""
ZH_PARTICLES = "的|了|啊|呀|哦|吧|呢|啦|哈|嘛|哟|~|～"
ZH_TIME_TAIL = (
    "上个月|上周|去年|今年|最近|刚刚|刚|前不久|前段时间|这个月|上个星期|了|啦|去了"
    "|现在|如今|目前|这阵子|这些天"
)

EN_VERBS = (
    "taking|take|eating|eat|drinking|drink|flying with|fly with|flying|fly|using|use|booking|book"
    "|having|have|getting|get|sitting in|sit in|staying at|stay at|staying in|stay in|choosing|choose"
    "|going with|go with|travelling by|traveling by|travel by|ordering|order|watching|watch|reading|read"
    "|listening to|listen to|wearing|wear|buying|buy|receiving|receive|doing|do|ask for|asking for"
    "|request|requesting|go for|going for|opt for|opting for|playing|play|touching|touch"
)
EN_TAIL = (
    "when|if|because|since|while|whenever|unless|over|rather than|instead of|than|especially|as long as"
    "|but|please|thanks|thank you|anymore|any more|these days|nowadays|now|lately|at all|either|again"
    "|from now on|going forward|in the future|any longer|for me|ever again|ever|for good|myself|though"
    "|to be honest|honestly|really|much|so much|very much|a lot|too|to me|last year|last month|last week"
    "|last summer|last winter|a while ago|years ago|recently|every|on every|from time to time|yet|just yet"
    "|for now|right now|until further notice|until i say so|originally|for short|this week|this month"
    "|this weekend|today|tonight|for the week|for the month|temporarily|for a few days|for a few weeks"
    "|for a couple of weeks|for the time being|completely|altogether|entirely|cold turkey"
)
EN_ARTICLES = "the|a|an|my|some|any|more|any more|much|all|other|something|anything"
EN_DEICTIC = (
    "it|this|that|this one|that one|one|them|these|those|you|him|her|us|me|first|second|third|last"
    "|other|the first|the second|the last|the other|first one|second one|last one|other one|thing|things"
    "|stuff|much|anything|everything|something|nothing|so|too|either|a lot|you guys|you guy|you all|y'all"
    "|everyone|everybody|guys|guy"
)
SINGULAR_AS_IS = (
    "news|series|species|glasses|clothes|jeans|pants|shorts|trousers|scissors|physics|maths|politics"
    "|economics|athletics|gymnastics|aerobics|sushi|chess|bus|gas|yes|plus|lens|bonus|campus|virus"
    "|status|menus|oasis|basis|analysis|crisis|tennis|bass|grass|glass|class|business|dress|mattress"
    "|always|ways|sms|dos|vs|kids|paris|brussels|texas|always|as|is|was|has|this|its|his|hers|ours|yours"
    "|theirs|less|across|mess|chips|fries|noodles|sweets|headphones|earphones|sunglasses|goods|thanks"
    "|whiskeys|spaghetti|miss|boss|chinos|emacs|windows|itunes|teams|dos"
)
IRREGULAR_PLURALS = {
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
    "feet": "foot",
    "teeth": "tooth",
    "mice": "mouse",
    "geese": "goose",
    "movies": "movie",
    "cookies": "cookie",
    "pies": "pie",
    "ties": "tie",
    "lies": "lie",
    "shoes": "shoe",
    "toes": "toe",
    "calories": "calorie",
    "smoothies": "smoothie",
    "selfies": "selfie",
    "zombies": "zombie",
    "hostages": "hostage",
    "olives": "olive",
    "knives": "knife",
    "wives": "wife",
    "leaves": "leaf",
    "buses": "bus",
    "minibuses": "minibus",
    "bonuses": "bonus",
    "campuses": "campus",
    "viruses": "virus",
    "statuses": "status",
    "lotuses": "lotus",
    "cactuses": "cactus",
}

# --- self-descriptions (``identity``) -------------------------------------------------------------------

OCCUPATIONS_EN = (
    "engineer|developer|programmer|designer|architect|teacher|professor|lecturer|tutor|nurse|doctor"
    "|physician|surgeon|dentist|pharmacist|paramedic|therapist|psychologist|vet|veterinarian|lawyer"
    "|attorney|accountant|auditor|consultant|analyst|manager|director|scientist|researcher|student"
    "|writer|journalist|editor|translator|photographer|artist|musician|actor|actress|chef|cook|baker"
    "|barista|waiter|waitress|cashier|driver|pilot|farmer|electrician|plumber|mechanic|carpenter"
    "|firefighter|police officer|officer|soldier|librarian|banker|broker|realtor|recruiter|salesperson"
    "|sales rep|entrepreneur|founder|freelancer|intern|secretary|assistant|receptionist|cleaner"
    "|caregiver|social worker|data scientist|product manager|project manager|retiree|housewife"
    "|stay-at-home dad|stay-at-home mom|homemaker"
)
JOB_FIELDS_EN = (
    "marketing|sales|finance|accounting|banking|insurance|consulting|it|tech|software|hr|human resources"
    "|recruitment|recruiting|education|teaching|healthcare|nursing|medicine|law|retail|hospitality"
    "|advertising|pr|public relations|journalism|media|publishing|real estate|construction|engineering"
    "|design|logistics|research|academia|government|politics|fashion|film|television|gaming|customer service"
    "|customer support|operations|product management|project management|investment banking|private equity"
)
"""A line of work said instead of a job ("I work in marketing", "I'm in sales now"): the job."""
JOB_FIELDS_ZH = (
    "销售|市场|营销|市场营销|金融|财务|会计|IT|互联网|教育|医疗|设计|人事|HR|法务|运营|产品|咨询|外贸|物流|房地产"
    "|广告|媒体|餐饮|保险|编程|开发|技术|客服|行政|采购|审计|投资|投行|电商|新媒体|公关|翻译|培训"
)
OCCUPATION_SUFFIX_ZH = (
    "师|员|工|家|长|士|官|生|经理|总监|主管|记者|编辑|会计|司机|老板|主播|博主|顾问|助理|专员|秘书|警察|保安"
    "|老师|教授|医生|大夫|护士|律师|厨师|画家|作家|农民|学生|研究生|博士|创始人|合伙人|自由职业者"
)
NOT_A_HOMETOWN_ZH = (
    "好|坏|男|女|老|病|外|新|熟|大|小|穷|富|本地|外地|客|家|工|路|普通|明白|文化|读书|有钱|自己|聪明|懒|急性子"
    "|夜猫子|理工|文科|中年|年轻|老实|单身|成年|老年|现代|城里|乡下|北方|南方|东方|西方|左撇子|过来|局外|门外汉"
    "|一家|这边|那边|哪里|哪儿"
)
NOT_AN_EMPLOYER = (
    "home|work|the office|office|school|the airport|airport|the hotel|hotel|the station|the gym|gym|a loss"
    "|peace|ease|my parents'|my parents|the beach|university|uni"
    "|家|家里|老家|学校|机场|酒店|车站|健身房|外地|国外"
)
NICKNAME_SAYERS_EN = (
    "my friends|friends|people|everyone|everybody|most people|folks|my family|my colleagues|colleagues"
    "|my coworkers|coworkers|my team|the team|my kids|my wife|my husband|my partner|they"
)
NICKNAME_SAYERS_ZH = (
    "大家|朋友们|朋友|身边的人|别人|同事们|同事|家里人|家人|他们|朋友圈里|同学们|同学|室友们|室友|邻居们|邻居|亲戚们"
    "|亲戚|队友们|队友|网友们|网友|粉丝们|客户们|老朋友们|小伙伴们"
)

# --- the user's close people and pets (``people``) -------------------------------------------------------

PARTNER_WORDS_EN = "wife|husband|partner|spouse|girlfriend|boyfriend|fiance|fiancee|fiancé|fiancée"
PARTNER_WORDS_ZH = (
    "老婆|老公|妻子|丈夫|太太|爱人|媳妇|媳妇儿|男朋友|女朋友|男友|女友|对象|未婚妻|未婚夫|另一半"
)
DOG_KINDS_EN = (
    "beagle|greyhound|labrador|spaniel|cocker spaniel|springer spaniel|terrier|poodle|cockapoo"
    "|labradoodle|collie|border collie|retriever|golden retriever|dachshund|sausage dog|pug|husky|corgi"
    "|whippet|lurcher|schnauzer|shih tzu|chihuahua|bulldog|french bulldog|frenchie|rottweiler|doberman"
    "|staffie|dalmatian|great dane|sheepdog|german shepherd|jack russell|westie|yorkie|cavapoo"
    "|maltese"
)
CAT_KINDS_EN = "tabby|tomcat|siamese|persian|maine coon|ragdoll|bengal|tortoiseshell|tortie|moggy|moggie"
"""Kinds of dog and cat a pet is said by ("a beagle named Waffles", "an old tabby called Biscuit")."""
CLOSE_ROLES = {
    "son": "son|儿子",
    "daughter": "daughter|女儿|闺女",
    "child": "kid|child|baby|孩子|宝宝|小孩",
    "dog": "dog|puppy|pup|狗|狗狗|小狗|" + DOG_KINDS_EN,
    "cat": "cat|kitten|猫|猫咪|小猫|" + CAT_KINDS_EN,
    "rabbit": "rabbit|bunny|兔子|小兔子",
    "parrot": "parrot|鹦鹉",
    "hamster": "hamster|仓鼠",
}
"""The role each word names: a fixed English key whatever the language ("我女儿" and "my daughter" are
both "daughter"). Parents, siblings, friends and colleagues are not here: their names are not read."""
PET_ROLES = ("dog", "cat", "rabbit", "parrot", "hamster")
"""The roles of ``CLOSE_ROLES`` that are pets: one the user no longer has ends its name."""
OWNED_BY_NAMED = (
    "(?-i:(?:(?:我们?|家里?|的|[只条])(?:"  # 我家狗, 一只猫; not 夜猫子
    + "|".join(word for role in PET_ROLES for word in CLOSE_ROLES[role].split("|") if not word.isascii())
    + ")"
    + "|养了?(?:一|两)?[只条]|[只条][^，,。\\s]{0,4}?叫(?!我))(?=[^我]*$)"
    + r"|(?:\b(?:[Mm]y|[Oo]ur)\s+(?:[a-z]+\s+)?(?:"
    + "|".join(CLOSE_ROLES[role] for role in PET_ROLES)
    + r")\b"
    + r"|(?<!I'm )(?<!I am )\b(?:called|named)\s+[A-Z])(?!.*\bI\b))"
)
"""A pet, or someone given a name, said before a frame's value in the same statement: the value is
theirs (我家狗叫可乐，今年2岁; 我养了只柯基叫馒头，今年4岁了; "my cat Mochi is 4 years old"), not the
user's, whose own name is no one else (我叫小王，今年28岁). A regular expression fragment, case kept
(docs/extraction.md, "Frames restated")."""
CHILD_RANKS_EN = "youngest|eldest|oldest|older|younger|middle|other|second|first|third|little|baby"
CHILD_RANKS_ZH = {"大": "eldest", "小": "youngest", "二": "second", "老大": "eldest", "老二": "second"}
CHILD_WORDS_ZH = "儿子|女儿|闺女|孩子"
"""Which of several children: part of the key ("my youngest son" is not "my son", 小女儿 is "youngest
daughter"). Only before a child: 小狗 is a dog."""

# --- how the user takes a food or drink (``servings``) ----------------------------------------------

SERVED_EN = (
    "coffee|tea|latte|cappuccino|espresso|flat white|americano|mocha|macchiato|cortado|chai|matcha"
    "|hot chocolate|cocoa|milk tea|steak|burger|egg|toast|porridge|oatmeal|cereal|pizza|curry|noodle|ramen"
    "|salad|sandwich|whisky|whiskey|martini|gin|vodka|bourbon|scotch|rum|cocktail|smoothie|soup|pasta"
)
SERVED_ZH = (
    "咖啡|拿铁|美式|卡布奇诺|摩卡|茶|红茶|绿茶|奶茶|柠檬茶|豆浆|牛奶|燕麦|麦片|牛排|面条|拉面|米粉|米线|粥|火锅"
    "|汉堡|披萨|沙拉|威士忌|鸡尾酒|果汁|奶昔"
)
SERVED_WAYS_EN = (
    "black|white|strong|weak|extra hot|iced|hot|cold|neat|on the rocks|straight up|medium rare|medium-rare"
    "|rare|medium|medium well|well done|well-done|sunny side up|scrambled|poached|fried|boiled|soft-boiled"
    "|hard-boiled|decaf|extra strong|sweet|unsweetened|plain|spicy|mild|extra spicy|sugar-free|skinny|dry"
)
SERVED_WAYS_ZH = (
    "去冰|少冰|多冰|正常冰|常温|热的|冰的|温的|半糖|少糖|无糖|全糖|微糖|三分糖|五分糖|七分糖|一分熟|三分熟|五分熟"
    "|七分熟|全熟|要热的|要冰的|不要糖|不要冰|不要奶|微辣|中辣|特辣|不辣"
)
NOT_A_WAY_EN = (
    "my|our|his|her|their|friends|friend|family|colleagues|coworkers|people|someone|breakfast|lunch|dinner"
    "|brunch|meals|a meal|every|each|you|me|him|them|us|the kids|kids|a friend|work|dessert"
)
"""After "with": company or an occasion ("I have tea with my mum", "coffee with breakfast"), no way."""
NOT_A_WAY_ZH = "班|入|上|心|假|学|弃|点别的|一下|油"
"""After 加 / 放: 加班, 放心, 放假, 放弃 … are no way of taking a food."""

# --- single-valued choices the user holds (``slots``) --------------------------------------------------

LANGUAGES = (
    "english|chinese|mandarin|cantonese|spanish|french|german|italian|portuguese|japanese|korean|russian"
    "|arabic|dutch|hindi|vietnamese|thai|中文|汉语|普通话|英文|英语|粤语|广东话|西班牙语|法语|德语|意大利语|葡萄牙语"
    "|日语|日文|韩语|韩文|俄语|阿拉伯语"
)
CAR_BRANDS_EN = (
    "tesla|volvo|bmw|audi|mercedes|mercedes-benz|benz|volkswagen|vw|toyota|honda|nissan|mazda|subaru|ford"
    "|chevrolet|chevy|kia|hyundai|porsche|lexus|jeep|fiat|peugeot|renault|skoda|seat|mini|land rover"
    "|range rover|jaguar|byd|nio|polestar|rivian|lucid|cadillac|buick|dodge|ram|mitsubishi|suzuki|citroen"
    "|opel|alfa romeo|ferrari|lamborghini|maserati|bentley|rolls-royce|genesis|xpeng|li auto|geely|prius"
    "|civic|corolla|camry|golf|model 3|model y|model s|model x|mustang"
)
CAR_BRANDS_ZH = (
    "特斯拉|沃尔沃|宝马|奥迪|奔驰|大众|丰田|本田|日产|马自达|斯巴鲁|福特|雪佛兰|起亚|现代|保时捷|雷克萨斯|吉普"
    "|比亚迪|蔚来|小鹏|理想|极氪|问界|小米汽车|吉利|长城|哈弗|长安|红旗|五菱|别克|凯迪拉克|路虎|捷豹|标致|雪铁龙"
    "|斯柯达|领克|埃安|零跑|坦克|奇瑞|荣威|名爵|法拉利|兰博基尼|宾利|玛莎拉蒂|凯美瑞|卡罗拉|思域|雅阁|帕萨特|迈腾"
)
NOT_A_HOME_EN = (
    "office|offices|desk|floor|room|building|meeting|meetings|call|channel|server|platform|system|app|tool"
    "|plan|date|day|week|stage|phase|team|project|version|slack|teams|zoom"
    "|android|ios|iphone|ipad|mac|macos|macbook|linux|ubuntu|windows|chromebook|pixel|notion|obsidian"
    "|evernote|spotify|netflix|chrome|firefox|safari|vim|emacs|vs code|vscode|jira|trello|asana|gmail|outlook"
    "|whatsapp|telegram|tiktok|instagram|python|typescript|kotlin|aws|azure|the cloud|premium|decaf"
)
"""What "moved to …" names when it is no home: a place of work, a platform, an app, a device."""
NOT_CARS_ZH = (
    "车|汽车|新车|二手车|自行车|电动车|摩托车|电瓶车|单车|滑板车|三轮车|货车|公交车|童车|自行|电动|摩托|电瓶"
)
NOT_CARS_EN = "car|new car|bike|bicycle|scooter|truck|bus|motorbike|motorcycle|van|tractor"

# --- what a clause is about when it does not say it again (``topics``) --------------------------------

ZH_BARE_STANCE_VERBS = "喜欢|爱|讨厌|受不了|吃|喝|爱吃|爱喝|不吃|不喝|迷上|爱上|反感"
ZH_TIME_LEADS = (
    "这周|本周|这个星期|这星期|这礼拜|这个礼拜|这个月|本月|这几天|这阵子|这段时间|今天|今晚|明天|最近"
)
"""A Chinese clause that opens with one of these and no 我 is still the user's ("这周先不喝咖啡了")."""
ZH_NOT_A_TOPIC = (
    "现在|以前|以后|今后|今天|明天|昨天|最近|平时|平常|一般|其实|但是|可是|不过|所以|然后|而且|另外|对了|说实话"
    "|老实说|本来|原来|后来|早上|晚上|中午|周末|每天|这次|上次|下次|如果|要是|因为|虽然|也|还|就|都|我们|你|他|她"
    "|它|请|麻烦|帮|给|让|叫|和|跟|对"
)

ZH_DONT = r"(?<![特区分个级类告差识性辨错离送道鉴派临惜])别(?![人的处墅扭致字])"
"""别 as "don't", not inside a word (错别字, 区别, 特别, 告别, 别人, 别墅): "帮我检查一下错别字" is a request,
no rule "never 字" (docs/extraction.md, "Session 24: standing rules in more forms")."""

CLOCK_HABIT_ZH = r"[两二三四五六七八九十\d]点[^，]{0,4}?(?:睡|上床)"
"""A Chinese habit of sleep at its clock (十二点以后才睡, 十点半准时上床): a timetable, no liking."""
