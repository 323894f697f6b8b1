"""The polarity lexicon of a turn against a held thing, as data (English, Chinese): which words say
that the user's liking or habit is over, or that a thing the user had is gone. Read by
``rules.flips``; nothing here is a pattern per sentence. Add words here, nowhere else.

Each kind is a table of "|"-separated words or phrases; an English phrase may hold ``…`` for up to
three words between its parts ("gave … away" reads "gave Rex away"). Chinese entries match anywhere;
English ones as whole words.
"""

TURNED_EN = (
    "not|no longer|anymore|any more|never|stopped|quit|gave up|given up|skip|skipping|avoid|avoiding"
    "|cut out|cut down on|done with|sick of|tired of|ditched|can't stand|cannot stand|can't get into"
    "|can't take|gone off|went off|lost interest|lost my taste for|uninstalled|deleted|cancelled|canceled"
)
TURNED_ZH = "不|没|戒|别|再也|受不了|腻|卸载|删了|放弃|告别|退订|取消"
"""Negations and turn-away words a free-text statement must not hold (``rules.free_text``): a
statement with one is a turn, left to ``rules.flips``."""

# --- a liking or habit turned against ----------------------------------------------------------------

CESSATION = (
    "stopped|stop|quit|quitting|gave up|given up|giving up|give up|gave … up|given … up|give … up"
    "|no longer|anymore"
    "|any more|done with"
    "|i'm done|am done|are done|we're done|days are over|is over|are over|i'm over|am over|over it"
    "|behind me|thing of the past|ditched|dropped|cut out|kicked the habit|been off|gone off|went off"
    "|grown out of|outgrown|retired from|hung up my|hung up the|cut … out|packed in"
    "|haven't … in ages|haven't … in years|haven't … in months"
    "|not … in ages|not … in years|not … in months|moved on from|weaned myself off|cut back on|cut down on"
    "|uninstalled|deleted|cancelled|canceled|unsubscribed|sworn off|swore off|sworn … off|swore … off"
    "|swear off|off the menu|off the cards|off the table|fizzled out|petered out|haven't touched"
    "|hasn't touched|not touched"
    "|stopped bothering|gathering dust|collecting dust|in a drawer|in the drawer|in a cupboard|in the closet"
    "|finished with|finished for me|haven't … in weeks|not … in weeks|no more"
    "|weeks off|months off|years off|week off|month off|year off|so over|over them"
    "|drifted away from|drifting away from|drifted from|fell out of love with|fallen out of love with"
    "|lost my taste for|gone cold on|went cold on|gone … off|went … off",
    "不再|再也不|再也没|戒了|戒掉|戒|放弃|好久不|好久没|很久没|很久不|早就不|早不|早就没|过去式|告别|退坑|弃坑|脱坑|习惯改了|习惯改掉|改掉了"
    "|卸载|删了|取消|退订|很少|不怎么|不碰|不沾|停了|不去了|不玩了|不吃了|不喝了|不看了|不听了|不练了|不打了"
    "|没再|不干了|拜拜了|没碰|搁下|搁置|撂下|荒废|没坚持|吃灰|闲置|已经不|已不|卸了|退了|退掉|退卡"
    "|个月没|个月都没|年没|年都没|周没|个星期没|星期都没"
    "|没续|不续|没有续|没继续|不继续",
)
"""The habit ended: stopped, gave up, no longer, "my running days are over", 戒了, 好久没, 过去式; or the
thing lies unused ("gathering dust", "lives in a drawer", 吃灰, 搁下了); or a verb of going on negated
(没续, 不继续, 没坚持: a membership or a habit not kept up has ended, where 没去 is one occasion)."""

