# ruff: noqa: E501 (one conversation per line reads best)
"""Judgement that generalises (issue 24), held-out set: 70 new everyday conversations, 7 classes × 5
English + 5 Chinese, written after the changes made on the development set (``judgement_general``) and
committed before running them; judged by outcome exactly like it (docs/evaluation.md)."""

from memory_center.evaluation.cases.judgement_general import dev
from memory_center.evaluation.model import Case

CASES: tuple[Case, ...] = (
    # --- change of taste or habit ---
    dev("en-held-taste-1", ("I'm obsessed with true crime podcasts.", "True crime podcasts freak me out now, I don't listen to them."), ("freak me out",), ("obsessed",)),
    dev("en-held-taste-2", ("I love going to the cinema.", "I barely go to the cinema any more, streaming is easier."), ("barely go",), ("love going",)),
    dev("en-held-taste-3", ("I eat red meat most days.", "I don't eat red meat these days."), ("don't eat red meat",), ("most days",)),
    dev("en-held-taste-4", ("I'm really into cycling.", "I sold my bike, cycling isn't for me anymore."), ("isn't for me",), ("really into",)),
    dev("en-held-taste-5", ("I like my coffee black.", "I've started adding milk to my coffee."), ("adding milk",), ("coffee black",)),
    dev("zh-held-taste-1", ("我超爱吃火锅。", "火锅太油了，我现在基本不吃了。"), ("不吃",), ("超爱吃火锅",)),
    dev("zh-held-taste-2", ("我喜欢喝啤酒。", "啤酒我早就不喝了。"), ("不喝",), ("喜欢喝啤酒",)),
    dev("zh-held-taste-3", ("我每天都刷抖音。", "抖音我删了，太浪费时间。"), ("删了",), ("每天都刷抖音",)),
    dev("zh-held-taste-4", ("我爱看韩剧。", "韩剧现在看腻了。"), ("看腻",), ("爱看韩剧",)),
    dev("zh-held-taste-5", ("我喜欢吃香菜。", "最近不知道为什么，香菜一点都吃不下了。"), ("吃不下",), ("喜欢吃香菜",)),
    # --- move, new job, pet, car, partner ---
    dev("en-held-life-1", ("I live in Glasgow.", "We relocated to Edinburgh in the spring."), ("edinburgh",), ("glasgow",)),
    dev("en-held-life-2", ("I'm an accountant at PwC.", "I've joined EY as a senior manager."), ("joined ey",), ("pwc",)),
    dev("en-held-life-3", ("I drive a Honda Civic.", "Traded the Civic in for a Mazda CX-5."), ("mazda",), ("honda",)),
    dev("en-held-life-4", ("My boyfriend is called Tom.", "Tom and I broke up last month."), ("broke up",), ("boyfriend is called tom",)),
    dev("en-held-life-5", ("We have a dog named Rex.", "We also got a kitten, her name is Pearl."), ("rex", "pearl")),
    dev("zh-held-life-1", ("我住在成都。", "我们家年初搬去重庆了。"), ("重庆",), ("成都",)),
    dev("zh-held-life-2", ("我在阿里工作。", "我已经从阿里离职，去字节了。"), ("字节",), ("在阿里工作",)),
    dev("zh-held-life-3", ("我开的是宝马。", "宝马卖了，换了辆特斯拉。"), ("特斯拉",), ("我开的是宝马",)),
    dev("zh-held-life-4", ("我家有一只猫叫花花。", "上周又领养了一只狗，叫豆豆。"), ("花花", "豆豆")),
    dev("zh-held-life-5", ("我是程序员。", "我辞职开咖啡店了。"), ("咖啡店",), ("程序员",)),
    # --- correction of a number, date or name ---
    dev("en-held-correction-1", ("My son's birthday is on the 14th of May.", "Sorry, I meant the 15th of May."), ("15th",), ("14th",)),
    dev("en-held-correction-2", ("I wear a size 9 shoe.", "No wait, it's size 10."), ("10",), ("size 9",)),
    dev("en-held-correction-3", ("My wife's name is Anna.", "Correction: her name is Hanna."), ("hanna",), ("name is anna",)),
    dev("en-held-correction-4", ("My flat is on the 4th floor.", "I mean the 5th floor."), ("5th",), ("4th",)),
    dev("en-held-correction-5", ("My budget for the hotel is 120 pounds a night.", "Scratch that, make it 150."), ("150",), ("120",)),
    dev("zh-held-correction-1", ("我女儿今年6岁。", "不对，她7岁了。"), ("7",), ("6岁",)),
    dev("zh-held-correction-2", ("我住在12楼。", "说错了，是21楼。"), ("21",), ("12楼",)),
    dev("zh-held-correction-3", ("我老公叫李强。", "更正一下，他叫李刚。"), ("李刚",), ("李强",)),
    dev("zh-held-correction-4", ("我的预算是五千块。", "应该是六千。"), ("六千",), ("五千",)),
    dev("zh-held-correction-5", ("我每周健身三次。", "我是说每周两次。"), ("两次",), ("三次",)),
    # --- switch ---
    dev("en-held-switch-1", ("I bank with Barclays.", "I moved my account to Monzo."), ("monzo",), ("barclays",)),
    dev("en-held-switch-2", ("I browse with Chrome.", "I'm using Firefox these days."), ("firefox",), ("chrome",)),
    dev("en-held-switch-3", ("I watch everything on Netflix.", "We cancelled Netflix and went with Disney+ instead."), ("disney+",), ("watch everything on netflix",)),
    dev("en-held-switch-4", ("I usually stay at Hilton hotels.", "These days it's always Marriott for me."), ("marriott",), ("hilton",)),
    dev("en-held-switch-5", ("I take the bus to work.", "I cycle to work now."), ("cycle",), ("bus",)),
    dev("zh-held-switch-1", ("我一般用滴滴打车。", "现在打车都用高德了。"), ("高德",), ("滴滴",)),
    dev("zh-held-switch-2", ("我平时在淘宝买东西。", "现在改在京东买了。"), ("京东",), ("淘宝",)),
    dev("zh-held-switch-3", ("我用QQ音乐听歌。", "最近换成网易云了。"), ("网易云",), ("qq音乐",)),
    dev("zh-held-switch-4", ("我喝美式咖啡。", "我现在改喝拿铁了。"), ("拿铁",), ("美式",)),
    dev("zh-held-switch-5", ("我坐东航的飞机。", "以后都坐国航了。"), ("国航",), ("东航",)),
    # --- standing rules ---
    dev("en-held-rule-1", ("Only ever put me in hotels with free wifi.",), rule="wifi"),
    dev("en-held-rule-2", ("Always book refundable tickets, never the cheap non-refundable ones.",), rule="refundable"),
    dev("en-held-rule-3", ("Make sure every meeting invite includes a video link.",), rule="video link"),
    dev("en-held-rule-4", ("Aisle seats only.",), rule="seats"),
    dev("en-held-rule-5", ("Please never call me on weekends.",), rule="weekend"),
    dev("zh-held-rule-1", ("只订四星以上的酒店。",), rule="四星"),
    dev("zh-held-rule-2", ("会议一律安排在上午。",), rule="上午"),
    dev("zh-held-rule-3", ("以后打车都不要拼车。",), rule="拼车"),
    dev("zh-held-rule-4", ("订机票永远选靠过道的位子。",), rule="过道"),
    dev("zh-held-rule-5", ("每次出差都帮我订含早的酒店。",), rule="含早"),
    # --- nothing lasting ---
    dev("en-held-lookalike-1", ("My dad is allergic to cats.",), other=("father",)),
    dev("en-held-lookalike-2", ("Just for this trip, I'll take the overnight train.",)),
    dev("en-held-lookalike-3", ("Should I move to Berlin?",)),
    dev("en-held-lookalike-4", ("I love waiting in line for hours, yeah right.",)),
    dev("en-held-lookalike-5", ("If I had a dog, I'd call it Max.",)),
    dev("zh-held-lookalike-1", ("我同事在腾讯上班。",)),
    dev("zh-held-lookalike-2", ("这次就住便宜点的吧，下次再说。",)),
    dev("zh-held-lookalike-3", ("我要是有钱就买保时捷。",)),
    dev("zh-held-lookalike-4", ("我老婆不喜欢吃辣。",), other=("老婆",)),
    dev("zh-held-lookalike-5", ("明天早上帮我叫个车。",)),
    # --- health ---
    dev("en-held-health-1", ("I'm allergic to penicillin.",), health="penicillin"),
    dev("en-held-health-2", ("I have coeliac disease.",), health="coeliac"),
    dev("en-held-health-3", ("I'm on insulin.",), health="insulin"),
    dev("en-held-health-4", ("Dairy gives me terrible stomach cramps.",), health="dairy"),
    dev("en-held-health-5", ("I have epilepsy, so no flashing lights please.",), health="epilepsy"),
    dev("zh-held-health-1", ("我对海鲜过敏。",), health="海鲜"),
    dev("zh-held-health-2", ("我有糖尿病。",), health="糖尿病"),
    dev("zh-held-health-3", ("我每天都要吃抗抑郁药。",), health="抗抑郁药"),
    dev("zh-held-health-4", ("我一喝牛奶就拉肚子。",), health="牛奶"),
    dev("zh-held-health-5", ("我有心脏病，不能坐过山车。",), health="心脏病"),
)  # fmt: skip
