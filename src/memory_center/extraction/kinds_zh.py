"""Everyday things by their kind, as data (Chinese): two teas, two coffee chains, two sports are
kind-mates, whatever words they share (普洱 and 绿茶 share none).

A habit or liking said of a kind-mate of a held one (天天喝瑞幸 after 我喝咖啡只去星巴克, 最近迷上了普洱
after 我爱喝绿茶) is the same habit with another value (``held_habits.kind_topic``). One table: a kind,
then the names people use for its members. A name may belong to several kinds (拿铁 is a coffee and a
drink); two values are kind-mates when they share a kind. Places, employers and cars are
``held_kinds``' (their slots hold them); this table is for the things of everyday habits.
"""

import re

KINDS_ZH: dict[str, str] = {
    "tea": (
        "绿茶|红茶|白茶|黑茶|黄茶|花茶|乌龙茶|乌龙|普洱|熟普|生普|龙井|碧螺春|铁观音"
        "|大红袍|岩茶|单丛|毛尖|茉莉花茶|菊花茶|祁门红茶|正山小种|金骏眉|六堡茶|安吉白茶"
        "|白毫银针|抹茶"
    ),
    "coffee": (
        "美式|拿铁|澳白|馥芮白|卡布奇诺|摩卡|手冲|冷萃|浓缩|意式浓缩|生椰拿铁|燕麦拿铁|速溶咖啡|挂耳|黑咖啡"
    ),
    "coffee_chain": "星巴克|瑞幸|Manner|库迪|Costa|Tims|麦咖啡|Peet's|皮爷|挪瓦|幸运咖|M Stand|Seesaw",
    "tea_shop": (
        "喜茶|奈雪|霸王茶姬|茶百道|一点点|古茗|蜜雪冰城|沪上阿姨|CoCo|茶颜悦色|书亦烧仙草|乐乐茶|益禾堂"
    ),
    "drink": (
        "可乐|雪碧|芬达|气泡水|苏打水|矿泉水|白开水|柠檬水|果汁|橙汁|椰子水|豆浆|牛奶"
        "|酸奶|燕麦奶|咖啡|奶茶|绿茶|红茶|乌龙茶|普洱|美式|拿铁|黑咖啡|电解质水|元气森林"
        "|红牛|功能饮料|凉茶|王老吉|冰红茶"
    ),
    "alcohol": "啤酒|白酒|红酒|葡萄酒|米酒|黄酒|清酒|威士忌|鸡尾酒|精酿|茅台|五粮液|二锅头|梅酒|果酒|香槟",
    "cuisine": (
        "川菜|粤菜|湘菜|鲁菜|徽菜|闽菜|浙菜|苏菜|东北菜|西北菜|新疆菜|云南菜|本帮菜"
        "|江浙菜|客家菜|潮汕菜|日料|日本料理|韩料|韩餐|西餐|泰餐|泰国菜|越南菜|意餐|印度菜"
        "|墨西哥菜|轻食|素食"
    ),
    "breakfast": (
        "包子|煎饼|煎饼果子|油条|粥|白粥|小米粥|面包|吐司|燕麦|麦片|馒头|花卷|饭团|三明治"
        "|肠粉|小笼包|烧饼|馄饨|米粉|热干面|豆腐脑|胡辣汤|鸡蛋灌饼|手抓饼|水煮蛋|茶叶蛋"
    ),
    "exercise": (
        "跑步|夜跑|晨跑|慢跑|游泳|跳绳|瑜伽|普拉提|拳击|泰拳|搏击|撸铁|器械|力量训练|骑行"
        "|骑车|动感单车|快走|散步|爬山|徒步|登山|篮球|足球|羽毛球|网球|乒乓球|台球|飞盘"
        "|滑雪|滑板|攀岩|跳舞|街舞|广场舞|太极|HIIT|帕梅拉|椭圆机|划船机|跳操|健身操"
        "|匹克球|排球|高尔夫球|壁球|腹肌撕裂者|太极拳|八段锦"
    ),
    "show": (
        "综艺|纪录片|电视剧|美剧|韩剧|日剧|英剧|国产剧|动漫|番剧|短剧|脱口秀|相声|小说|网文|播客|有声书"
    ),
    "game": "王者荣耀|王者|原神|和平精英|吃鸡|英雄联盟|LOL|我的世界|蛋仔派对|金铲铲|崩坏|永劫无间|塞尔达",
    "video_app": "爱奇艺|优酷|腾讯视频|芒果TV|B站|哔哩哔哩|抖音|快手|西瓜视频|Netflix|YouTube|油管|视频号",
    "feed_app": "抖音|快手|小红书|微博|B站|知乎|朋友圈|视频号|贴吧|豆瓣|今日头条|头条",
    "music_app": "QQ音乐|网易云音乐|网易云|酷狗|酷我|Apple Music|Spotify|汽水音乐",
    "shop_app": "淘宝|天猫|京东|拼多多|唯品会|抖音商城|得物|闲鱼|亚马逊",
    "grocery_app": "盒马|叮咚|叮咚买菜|美团买菜|小象超市|朴朴|山姆|Costco|永辉|多多买菜|京东到家",
    "delivery_app": "美团外卖|饿了么|美团",
    "travel_app": "携程|飞猪|去哪儿|同程|途牛|Booking|Airbnb|马蜂窝",
    "pay_app": "支付宝|微信支付|云闪付|Apple Pay|信用卡|现金",
    "map_app": "高德|高德地图|百度地图|腾讯地图|苹果地图|谷歌地图",
    "dairy": "蒙牛|伊利|三元|君乐宝|特仑苏|金典|安慕希|纯甄|认养一头牛|简爱|卡士|每日鲜语|新希望",
    "travel_style": "跟团|自由行|自驾|自驾游|穷游|房车|邮轮",
    "gym": "乐刻|超级猩猩|威尔仕|一兆韦德|中田健身|金吉鸟|浩沙健身|舒适堡|Fitness Time|Keep",
}
"""Each kind, then its members by the names people say (``|``-separated; Latin names whole words)."""


def _table() -> dict[str, frozenset[str]]:
    kinds: dict[str, set[str]] = {}
    for kind, names in KINDS_ZH.items():
        for name in names.split("|"):
            kinds.setdefault(name.casefold(), set()).add(kind)
    return {name: frozenset(found) for name, found in kinds.items()}


_KINDS = _table()
_NAME = re.compile(
    "|".join(
        re.escape(name) if not name[0].isascii() else rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])"
        for name in sorted(_KINDS, key=len, reverse=True)
    )
)
"""Every name, longest first (one scan in C, not a look-up per character); a Latin name as a whole word
(Costa in Costa's, not in Costarica)."""


def kind_names(text: str) -> dict[str, frozenset[str]]:
    """The names of the table a text says, each with its kinds."""
    return {name: _KINDS[name] for name in _NAME.findall(text.casefold())}


def kind_mates(held: str, said: str) -> str:
    """A kind both texts name a member of when the said text names none of the held text's names
    (天天喝瑞幸 after 我喝咖啡只去星巴克: ``coffee_chain``); "" when none, or when the said text names a
    held name too (the same thing said again is no other value)."""
    ours, theirs = kind_names(held), kind_names(said)
    if not ours or not theirs:
        return ""
    if any(_same(one, other) for one in ours for other in theirs):
        return ""
    shared = {kind for kinds in ours.values() for kind in kinds}
    shared &= {kind for kinds in theirs.values() for kind in kinds}
    return min(shared) if shared else ""


def _same(one: str, other: str) -> bool:
    return one in other or other in one