AVERSION = (
    "can't stand|cannot stand|can't bear|hate|hates|detest|loathe|sick of|tired of|fed up with|bores me"
    "|bore me|boring|bored of|bored with|nightmares|makes me sick|make me sick|feel sick|feel ill|nauseous"
    "|nausea|upsets my stomach|upset my stomach|disgusts me|disgusting|gross|grate on me|grates on me"
    "|grating|gets on my nerves|get on my nerves|annoys me|annoy me|turns my stomach|avoid|avoiding"
    "|stay away|staying away|keep away|steer clear|put me off|puts me off|not for me|isn't for me"
    "|aren't for me|not my thing|doesn't do it for me|don't do it for me|waste of time|lost its appeal"
    "|lost their appeal|not a fan|no fan|headaches|migraines|heartburn|bloated|headache|gives me a headache"
    "|upsetting my stomach|upsets me|makes me gag|make me gag|gag",
    "讨厌|受不了|烦|腻|恶心|难受|反胃|心慌|不舒服|无聊|没意思|没劲|头疼|头痛|怕了|厌|不适合我|不喜欢|不爱|够了|拉肚子"
    "|胃疼|上火|反感|嫌|齁|膻|腥|难吃|难喝|难闻|油腻|有点闷|看着闷|太闷|乏味|好苦|太苦|发苦|太甜|太咸|太腻|太酸|想吐|太吵|吵得",
)
"""The thing now disagrees with the user: bores me, gives me nightmares, upsets my stomach, 腻, 难受; in
Chinese also a judgement of the thing itself (嫌苦, 齁, 膻, 难吃, 看着闷: Chinese has no single-word
lexicon like ``EVALUATION_BAD``, its judgements are these)."""

INABILITY = (
    "can't handle|cannot handle|can't take|can't do|can't eat|can't drink|can't tolerate|too much for me"
    "|can't get into|doesn't agree with me|don't agree with me|no good for me|bad for me|can't manage"
    "|can't keep up|can't get through|cannot get through",
    "不动了|不了了|不下去|吃不消|喝不消|扛不住|受不住|不行了|吃不了|喝不了",
)
"""The user can no longer: can't handle, too much for me, 吃不消, 打不动了."""

LOST_INTEREST = (
    "lost interest|lost my interest|lost the taste|lost my taste|doesn't interest me|don't interest me"
    "|not interested|no interest|not into|no longer into|fell out of love|fallen out of love|meh"
    "|can't be bothered|couldn't be bothered|lost my enthusiasm|lost the enthusiasm|lost all enthusiasm"
    "|lost its magic|lost the magic|lost its charm|lost its shine|lost its spark|lost the spark",
    "没兴趣|没兴致|不感兴趣|提不起兴趣|兴趣不大|没感觉了|没什么兴趣|没啥兴趣|没多大兴趣|提不起劲|看不进去|听不进去"
    "|无感|懒得",
)
"""Interest gone: lost interest, doesn't interest me, 没兴趣."""

# --- a judgement of the thing itself (English: a polarity lexicon of single words) ---------------------

EVALUATION_BAD = (
    "awful|terrible|horrible|horrid|dreadful|gross|grim|bland|tasteless|flavourless|flavorless|nasty|vile"
    "|revolting|repulsive|foul|yucky|yuck|overrated|overhyped|exhausting|draining|tiring|tedious|dull|dreary"
    "|unbearable|annoying|irritating|grating|unpleasant|off-putting|cloying|sickly|greasy|stodgy|soggy"
    "|rubbish|garbage|trash|pointless|joyless|soulless|noise|soap|soapy|cardboard|chalky|rancid|slimy"
    "|unwatchable|unlistenable|inedible|undrinkable|insufferable|miserable|pretentious|lame|cringe|cringey"
    "|fake|loud|noisy|cheesy|corny|repetitive|predictable|stale|samey|childish|overpriced|bitter|harsh"
    "|disgusting"
)
"""Words that judge the thing bad, whatever the sentence ("Olives taste like soap to me", "I find metal
exhausting, it's just noise"): a turn of taste against a held liking or habit (``rules.flips``), only
in a clause of no occasion (not "was", not "this one", not "here": "the sushi last night was awful")."""

EVALUATION_GOOD = (
    "delicious|tasty|yummy|scrumptious|amazing|wonderful|fantastic|brilliant|lovely|excellent|incredible"
    "|awesome|gorgeous|superb|addictive|underrated|convert|hooked|obsessed|lush|moreish|divine|heavenly"
)
"""Words that judge the thing good ("Turns out mushrooms are delicious, I'm a convert"): a liking,
which turns a held dislike (the mirror of ``EVALUATION_BAD``), under the same guard of occasion."""

