# ruff: noqa: E501 (one conversation per line reads best)
"""Judgement that generalises (issue 24), development set: 100 everyday conversations, 7 classes × 7
English + 7 Chinese (look-alikes 8 + 8), written before any change made for them and judged by outcome
only, whatever keys the extractor chose: the user's ACTIVE facts hold the new value and not the old
one, health statements are USER constraints, standing rules reach the context, look-alikes leave no
lasting memory (docs/evaluation.md, "Judgement that generalises")."""

from memory_center.evaluation.cases.judgement import language_of
from memory_center.evaluation.model import Case, ContextHas, Family, Holds, Say, Step

CLASSES: dict[str, Family] = {
    "taste": "change_of_mind",
    "life": "move_rename",
    "correction": "correction",
    "switch": "change_of_mind",
    "rule": "standing_rules",
    "lookalike": "should_not_remember",
    "health": "should_remember",
}


def dev(
    case_id: str,
    said: tuple[str, ...],
    has: tuple[str, ...] = (),
    lacks: tuple[str, ...] = (),
    rule: str | None = None,
    health: str | None = None,
    other: tuple[str, ...] = (),
) -> Case:
    """``case_id`` is ``<lang>-dev-<class>-<n>``; the class decides the family and what is checked."""
    kind = case_id.split("-")[2]
    steps: list[Step] = [Say(text, f"m{i}", session="s-1") for i, text in enumerate(said)]
    if kind == "lookalike":
        steps.append(Holds(nothing_lasting=True, other=other))
    elif rule is not None:
        steps.append(Holds(constraint=(rule,)))
        steps.append(ContextHas("help me plan next week", contains=(rule,), session="s-2"))
    elif health is not None:
        steps.append(Holds(constraint=(health,)))
    else:
        steps.append(Holds(has=has, lacks=lacks))
    return Case(CLASSES[kind], case_id, language_of(case_id), " / ".join(said), tuple(steps))