OCCASION_EN = "was|were|this|that|these|those|here|there|tonight|today|yesterday"
"""Words of one occasion or serving that keep a judgement from turning a held thing ("the sushi was awful",
"this coffee is bland"); not before "days" ("tastes harsh to me these days" is lasting: Session 25)."""

REPLACED_EN = "replaced|has replaced|swapped|swapped out|traded|exchanged|switched from"
"""A thing given up for another in one clause ("Green tea has replaced coffee for me", "I swapped my Fitbit
for a Garmin"): the thing named after the word is turned (``rules.flips``), up to "for", "with", "by" or
"to", which name the new one; "was replaced by" turns the thing before it. The new one is not turned."""

# --- a reason: what the thing does to the user ---------------------------------------------------------

BAD_STATES = (
    "jittery|jumpy|anxious|nervous|edgy|restless|wired|sick|ill|queasy|nauseous|dizzy|sleepy|drowsy"
    "|exhausted|sluggish|bloated|itchy|wheezy|stressed|miserable|depressed|grumpy|cranky|irritable|sweaty"
    "|breathless|shaky|uneasy|claustrophobic|awake|break out|panic|crash",
    "睡不着|失眠|牙疼|牙痛|过敏|心跳|心慌|心悸|心跳加速|肚子疼|肚子痛|胃疼|胃痛|胃不舒服|拉肚子|头晕|头疼|头痛|长痘|发胖|长胖|犯困|焦虑|烦躁|恶心"
    "|想吐|胸闷|上火|难受|不舒服|胀气|失落|压抑|紧张",
)
"""States a thing may leave the user in that turn the user against it ("makes me jittery", 喝了睡不着)."""

NEGATIVE_EFFECT = (
    "makes me {bad}|make me {bad}|made me {bad}|makes me feel {bad}|make me feel {bad}|keeps me {bad}"
    "|keep me {bad}|keeps me up|keep me up|leaves me {bad}|leave me {bad}|gets me {bad}|too … for me"
    "|not good for me|not great for me|does nothing for me|too much of a|makes my … race|make my … race"
    "|makes my … shake|make my … shake|makes my … pound|make my … pound|wreck my|wrecks my|wrecked my|ruin my"
    "|ruins my|ruined my|mess with my|messes with my|messed with my|hurts my|hurt my"
    "|tastes too|taste too|feels too|sounds too|sound too|smells too|smell too",
    "让我{bad}|使我{bad}|害我{bad}|搞得我{bad}|弄得我{bad}|一{verb}就{bad}|{verb}了就{bad}|{verb}了{bad}|{verb}完{bad}"
    "|对我来说太|对我而言太|对我太|对我不好|对我胃不好|对我身体不好",
)
"""Frames that say a thing disagrees with the user, a turn against it in general ("Espresso makes me
jittery", "Cinemas are too loud for me", 浓茶喝了睡不着, KTV对我来说太吵了): ``{bad}`` is one of
``BAD_STATES``, ``{verb}`` one of ``VERBS_ZH``, ``…`` up to three English words. A frame said of
someone else ("too hot for him", 让他失眠) or negated ("not too spicy for me") is none."""

LATELY_ZH = "这阵子|这段时间"
"""Chinese "lately": in a turn it dates the change (综艺我是看腻了，这阵子追纪录片去了), not one occasion,
though ``governance.lasting`` counts it as a time of this once for a memory of its own."""

VERBS_ZH = "吃|喝|看|听|坐|用|玩|去|穿|闻|抽|打|跑|骑|开|睡|追|刷|逛|买|学|练|碰|做|唱|游"

STOPPED_DOING_ZH = (
    "不{verb}了|不再{verb}|没再{verb}|{verb}不下|{verb}不惯|{verb}不进去|{verb}不下去|{verb}不动|{verb}不了|不敢{verb}"
    "|没(?:以前|之前|原来|过去)?那么(?:喜欢|爱){verb}?|不(?:太|那么|怎么)(?:喜欢|爱){verb}?了|也就那样|不过如此"
)
"""A Chinese doing given up, for any verb of ``VERBS_ZH`` (不吃了, 我就不睡了, 没再去), or no longer
possible or liked as before — the verb's potential complement negated (吃不下, 喝不惯, 看不进去),
不敢吃, 没以前那么喜欢, 也就那样: cessation (regular expressions, read by ``rules.flips``)."""

PREFER_OTHER = (
    "i'd rather|i would rather|i'd much rather|i'd sooner|i'd prefer to|i would prefer to|i prefer to",
    "宁愿|宁可|还不如|倒不如|更愿意|还是在家",
)
"""Something else preferred: a turn against the thing only when said after a clause about it
("Concerts are too crowded for me, I'd rather listen at home", 地铁太挤了，我宁可骑车) or when the thing
comes after ``RATHER_THAN`` ("I'd rather cycle than take the bus"); "I'd rather go to the cinema" is a
liking of the cinema."""

RATHER_THAN = ("than|rather than|instead of", "而不是|也不|不想")

# --- a held thing gone --------------------------------------------------------------------------------

GONE = (
    "passed away|passed|died|dead|put down|put to sleep|gave … away|given … away|gave away|given away"
    "|rehomed|re-homed|ran away|run away|split up|we split|and i split|broke up|broken up|divorced|separated"
    "|called it quits|called it off|sold|got rid of|scrapped|totalled|totaled|traded in|written off"
    "|no longer with us|not with us|goodbyes to|put … to sleep|put … down"
    "|closed out|closed down|closed my|closed our|shut down|shuts down|shutting down|bye bye|goodbye to"
    "|switched away from|switched from|moved away from|moved off|cut ties with|pulled out of|ported out of"
    "|ported my number out of|ported our numbers out of",
    "注销|销户|关停|停服|倒闭|去世|死了|走了|没了|不在了|病逝|离开了我们|离开我们|永远离开|送人|送走|送给别人|送掉|分手|离婚|分了"
    "|掰了|吹了|卖了|卖掉|处理掉"
    "|报废|出手了|转手|送回老家|送回去|送给|寄养|送养|被领养|回老家养|给我妈养|给我爸养|给爸妈养|给家里养",
)
"""A pet died or was given away, a partner left, a car sold, an account closed, a service shut down
("closed out chase", "mint got shut down", "bye bye comcast", 招行卡注销了): the memory that names it ends."""

# --- what turns nothing -------------------------------------------------------------------------------

WEAK = ("not|n't|never|no", "不|没|别")
"""Bare negation: a turn of a stance only (as before), never of a free-text memory or a slot."""

NOT_YET_ZH = "还没有|还没|尚未|还未|没来得及"
"""Not yet (会员还没续, 我还没戒烟): what follows has not happened, so nothing ended (``rules.flips``)."""

ONE_OFF = (
    "yesterday|last night|this morning|this afternoon|this evening|right now|at the moment|just now"
    "|for today|this once|not tonight|this place|this one|this restaurant",
    "昨天|昨晚|今早|今天早上|这顿|这会儿|现在不想|今天不想|这家|这次|今天的",
)
"""One occasion, besides governance's one-time words (``governance.lasting``): "not tonight",
今天不想吃辣. A taste is not turned by one; a thing gone is gone whenever it went."""

GUESS = ("maybe|probably|perhaps|might|not sure|possibly|i guess", "可能|大概|也许|或许|说不定|不一定")
"""A guess ("Maybe I like coffee, not sure"): turns nothing (an opinion, "I think …", still does)."""

ASIDES = (
    "you might not believe this|you may not believe this|you might not believe it|说出来你可能不信|你可能不信"
    "|说了你可能不信"
)
"""An aside to the listener that holds a guess word but guesses nothing ("you might not believe this,
but …", 说出来你可能不信): left out before the guess is looked for."""

STILL = ("still|continue to|keep|always", "还是|依然|仍然|照样|一直|照旧|仍")
"""A stance still held ("I still love tea"): with a liking and no turn word, the thing stays liked."""

LIKING = (
    "love|loves|like|likes|enjoy|enjoys|adore|adores|into|fan of|grown on me|grew on me|come around"
    "|came around|come round|came round|warmed to|warmed up to|won me over|win me over|wins me over"
    "|loved|enjoyed|best part of|can't get enough of|hooked on",
    "喜欢|爱|热爱|迷|挺香|真香|好香|很香|上瘾",
)
"""A liking said of the thing in its own clause (it turns a held dislike of it: the mirror of a turn)."""