CASES: tuple[Case, ...] = (
    # --- change of taste or habit ---
    dev("en-dev-taste-1", ("I'm a big fan of horror movies.", "Horror movies give me nightmares, so I skip them these days."), ("skip them",), ("big fan",)),
    dev("en-dev-taste-2", ("I drink three coffees a day.", "I've cut out coffee completely."), ("cut out coffee",), ("three coffees",)),
    dev("en-dev-taste-3", ("I enjoy running marathons.", "My knees can't take running anymore, so I swim instead."), ("swim",), ("marathons",)),
    dev("en-dev-taste-4", ("I really like sushi.", "Honestly I'm over sushi."), ("over sushi",), ("really like sushi",)),
    dev("en-dev-taste-5", ("I love reading fantasy novels.", "I can't get into fantasy novels any more."), ("can't get into",), ("love reading",)),
    dev("en-dev-taste-6", ("I'm a night owl and work best after midnight.", "These days I go to bed at ten and get up at six."), ("bed at ten",), ("night owl",)),
    dev("en-dev-taste-7", ("I take sugar in my tea.", "I stopped taking sugar in my tea."), ("stopped taking sugar",), ("i take sugar",)),
    dev("zh-dev-taste-1", ("我特别爱吃辣。", "最近胃不好，辣的一口都不碰了。"), ("不碰",), ("爱吃辣",)),
    dev("zh-dev-taste-2", ("我每天早上喝咖啡。", "咖啡我戒了，现在只喝茶。"), ("戒了",), ("每天早上喝咖啡",)),
    dev("zh-dev-taste-3", ("我很喜欢看恐怖片。", "恐怖片我现在不敢看了。"), ("不敢看",), ("喜欢看恐怖片",)),
    dev("zh-dev-taste-4", ("我周末喜欢睡懒觉。", "最近周末都早起去爬山。"), ("爬山",), ("睡懒觉",)),
    dev("zh-dev-taste-5", ("我爱喝可乐。", "可乐太甜了，我已经好久不喝了。"), ("不喝",), ("爱喝可乐",)),
    dev("zh-dev-taste-6", ("我每天晚上都打游戏。", "游戏我已经卸载了，不玩了。"), ("不玩",), ("每天晚上都打游戏",)),
    dev("zh-dev-taste-7", ("我喜欢吃甜食。", "为了减肥，甜食我都不吃了。"), ("不吃",), ("喜欢吃甜食",)),
    # --- move, new job, pet, car, partner ---
    dev("en-dev-life-1", ("I live in Manchester.", "We just finished unpacking in our new flat in Leeds."), ("leeds",), ("manchester",)),
    dev("en-dev-life-2", ("I work at Deloitte.", "Monday is my first day at KPMG."), ("kpmg",), ("deloitte",)),
    dev("en-dev-life-3", ("I drive a Toyota Corolla.", "The Corolla is gone, I picked up a Tesla Model 3 last weekend."), ("tesla",), ("i drive a toyota",)),
    dev("en-dev-life-4", ("I'm single.", "I've got a girlfriend now, her name is Emma."), ("emma",), ("single",)),
    dev("en-dev-life-5", ("We have a cat called Mochi.", "We adopted a puppy named Biscuit last week."), ("mochi", "biscuit")),
    dev("en-dev-life-6", ("I'm a teacher.", "I left teaching and I'm a software developer now."), ("software developer",), ("i'm a teacher",)),
    dev("en-dev-life-7", ("I live in Boston.", "Home is Denver now."), ("denver",), ("boston",)),
    dev("zh-dev-life-1", ("我住在杭州。", "上个月搬到苏州了。"), ("苏州",), ("杭州",)),
    dev("zh-dev-life-2", ("我在华为上班。", "我跳槽去了腾讯。"), ("腾讯",), ("华为",)),
    dev("zh-dev-life-3", ("我开一辆大众。", "新买了一辆比亚迪。"), ("比亚迪",), ("大众",)),
    dev("zh-dev-life-4", ("我养了一只猫叫咪咪。", "最近又养了一条狗叫旺财。"), ("咪咪", "旺财")),
    dev("zh-dev-life-5", ("我是单身。", "我有女朋友了，她叫小雨。"), ("小雨",), ("单身",)),
    dev("zh-dev-life-6", ("我是护士。", "我现在转行做销售了。"), ("销售",), ("护士",)),
    dev("zh-dev-life-7", ("我在北京工作。", "公司把我调到上海了。"), ("上海",), ("北京",)),
    # --- correction of a number, date or name ---
    dev("en-dev-correction-1", ("My birthday is on March 12.", "Sorry, I meant March 21."), ("march 21",), ("march 12",)),
    dev("en-dev-correction-2", ("My shoe size is 42.", "Scratch that, it's 43."), ("43",), ("42",)),
    dev("en-dev-correction-3", ("My daughter is called Lily.", "Correction: her name is Lucy."), ("lucy",), ("lily",)),
    dev("en-dev-correction-4", ("My monthly rent budget is 1500 euros.", "Actually it's 1800 euros."), ("1800",), ("1500",)),
    dev("en-dev-correction-5", ("Our anniversary is June 4.", "I mean July 4."), ("july 4",), ("june 4",)),
    dev("en-dev-correction-6", ("I'm 34 years old.", "Sorry, 35."), ("35",), ("34",)),
    dev("en-dev-correction-7", ("My dentist is Dr. Patel.", "Sorry, I meant Dr. Shah."), ("shah",), ("patel",)),
    dev("zh-dev-correction-1", ("我的生日是5月8号。", "不对，是5月18号。"), ("18",), ("5月8号",)),
    dev("zh-dev-correction-2", ("我穿38码的鞋。", "说错了，是39码。"), ("39",), ("38",)),
    dev("zh-dev-correction-3", ("我儿子叫小明。", "更正一下，我儿子叫小亮。"), ("小亮",), ("小明",)),
    dev("zh-dev-correction-4", ("我每月房租预算三千。", "应该是三千五。"), ("3500",), ("预算三千。",)),
    dev("zh-dev-correction-5", ("我身高175。", "我是说178。"), ("178",), ("175",)),
    dev("zh-dev-correction-6", ("我们结婚纪念日是10月1日。", "不对不对，是10月11日。"), ("10月11日",), ("10月1日",)),
    dev("zh-dev-correction-7", ("我的牙医是王医生。", "我记错了，是李医生。"), ("李医生",), ("王医生",)),
    # --- switch ("… now", "instead", 改, 都…了) ---
    dev("en-dev-switch-1", ("I use an iPhone.", "I'm on a Pixel now."), ("pixel",), ("iphone",)),
    dev("en-dev-switch-2", ("I listen to music on Spotify.", "I went with Apple Music instead."), ("apple music",), ("spotify",)),
    dev("en-dev-switch-3", ("I usually fly with KLM.", "Lufthansa is my airline these days."), ("lufthansa",), ("klm",)),
    dev("en-dev-switch-4", ("I prefer an aisle seat.", "From now on give me a window seat."), ("window",), ("aisle",)),
    dev("en-dev-switch-5", ("I pay with my Visa card.", "I switched to paying with PayPal."), ("paypal",), ("visa",)),
    dev("en-dev-switch-6", ("I do my groceries at Tesco.", "I shop at Aldi now."), ("aldi",), ("tesco",)),
    dev("en-dev-switch-7", ("I write my notes in Notion.", "All my notes live in Obsidian these days."), ("obsidian",), ("notion",)),
    dev("zh-dev-switch-1", ("我一般住汉庭。", "最近都住全季了。"), ("全季",), ("汉庭",)),
    dev("zh-dev-switch-2", ("我用安卓手机。", "我换成苹果手机了。"), ("苹果",), ("安卓",)),
    dev("zh-dev-switch-3", ("我平时坐高铁出差。", "以后出差改坐飞机。"), ("飞机",), ("高铁",)),
    dev("zh-dev-switch-4", ("我用微信支付。", "现在都用支付宝付款了。"), ("支付宝",), ("微信支付",)),
    dev("zh-dev-switch-5", ("我喝全脂牛奶。", "我改喝燕麦奶了。"), ("燕麦奶",), ("全脂",)),
    dev("zh-dev-switch-6", ("我早上跑步。", "我现在改成晚上跑步了。"), ("晚上跑步",), ("早上跑步",)),
    dev("zh-dev-switch-7", ("我订机票用携程。", "现在都用飞猪订票了。"), ("飞猪",), ("携程",)),
    # --- standing rules ---
    dev("en-dev-rule-1", ("Only ever book me non-smoking rooms.",), rule="non-smoking"),
    dev("en-dev-rule-2", ("Always put me in economy, never business class.",), rule="economy"),
    dev("en-dev-rule-3", ("Make sure every restaurant you pick has vegetarian options.",), rule="vegetarian"),
    dev("en-dev-rule-4", ("Direct flights only, please.",), rule="Direct"),
    dev("en-dev-rule-5", ("Never schedule meetings before 10am.",), rule="meeting"),
    dev("en-dev-rule-6", ("Whenever you book a hotel, it has to have a gym.",), rule="gym"),
    dev("en-dev-rule-7", ("Don't ever send me anything by fax.",), rule="fax"),
    dev("zh-dev-rule-1", ("以后只订靠窗的座位。",), rule="靠窗"),
    dev("zh-dev-rule-2", ("酒店一律订含早餐的。",), rule="早餐"),
    dev("zh-dev-rule-3", ("开会别排在周五下午。",), rule="周五"),
    dev("zh-dev-rule-4", ("给我订票永远不要红眼航班。",), rule="红眼"),
    dev("zh-dev-rule-5", ("出差只订经济舱。",), rule="经济舱"),
    dev("zh-dev-rule-6", ("每次点外卖都不要放香菜。",), rule="香菜"),
    dev("zh-dev-rule-7", ("我的行程一定要留出午休时间。",), rule="午休"),
    # --- nothing lasting: other people, quoted speech, questions, hypotheticals, one-offs, sarcasm ---
    dev("en-dev-lookalike-1", ("My brother hates cilantro.",)),
    dev("en-dev-lookalike-2", ("Oh great, another Monday, I just love Mondays 🙄",)),
    dev("en-dev-lookalike-3", ("Just for tomorrow, book me an aisle seat.",)),
    dev("en-dev-lookalike-4", ("Would I like Lisbon, do you think?",)),
    dev("en-dev-lookalike-5", ("If I lived in Paris, I'd cycle everywhere.",)),
    dev("en-dev-lookalike-6", ('She told me "I never drink coffee".',)),
    dev("en-dev-lookalike-7", ("Yeah right, like I'd ever enjoy camping.",)),
    dev("en-dev-lookalike-8", ("Can you remind me tonight to call the bank?",)),
    dev("zh-dev-lookalike-1", ("我朋友特别喜欢吃榴莲。",)),
    dev("zh-dev-lookalike-2", ("这次住宿就订个便宜点的吧。",)),
    dev("zh-dev-lookalike-3", ("我妈不吃香菜。",), other=("妈",)),  # hers, not the user's
    dev("zh-dev-lookalike-4", ("要是我搬去成都，天天吃火锅。",)),
    dev("zh-dev-lookalike-5", ("你觉得我会喜欢日本吗？",)),
    dev("zh-dev-lookalike-6", ("加班真开心呢🙄",)),
    dev("zh-dev-lookalike-7", ("今天中午随便吃点面条就行。",)),
    dev("zh-dev-lookalike-8", ("他说他住在广州。",)),
    # --- health: always a USER constraint ---
    dev("en-dev-health-1", ("I'm allergic to peanuts.",), health="peanut"),
    dev("en-dev-health-2", ("Shellfish makes me break out in hives.",), health="shellfish"),
    dev("en-dev-health-3", ("I have type 1 diabetes.",), health="diabetes"),
    dev("en-dev-health-4", ("I take blood thinners every day.",), health="blood thinner"),
    dev("en-dev-health-5", ("I can't have gluten, I'm coeliac.",), health="gluten"),
    dev("en-dev-health-6", ("I'm lactose intolerant.",), health="lactose"),
    dev("en-dev-health-7", ("I get migraines from bright lights.",), health="migraine"),
    dev("zh-dev-health-1", ("我对青霉素过敏。",), health="青霉素"),
    dev("zh-dev-health-2", ("我有高血压。",), health="高血压"),
    dev("zh-dev-health-3", ("我一吃芒果嘴就肿。",), health="芒果"),
    dev("zh-dev-health-4", ("我每天都要吃降压药。",), health="降压药"),
    dev("zh-dev-health-5", ("我有哮喘。",), health="哮喘"),
    dev("zh-dev-health-6", ("我乳糖不耐受。",), health="乳糖"),
    dev("zh-dev-health-7", ("我有痛风，不能吃海鲜。",), health="痛风"),
)  # fmt: skip