LIKENESS = (
    "tastes like|taste like|looks like|look like|sounds like|sound like|feels like|feel like"
    "|smells like|smell like|seems like|seem like|just like",
    "像|得不行|得不得了|不要太|停不下来|欲罢不能|不释手",
)
SAID_OF_IT_ZH = "居然|竟然|反而|其实|现在|如今|越来越|觉得|感觉"
"""A Chinese clause that opens with these says something of the thing just named, its 它 left out
(…吃了几次香菜牛肉，居然觉得挺香的; …，现在爱得不行)."""

"""A "like" of likeness ("tastes like cough medicine"): no liking. In Chinese also the negation that only
makes a liking stronger (爱得不行, 停不下来), masked so that its 不 is no negation."""

CONCESSIVE = ("although|though|even though|even if|despite|while", "虽然|尽管|即使|就算|哪怕")
"""A clause that concedes ("even though my doctor wants me to cut down") turns nothing."""

OTHERS_ZH = "他|她|他们|她们|人家|别人|大家|朋友|同事|家人"
"""Another person named inside a Chinese clause (besides the kin words of ``words.KIN_ZH``)."""

# --- diets ------------------------------------------------------------------------------------------

DIET = (
    "vegetarian|veggie|vegan|plant-based|plant based|pescatarian|pescetarian",
    "吃素|素食|茹素|纯素|吃斋|全素|蛋奶素",
)
"""A diet that rules out meat (and, for a vegan, what animals give)."""

VEGAN = ("vegan|plant-based|plant based", "纯素|全素")

MEAT = (
    "meat|steak|beef|pork|bacon|ham|chicken|lamb|mutton|veal|turkey|duck|sausage|sausages|burger|burgers"
    "|ribs|brisket|salami|pepperoni|chorizo|jerky|barbecue|bbq|kebab|meatballs|hot dog|hot dogs|venison"
    "|fried chicken|wings|prosciutto|pastrami",
    "肉|牛排|牛肉|猪肉|羊肉|鸡肉|鸭|鹅|排骨|培根|火腿|香肠|腊肠|烤串|肉串|羊肉串|烧烤|红烧肉|炸鸡|鸡翅|鸡腿|汉堡|肘子"
    "|五花|牛腩|肥牛|卤味|烤鸭|腊肉",
)
"""What a vegetarian does not eat (a pescatarian keeps fish: fish is not here)."""

ANIMAL = (
    "fish|salmon|tuna|seafood|shrimp|prawns|oysters|sushi|sashimi|cheese|milk|butter|eggs|egg|yogurt"
    "|yoghurt|cream|ice cream|honey|dairy",
    "鱼|海鲜|虾|蟹|生蚝|寿司|刺身|奶酪|芝士|牛奶|黄油|鸡蛋|蛋|酸奶|奶油|冰淇淋|蜂蜜",
)
"""What a vegan does not eat besides meat."""

# --- a held option turned away from ----------------------------------------------------------------

FAREWELL = (
    "sorry|goodbye|good bye|bye bye|bye|farewell|rip|so long|has lost me|have lost me|lost me|can keep"
    "|is dead to me|are dead to me|and i are done|and i are over|and i are through|and me are done"
    "|we're done|we are done|broke up with|broken up with|never again|not going back|won't be going back"
    "|never going back|off my list|had its day|had their day|dumped",
    "拜拜|再见|告别|冷落|不要了|不用了|不去了|不碰了|不碰|不理|分手|拉黑|弃了|弃用|退了|退坑|卸了|删了|卸载|失宠"
    "|再也不|不再|好久不|好久没|很久没|很久不",
)
"""A farewell to a held option, or its being let go ("sorry Tesco", "goodbye Virgin Media", "Kutz has lost
me", "PureGym can keep its queues", "Netflix and I are done", "gone right off dark roast", 蒙牛拜拜了,
微信读书被我冷落了): with the cessation and lost-interest words above, a turn away from the thing named in
its clause. It ends a held option only beside a new option taken up in the same message
(``extraction.held_away``)."""
