# ruff: noqa: E501 (a data table: one slot per line reads best)
"""The memory-key schema: the slots a personal or work assistant keeps about its user, as data.

One table, read by the rule extractor (``extraction.rules.attributes``: a statement naming a slot's
cue word, or one of its options, is about that slot), shown to a model extractor (``describe``), and
read by governance (``single_valued``: a new value of a single-valued slot replaces the held one; a
multi-valued slot keeps both). Each slot has:

- ``name``: the key's predicate (subject ``user``); the existing keys keep their names (residence,
  workplace, job, car, diet, …);
- ``many``: multi-valued (pets, languages, allergies) or single-valued (home city, airline);
- ``value``: the value's type: place, organisation, person, date, amount, size, option, text;
- ``lasting``: a lasting attribute of the user (USER scope) or a detail of the moment;
- ``cues``: words that name the slot in English and Chinese ("airline", 航空公司), used in the frames
  "my <cue> is X", "X is my <cue>", 我的<cue>是X;
- ``options``: for ``option`` slots, well-known values (a statement about the user naming one of them,
  "I'm on a Pixel now", 最近都住全季了, is about the slot without naming it);
- ``examples``: a phrasing per language (documentation, the model prompt, and the schema's test);
- ``beside``: a device the user may hold several of (a second one is kept beside the first).
"""

import functools
import re
from dataclasses import dataclass
from typing import Literal

ValueType = Literal["place", "organisation", "person", "date", "amount", "size", "option", "text"]


@dataclass(frozen=True, slots=True)
class Slot:
    name: str
    many: bool
    value: ValueType
    lasting: bool
    cues: tuple[str, ...]
    examples: tuple[str, ...]
    options: tuple[str, ...] = ()
    constraint: bool = False
    """A rule the agent must obey (health, budgets): stored as a CONSTRAINT."""
    fact: bool = False
    """For an option slot: stored as a FACT (the car, whose memories predate the schema) rather than
    a PREFERENCE (a choice the user makes: airline, bank, phone)."""
    spotted: bool = True
    """Whether naming one of its options in a statement about the user is enough to read the slot
    (not for options that are everyday words: "phone", "train", "window")."""
    by_option: bool = False
    """Kept as stances on its options ("aisle seat / preference = like"), as ``governance.choices``
    knows them (seat, cabin: "never a middle seat" is a rule about one option), rather than as
    ``user / <slot>``."""
    beside: bool = False
    """A thing the user may hold several of (devices: a laptop and a desktop): read as one slot, but a
    second value said without a change marker is kept beside the held one under its own key
    (``<value> / <slot>``, ``writepath.owned``); a value said with one ("switched to", 换成) replaces it."""
    verbs: tuple[str, ...] = ()
    """Habit verbs that name the slot with any value after them ("fly" X, "bank with" X, 都坐X, 用X付款
    is 用…付款: "…" marks where the value goes), English and Chinese."""


def _split(words: str) -> tuple[str, ...]:
    return tuple(word.strip() for word in words.split("|") if word.strip())


def _slot(
    name: str,
    value: ValueType,
    cues: str,
    examples: str,
    *,
    many: bool = False,
    lasting: bool = True,
    options: str = "",
    constraint: bool = False,
    spotted: bool = True,
    fact: bool = False,
    by_option: bool = False,
    verbs: str = "",
    beside: bool = False,
) -> Slot:
    return Slot(
        name,
        many,
        value,
        lasting,
        _split(cues),
        _split(examples),
        _split(options),
        constraint,
        fact,
        spotted,
        by_option,
        beside,
        _split(verbs),
    )


# fmt: off
SLOTS: tuple[Slot, ...] = (
    _slot('name', 'person', 'name|名字', 'My name is Jo Park.|我叫王小明。'),
    _slot('nickname', 'person', 'nickname|昵称|小名', 'My nickname is Jojo.|我的小名叫豆豆。'),
    _slot('age', 'amount', 'age|年龄|岁数', "I'm 34 years old.|我今年34岁。|I turned 52 in May.|I just hit 40.|我刚满三十岁。|我今年满25了。"),
    _slot('birthday', 'date', 'birthday|date of birth|生日|出生日期', 'My birthday is March 3.|我的生日是3月3号。'),
    _slot('residence', 'place', 'home city|home town now|city|home|address|住址|家|居住地|常住地', "I live in Leeds.|我住在杭州。|These days home is Lisbon.|We've set up home in Porto.|I relocated to Bristol.|现在的住处在厦门。|在南宁的新房子已经住进去了。|我在无锡定居了。|We just moved into a flat in Derby.|Our new place in Exeter is finally sorted.|我们上个月搬到珠海了。|我们搬去惠州了。"),
    _slot('hometown', 'place', 'hometown|home town|老家|家乡|籍贯', 'My hometown is Cork.|我老家是湖南的。'),
    _slot('nationality', 'text', 'nationality|citizenship|国籍', "I'm a German citizen.|我的国籍是新加坡。"),
    _slot('timezone', 'text', 'time zone|timezone|时区', 'My time zone is CET.|我的时区是东八区。'),
    _slot('home_airport', 'place', 'home airport|local airport|常用机场|出发机场', 'My home airport is Schiphol.|我一般从浦东机场出发。'),
    _slot('workplace', 'organisation', 'employer|company|workplace|firm|公司|单位|东家', "I work at Siemens.|我在华为上班。|My first month at Shopify has been busy.|I'm a designer at Canva these days.|I joined Google last month.|在京东的第一个月很忙。|我入职了腾讯。|我现在是小红书的员工。"),
    _slot('job', 'text', 'job|job title|position|role|profession|occupation|工作|职位|职业|岗位', "I'm a nurse.|我是护士。|I work as a designer.|I'm a product manager now.|我现在是产品经理。|我转行做销售了。"),
    _slot('office', 'place', 'office|workplace location|办公室|工位|办公地点', 'My office is in Leeds.|我在望京办公。|Our office relocated to Kings Cross.|I work out of the Leeds office.|我们公司搬到了中关村。|我在陆家嘴的办公室上班。'),
    _slot('manager', 'person', 'manager|boss|line manager|supervisor|领导|老板|上司|主管', 'My manager is Dana.|我的领导是李总。'),
    _slot('team', 'text', 'team|department|dept|部门|团队|组', 'My team is Payments.|我在支付组。'),
    _slot('working_hours', 'text', 'working hours|work hours|office hours|工作时间|上班时间', 'My working hours are 9 to 5.|我的上班时间是九点到六点。'),
    _slot('commute', 'option', 'commute|通勤', 'I commute by bike.|我骑车通勤。|I commute by motorbike.|I cycle to work.|我每天坐地铁上班。|我骑电动车通勤。', spotted=False, options='bike|bus|metro|subway|train|tube|car|骑车|地铁|公交|开车|步行', verbs='commute by|get to work by|get to work on|…通勤|坐…上班|骑…上班'),
    _slot('school', 'organisation', 'school|university|college|uni|学校|大学|母校', "I study at UCL.|我在复旦读书。|I'm a student at Oxford.|我在清华读研。"),
    _slot('partner', 'person', 'partner|wife|husband|girlfriend|boyfriend|fiancée|fiance|fiancé|spouse|老婆|老公|妻子|丈夫|女朋友|男朋友|对象|爱人|未婚妻|未婚夫', 'My wife is Maria.|我老婆叫小丽。'),
    _slot('relationship', 'text', 'relationship status|marital status|感情状态|婚姻状况', "I'm single.|我单身。|I'm engaged to Priya.|我和小林领证了。"),
    _slot('children', 'person', 'kid|kids|child|children|son|daughter|孩子|儿子|女儿|小孩', 'My daughter is Lily.|我儿子叫小明。', many=True),
    _slot('pets', 'person', 'pet|dog|cat|puppy|kitten|rabbit|parrot|hamster|宠物|狗|猫|兔子|鹦鹉|仓鼠', 'We have a cat called Mochi.|我家狗叫旺财。', many=True),
    _slot('household', 'text', 'household|family size|家里几口人', "We're a family of four.|我家四口人。"),
    _slot('home_type', 'text', 'flat|apartment|house|公寓|房子', 'I live in a flat.|我住公寓。'),
    _slot('car', 'option', 'car|vehicle|ride|车|座驾', 'I drive a Volvo.|我开大众。|Collected my new Hyundai last week.|My new car is a Cupra.|我的新车是一辆领克。|我刚提了一辆新车。', fact=True, options='toyota|honda|volvo|bmw|audi|mercedes|tesla|ford|volkswagen|vw|kia|hyundai|nissan|mazda|skoda|peugeot|renault|fiat|subaru|byd|比亚迪|大众|丰田|本田|宝马|奔驰|奥迪|特斯拉|蔚来|小鹏|理想|吉利|长城|问界|小米汽车'),
    _slot('allergy', 'text', 'allergy|allergies|过敏', "I'm allergic to peanuts.|我对花生过敏。", many=True, constraint=True),
    _slot('condition', 'text', 'condition|illness|disease|病', 'I have asthma.|我有高血压。', many=True, constraint=True, options="diabetes|type 1 diabetes|type 2 diabetes|asthma|epilepsy|hypertension|high blood pressure|coeliac disease|celiac disease|coeliac|celiac|migraines|migraine|arthritis|a heart condition|heart disease|ibs|crohn's|gout|copd|anaemia|anemia|eczema|psoriasis|sleep apnea|sleep apnoea|glaucoma|a bad back|bad knees|a bad knee|insomnia|vertigo|糖尿病|高血压|哮喘|癫痫|心脏病|痛风|偏头痛|关节炎|胃病|胃炎|腰椎间盘突出|贫血|湿疹|失眠|颈椎病|低血糖|高血脂|肠胃炎|鼻炎"),
    _slot('medication', 'text', 'medication|medicine|meds|pills|tablets|药', 'I take blood thinners every day.|我每天吃降压药。', many=True, constraint=True, options='insulin|blood thinners|blood thinner|warfarin|metformin|antidepressants|an inhaler|inhaler|statins|beta blockers|thyroid medication|antihistamines|胰岛素|降压药|降糖药|抗抑郁药|安眠药|哮喘喷雾|阿司匹林'),
    _slot('intolerance', 'text', 'intolerance|不耐受', "I'm lactose intolerant.|我乳糖不耐受。", many=True, constraint=True),
    _slot('diet', 'option', 'diet|饮食', "I'm vegetarian.|我吃素。", constraint=True),
    _slot('blood_type', 'option', 'blood type|blood group|血型', 'My blood type is O+.|我是A型血。', options='o positive|o negative|a positive|a negative|b positive|b negative|ab positive|ab negative|o型血|a型血|b型血|ab型血|rh阴性血|熊猫血'),
    _slot('height', 'amount', 'height|身高', "I'm 1.80 m tall.|我身高175。|I'm 180 cm tall.|我现在一米七六。"),
    _slot('weight', 'amount', 'weight|体重', "I weigh 70 kg.|我体重60公斤。|I'm down to 70 kg.|我现在一百二十斤。"),
    _slot('doctor', 'person', 'doctor|gp|physician|医生|家庭医生', 'My GP is Dr. Ahmed.|我的家庭医生是张医生。|Dr. Novak is looking after me now.|I see Dr. Chen for check-ups.|我现在的主治医生是陈医生。|我一直找王医生看病。|现在由王医生负责我的治疗。'),
    _slot('dentist', 'person', 'dentist|牙医', 'My dentist is Dr. Patel.|我的牙医是王医生。|I see Dr. Patel for my teeth.|我看牙找王医生。'),
    _slot('mobility', 'text', 'wheelchair|mobility|crutches|轮椅|拐杖', 'I use a wheelchair.|我坐轮椅。', constraint=True),
    _slot('shoe_size', 'size', 'shoe size|shoes|鞋码|鞋子尺码|鞋', "My shoe size is 42.|我穿38码的鞋。|I'm a size 11 in trainers.|我的鞋是42码。"),
    _slot('clothing_size', 'size', 'clothing size|clothes size|dress size|shirt size|t-shirt size|衣服尺码|衣服|衣码', 'I wear a medium.|我穿L码的衣服。'),
    _slot('ring_size', 'size', 'ring size|戒指尺码|戒指', 'My ring size is 7.|我的戒指尺码是12号。'),
    _slot('airline', 'option', 'airline|carrier|航空公司|航司', 'Lufthansa is my airline.|我一般坐国航。|I fly with Finnair these days.|I always fly British Airways.|Air Canada gets most of my bookings.|我最近都坐祥鹏航空。|我出差都坐东航的飞机。', options='lufthansa|klm|british airways|ba|air france|easyjet|ryanair|emirates|qatar airways|qatar|singapore airlines|delta|united|american airlines|southwest|jetblue|alaska airlines|swiss|austrian|iberia|finnair|sas|turkish airlines|cathay pacific|cathay|virgin atlantic|aer lingus|tap|wizz air|norwegian|etihad|ana|jal|国航|东航|南航|海航|川航|厦航|春秋航空|吉祥航空|深航|国泰', verbs='fly|fly with|book flights with|都坐|一般坐|常坐|只坐|改坐'),
    _slot('seat', 'option', 'seat|座位', 'I prefer an aisle seat.|我喜欢靠窗的座位。', spotted=False, by_option=True, options='window seat|aisle seat|middle seat|exit row|靠窗|靠过道|过道|紧急出口'),
    _slot('cabin', 'option', 'cabin|class|舱位|舱', 'I fly economy.|我坐经济舱。|I fly business class these days.|I book premium economy.|我出差坐商务舱。', spotted=False, by_option=True, options='economy|premium economy|business class|first class|经济舱|超级经济舱|商务舱|头等舱'),
    _slot('hotel_chain', 'option', 'hotel chain|hotel|酒店|宾馆', 'I stay at Marriotts.|我一般住汉庭。|I always stay at Moxy hotels.|I book Hyatt when I travel.|最近出差都住希尔顿欢朋。|我出差一般住亚朵。', options='marriott|hilton|hyatt|ihg|holiday inn|premier inn|ibis|novotel|accor|sheraton|westin|radisson|best western|travelodge|four seasons|ritz-carlton|airbnb|汉庭|全季|如家|亚朵|锦江之星|7天|桔子|维也纳|希尔顿|万豪|洲际|喜来登|凯悦|香格里拉|华住|速8|智选假日', verbs='stay at|stay with|都住|一般住|出差住|出差都住|改住'),
    _slot('travel_mode', 'option', 'way to travel|出行方式|出差方式', 'I take the train for work trips.|我平时坐高铁出差。', spotted=False, options='高铁|动车|飞机|火车|大巴|自驾|by train|by plane|by car|by coach'),
    _slot('booking_platform', 'option', 'booking site|travel app|订票平台|订票软件', 'I book through Expedia.|我订机票用携程。', options='booking.com|expedia|kayak|skyscanner|trip.com|hotels.com|agoda|携程|飞猪|去哪儿|同程|美团|艺龙'),
    _slot('ride_app', 'option', 'ride app|taxi app|打车软件', 'I use Uber.|我打车用滴滴。|I get rides with Bolt.|我现在打车都用花小猪。', options='uber|lyft|bolt|free now|grab|滴滴|滴滴出行|高德打车|高德|曹操出行|花小猪|T3出行|享道出行|如祺出行', verbs='打车用|打车都用'),
    _slot('loyalty', 'text', 'frequent flyer number|loyalty number|membership number|会员号|常旅客', 'My Miles & More number is 992.|我的国航会员号是123。'),
    _slot('payment_method', 'option', 'payment method|card|支付方式|付款方式', 'I pay with Apple Pay.|我用微信支付。|I pay with Curve these days.|I pay for everything with my Amex.|我现在用京东支付付款。|付钱我都用支付宝。', options='visa|mastercard|amex|american express|paypal|apple pay|google pay|revolut|monzo|cash|debit card|credit card|微信支付|支付宝|银联|信用卡|现金|云闪付', verbs='pay with|pay by|pay using|pay through|用…付款|用…付钱|用…支付|用…结账'),
    _slot('bank', 'option', 'bank|salary account|银行|工资卡', 'My bank is ING.|我用招商银行。|I bank with Metro Bank.|My savings are at Halifax.|My salary goes to Monzo.|我的工资卡在农行。|我在建设银行存钱。|I moved my money over to Nationwide.|我的工资卡办在中信银行。', options='hsbc|barclays|lloyds|natwest|santander|ing|chase|wells fargo|bank of america|n26|招商银行|工商银行|建设银行|中国银行|农业银行|交通银行|招行|工行|建行|中行|农行|交行|中信银行|中信|浦发银行|浦发|兴业银行|民生银行|平安银行|光大银行|华夏银行|广发银行|邮储银行|邮储|微众银行', verbs='bank with|bank at'),
    _slot('hotel_budget', 'amount', 'hotel budget|住宿预算', 'My hotel budget is 150 a night.|住宿预算一晚五百。', lasting=False, constraint=True),
    _slot('travel_budget', 'amount', 'travel budget|trip budget|旅行预算|出差预算', 'My travel budget is 2000.|旅行预算两万。', lasting=False, constraint=True),
    _slot('rent_budget', 'amount', 'rent budget|房租预算', 'My rent budget is 1500 euros.|房租预算三千。', lasting=False, constraint=True),
    _slot('food_budget', 'amount', 'food budget|meal budget|餐饮预算|饭钱', 'My lunch budget is 15.|午饭预算三十。', lasting=False, constraint=True),
    _slot('gift_budget', 'amount', 'gift budget|礼物预算', 'My gift budget is 50.|礼物预算两百。', lasting=False, constraint=True),
    _slot('currency', 'option', 'currency|货币|币种', 'Show prices in euros.|价格用人民币显示。', spotted=False, options='euro|euros|dollars|pounds|yen|人民币|美元|欧元|英镑|日元'),
    _slot('contact_channel', 'option', 'contact channel|best way to reach me|联系方式', 'Reach me on Slack.|有事发微信给我。', spotted=False, options='email|phone|text|sms|whatsapp|slack|teams|telegram|signal|wechat|微信|电话|短信|邮件|钉钉|飞书|企业微信'),
    _slot('contact_hours', 'text', 'contact hours|reachable hours|联系时间', 'Call me only after 6pm.|晚上八点后再联系我。'),
    _slot('email', 'text', 'email|email address|e-mail|邮箱', 'My email is jo@example.com.|我的邮箱是a@b.cn。'),
    _slot('phone', 'text', 'phone number|mobile number|cell|手机号|电话号码', 'My number is 0123.|我的手机号是138…。'),
    _slot('language', 'option', 'language|语言', 'I speak Spanish.|我会说粤语。', many=True),
    _slot('reply_language', 'option', 'reply language|回复语言', 'Answer me in German.|用中文回复我。'),
    _slot('mobile_network', 'option', 'mobile carrier|mobile network|phone carrier|network provider|运营商|手机运营商', "My mobile carrier is Tesco Mobile.|I'm with EE for my phone.|我用的运营商是移动。|我的手机卡是联通的。", options='vodafone|ee|o2|three|giffgaff|t-mobile|verizon|at&t|中国移动|中国联通|中国电信|移动|联通|电信', spotted=False),
    _slot('phone_model', 'option', 'phone|mobile|smartphone|手机', "I use an iPhone.|我用安卓手机。|My phone is a Sony Xperia now.|I'm on a Pixel these days.|我现在用真我手机。|我的手机是华为。", options='iphone|pixel|android|samsung|galaxy|oneplus|xiaomi|huawei|nokia|motorola|fairphone|苹果手机|安卓|华为手机|小米手机|三星手机|oppo|vivo|荣耀|红米|redmi|一加|魅族|realme|真我|iqoo'),
    _slot('computer', 'option', 'laptop|computer|pc|电脑|笔记本', 'I work on a MacBook.|我用联想笔记本。|I work on a Framework laptop.|我的电脑是联想。', options='macbook|mac|thinkpad|dell|surface|chromebook|windows laptop|linux|联想|华为笔记本|苹果电脑', beside=True),
    _slot('music_service', 'option', 'music app|music service|music streaming|听歌软件|音乐软件', 'I listen on Spotify.|我用网易云听歌。|I listen on Pandora now.|I stream music on Tidal.|我现在用汽水音乐听歌。', options='spotify|apple music|youtube music|tidal|deezer|amazon music|soundcloud|网易云|qq音乐|酷狗|酷我', verbs='listen on|stream music on|用…听歌|听歌用|听歌都用'),
    _slot('video_service', 'option', 'streaming service|video app|视频软件', 'We watch Netflix.|我平时看爱奇艺。|We stream shows on Netflix.|我用优酷看剧。', options='netflix|disney+|disney plus|hbo|max|prime video|hulu|apple tv|爱奇艺|腾讯视频|优酷|b站|哔哩哔哩|芒果tv', verbs='用…看剧|用…追剧'),
    _slot('notes_app', 'option', 'notes app|note app|note-taking app|notes|笔记软件|笔记', 'My notes are in Notion.|我用印象笔记记东西。', options='notion|obsidian|evernote|onenote|bear|apple notes|google keep|logseq|roam|印象笔记|有道云笔记|语雀|飞书文档'),
    _slot('fitness_app', 'option', 'fitness app|running app|workout app|运动软件|跑步软件|运动app', 'I track my runs on Strava.|我的运动软件是咕咚。', options='strava|garmin connect|nike run club|runkeeper|mapmyrun|apple fitness|fitbit app|咕咚|悦跑圈', verbs='track my runs on|log my runs on|跑步用'),
    _slot('running_shoes', 'option', 'running shoes|running shoe|running trainers|跑鞋|跑步鞋', 'I run in Brooks Ghosts.|My go-to running shoes are Cloudmonsters.|我跑步穿亚瑟士。', options='pegasus|nike pegasus|vomero|invincible|cloudmonster|cloudmonsters|cloudsurfer|cloudflow|novablast|novablasts|gel-kayano|kayano|gel-nimbus|nimbus|brooks ghost|brooks ghosts|glycerin|clifton|cliftons|hoka|hokas|hoka clifton|bondi|hoka bondi|endorphin speed|kinvara|ultraboost|adizero|fresh foam', verbs='run in'),
    _slot('password_manager', 'option', 'password manager|密码管理器|密码管理软件', 'I keep my passwords in Bitwarden.|我用1Password管密码。', options='1password|lastpass|bitwarden|dashlane|keepass|proton pass|nordpass|enpass|icloud keychain', verbs='keep my passwords in|keep all my passwords in'),
    _slot('soft_drink', 'option', 'soft drink|fizzy drink|soda|汽水|碳酸饮料', 'I drink Pepsi.|我只喝可口可乐。', options='pepsi|pepsi max|diet pepsi|coke|coca-cola|coke zero|diet coke|dr pepper|sprite|fanta|7up|irn-bru|可口可乐|百事可乐|元气森林'),
    _slot('email_service', 'option', 'email provider|email service|email app|mail app|email|邮箱服务|邮箱', 'My email is with Fastmail.|I use Gmail for email.|我的邮箱用的是QQ邮箱。', options='gmail|fastmail|proton mail|protonmail|yahoo mail|icloud mail|outlook|hotmail|qq邮箱|163邮箱|126邮箱|网易邮箱|139邮箱|foxmail', spotted=True),
    _slot('calendar', 'option', 'calendar|日历', 'I use Google Calendar.|我用Outlook日历。', options='google calendar|outlook|apple calendar|ical|fantastical'),
    _slot('browser', 'option', 'browser|浏览器', 'I use Firefox.|我用Chrome浏览器。|My browser is Vivaldi these days.|I browse with Brave.|我现在用360浏览器。', options='firefox|chrome|safari|edge|brave|opera|arc|vivaldi|360浏览器|qq浏览器|uc浏览器|搜狗浏览器|夸克浏览器', verbs='browse with'),
    _slot('editor', 'option', 'editor|ide|编辑器', 'I code in Vim.|我用VS Code写代码。', options='vim|neovim|emacs|vs code|vscode|intellij|pycharm|sublime|cursor|zed|xcode'),
    _slot('supermarket', 'option', 'supermarket|grocery store|groceries|超市', 'I shop at Aldi.|我一般去盒马买菜。|I get my groceries from Iceland.|I do my food shopping at Lidl.|我现在都在多点买菜。|My weekly shop is at Morrisons these days.', options="aldi|lidl|tesco|sainsbury's|sainsburys|asda|waitrose|morrisons|m&s|co-op|whole foods|trader joe's|costco|walmart|target|kroger|safeway|rewe|edeka|carrefour|盒马|永辉|山姆|沃尔玛|家乐福|大润发|朴朴|叮咚买菜|美团买菜", verbs='shop at|get my groceries from|get my groceries at|do my groceries at|do my food shopping at|do my shopping at|在…买菜'),
    # Chinese kinds of everyday service a user keeps one of (data, docs/extraction.md "Held-slot comparison by kind")
    _slot('food_delivery', 'option', 'food delivery app|delivery app|外卖平台|外卖软件|外卖app', 'I order takeaway on Eleme.|我点外卖用饿了么。|I order lunch through DoorDash.|外卖一般用美团点。', options='uber eats|ubereats|doordash|grubhub|deliveroo|just eat|seamless|postmates|caviar|foodpanda|饿了么|美团外卖|淘宝闪购|京东外卖', verbs='点外卖用|点外卖都用'),
    _slot('shopping_platform', 'option', 'online shopping site|网购平台|购物软件|购物平台', 'I shop online on Taobao.|我网购一般用淘宝。', options='淘宝|天猫|京东|拼多多|唯品会|抖音商城|当当|苏宁易购', verbs='在…网购|网购用|网购都用'),
    _slot('coffee_shop', 'option', 'coffee shop|咖啡店|咖啡馆', 'My coffee place is Luckin.|我喝咖啡一般去瑞幸。', options='星巴克|瑞幸|瑞幸咖啡|库迪|库迪咖啡|幸运咖|挪瓦咖啡|Manner咖啡|Tims咖啡|Costa咖啡|Seesaw|M Stand'),
    _slot('tea_shop', 'option', 'bubble tea shop|奶茶店|茶饮店', 'I get my bubble tea at HeyTea.|我喝奶茶一般点喜茶。', options='喜茶|奈雪|奈雪的茶|霸王茶姬|蜜雪冰城|茶百道|古茗|一点点|沪上阿姨|书亦烧仙草|茶颜悦色|CoCo都可|益禾堂|茉莉奶白|柠季|甜啦啦'),
    _slot('cloud_drive', 'option', 'cloud drive|cloud storage|网盘|云盘', 'My files are on Baidu Netdisk.|我用百度网盘存照片。', options='百度网盘|阿里云盘|夸克网盘|天翼云盘|坚果云|115网盘'),
    _slot('coffee_order', 'text', 'coffee order|usual coffee|咖啡口味', 'My usual is a flat white.|我一般喝拿铁。|I always order an americano.|我一般点美式。', options='latte|flat white|americano|cappuccino|espresso|mocha|macchiato|cortado|cold brew|iced latte|iced americano|拿铁|美式|冰美式|卡布奇诺|摩卡|澳白|冷萃|浓缩|馥芮白|生椰拿铁|燕麦拿铁|焦糖玛奇朵'),
    _slot('milk', 'option', 'milk|奶', 'I take oat milk.|我喝燕麦奶。|I take hazelnut milk in my coffee.|我最近改喝羊奶了。|咖啡里我加燕麦奶。', options='oat milk|soy milk|almond milk|whole milk|skimmed milk|semi-skimmed|lactose-free milk|燕麦奶|豆奶|杏仁奶|全脂牛奶|脱脂牛奶|低脂牛奶|无乳糖牛奶'),
    _slot('gym', 'organisation', 'gym|健身房', 'My gym is PureGym.|我在乐刻健身。|I train at Virgin Active.|I work out at Anytime Fitness.|我现在在威尔仕健身。|我办了乐刻的卡。|I became a member at Nuffield Health.|我去超级猩猩上团课。', options="planet fitness|equinox|crunch|crunch fitness|la fitness|24 hour fitness|anytime fitness|puregym|the gym group|gold's gym|orangetheory|f45|crossfit|virgin active|david lloyd|nuffield health|乐刻|乐刻运动|超级猩猩|威尔士|威尔仕|一兆韦德|浩沙|金吉鸟|中田健身|舒适堡|光猪圈", verbs='train at|work out at|在…健身'),
    _slot('sports_team', 'text', 'team I support|football team|club|球队|主队', 'I support Arsenal.|我支持湖人。'),
    _slot('wake_time', 'text', 'wake-up time|alarm|起床时间', 'I get up at six.|我每天六点起床。'),
    _slot('bedtime', 'text', 'bedtime|睡觉时间', 'I go to bed at ten.|我十点睡觉。'),
    _slot('workout_routine', 'text', 'workout|training|exercise|锻炼|健身|运动', 'I run every morning.|我每天晚上跑步。'),
    _slot('meeting_hours', 'text', 'meeting hours|meeting time|开会时间', 'No meetings before 10.|开会别排在周五下午。'),
)
# fmt: on

BY_NAME: dict[str, Slot] = {slot.name: slot for slot in SLOTS}


def single_valued(predicate: str | None) -> bool:
    """Whether a ``user / <predicate>`` memory holds one value (a new one replaces it)."""
    slot = BY_NAME.get(predicate or "")
    return slot is not None and not slot.many


def describe() -> str:
    """The schema as the model extractor's prompt shows it: one line per slot."""
    return "\n".join(
        f"- {slot.name} ({'many' if slot.many else 'one'}, {slot.value}): e.g. {' / '.join(slot.examples)}"
        for slot in SLOTS
    )


def _option_index() -> dict[str, Slot]:
    return {option: slots[-1] for option, slots in OPTION_SLOTS.items()}


def _option_slots() -> dict[str, tuple[Slot, ...]]:
    found: dict[str, tuple[Slot, ...]] = {}
    for slot in SLOTS:
        if not slot.many and slot.value == "option" and not slot.constraint:
            for option in slot.options:
                found[option.casefold()] = (*found.get(option.casefold(), ()), slot)
    return found


OPTION_SLOTS: dict[str, tuple[Slot, ...]] = _option_slots()
"""Each option of a single-valued option slot, folded, and the slots that list it (Outlook: the email
service and the calendar)."""
OPTION_SLOT: dict[str, Slot] = _option_index()
"""Each option of a single-valued option slot, folded, and its slot (of several, the last listed)."""


def names_cue(statement: str, slot: Slot) -> bool:
    """Whether a statement names one of the slot's cue words (工资卡, "airline")."""
    folded = statement.casefold()
    chinese, english = _cue_tests(slot.cues)
    return any(cue in folded for cue in chinese) or (
        english is not None and english.search(folded) is not None
    )


@functools.cache
def _cue_tests(cues: tuple[str, ...]) -> tuple[tuple[str, ...], re.Pattern[str] | None]:
    """A slot's Chinese cues, found as substrings, and one pattern for its English ones, each a whole
    word (``\b(?:a|b)\b`` matches where one of them would alone), compiled once per slot."""
    chinese = tuple(cue for cue in cues if _is_chinese(cue))
    english = [re.escape(cue) for cue in cues if not _is_chinese(cue)]
    return chinese, re.compile(rf"\b(?:{'|'.join(english)})\b") if english else None


def plain_sentence(slot: Slot, value: str) -> str:
    """ "My employer is Accenture." / "我的公司是美团。": a slot's value in the slot's first cue of the value's
    language, the wording of a value said in a question or beside a date (docs/extraction.md)."""
    if _is_chinese(value):
        cue = next((cue for cue in slot.cues if _is_chinese(cue)), slot.name)
        return f"我的{cue}是{value}。"
    cue = next((cue for cue in slot.cues if not _is_chinese(cue)), slot.name)
    return f"My {cue} is {value}."


def _is_chinese(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


@functools.lru_cache(maxsize=8192)
def option_of(subject: str) -> tuple[str, str] | None:
    """(slot, option) when a memory's subject is, or names, options of one single-valued option slot
    ("marriott hotel" → hotel_chain / marriott, 如家酒店 → hotel_chain / 如家, "paying with paypal");
    None otherwise, or when it names options of two slots ("klm to hilton")."""
    folded = subject.casefold().strip()
    if (slot := OPTION_SLOT.get(folded)) is not None:
        return slot.name, folded
    named = _named(folded)
    if len({OPTION_SLOT[option].name for option in named}) != 1:
        return None
    best = max(named, key=len)
    return OPTION_SLOT[best].name, best


_CJK_OPTIONS = tuple(option for option in OPTION_SLOT if not option.isascii())
_WORD = re.compile(r"(?<![\w-])[\w+&'.-]+")


def _named(text: str) -> list[str]:
    """The options a text names: Chinese ones anywhere, English ones as whole words (a look-up of
    word runs of up to four words, not a search per option)."""
    found = [option for option in _CJK_OPTIONS if option in text]
    words = [match.group(0).rstrip(".'") for match in _WORD.finditer(text)]
    for first in range(len(words)):
        for last in range(first, min(first + 4, len(words))):
            said = " ".join(words[first : last + 1])
            if said.isascii() and said in OPTION_SLOT:
                found.append(said)
    return found


def value_slot(predicate: str | None) -> Slot | None:
    """The single-valued option slot a ``user / <predicate>`` memory holds the value of (airline,
    bank, phone …: one key, whatever the value); None for any other predicate."""
    slot = BY_NAME.get(predicate or "")
    if slot is None or slot.many or slot.constraint or slot.value != "option" or slot.by_option:
        return None
    return slot


def linked_slot(subject: str, predicate: str) -> str | None:
    """The slot a memory's key is about in either shape: ``user / airline`` or, as stored before the
    slot had one key, a stance on one of its options (``lufthansa / preference``)."""
    if subject == "user":
        return slot.name if (slot := value_slot(predicate)) is not None else None
    if predicate not in ("preference", "preferences"):
        return None
    found = option_of(subject)
    return found[0] if found is not None and value_slot(found[0]) is not None else None


# fmt: off
FRAMES: dict[str, str] = {
    # Where each slot's value sits in everyday speech, whatever else the sentence says (read anywhere in
    # a statement by ``extraction.frames``); "…" marks the value. English frames match words
    # case-insensitively; a Chinese frame's value is two to eight characters bounded by the frame. A
    # frame opening with "?" is too common a phrase to say the slot by itself: its value must be one of
    # the slot's listed options ("on my Pixel 8", not "on my Kindle").
    'residence': "搬进…的新家|搬进了…的新家|搬进…的新房|住进…的新|住进了…的新|在…合租|搬进…|搬进了…|在…租了个|在…租了间|在…租了一|first week in …|first month in …|first weeks in …|first months in …|weeks into life in …|months into life in …|?调到…|?调去…|派到…|外派到…|在…买了房|在…租了房|在…租房|在…买房|落户…|在…安顿|?回…了|?回到…|?来到…|?到了…|my * flat in …|my * apartment in …|my * house in …|my * place in …|our * flat in …|our * apartment in …|our * house in …|our * place in …|home is a * in …|home for me is a * in …|home for me is …|a * house in …|a * flat in …|a * apartment in …|a * bungalow in …|live in …|living in …|lived in …|based in …|settled in …|settling in …|unpacking in …|unpacking boxes in …|here in …|home is …|home's …|home is in …|moved to …|moving to …|move to …|moving into a * in …|moved into a * in …|relocated to …|relocation to …|住在…|家在…|搬到…|搬来…|搬去…|定居…|定居在…|在…定居|在…安家|在…生活|在…住|房子租在…|合租在…|租在…|在…打拼|…的新房子|…的新家|来…快|来…已经|到…快|回…发展|我家在…|住的是…|家住…|?我住…",
    'workplace': "跳槽到…|my first day at …|my first shift at …|first shift at …|my first week at …|my first month at …|my first day * at …|my first week * at …|accepted an offer from …|accepted the offer from …|accepted a job at …|took a job at …|跳槽去…|进了…|去了…上班|换到…上班|got a job at …|landed a job at …|new job at …|job with …|hired me|transferred to …|been at … for|been with … for|my boss at …|my coworkers at …|my job at …|在…干|I'm a * at …|I'm an * at …|I am a * at …|I am an * at …|I'm the * at …|as a * at …|as an * at …|work at …|working at …|work for …|working for …|job at …|started at …|starting at …|joined …|hired at …|hired by …|employed at …|employee at …|my team at …|our team at …|my colleagues at …|my office at …|my manager at …|my boss at …|my first day at …|my first week at …|first day at …|first week at …|weeks into the job at …|months into the job at …|my … badge|my … colleagues|入职…|在…上班|在…工作|在…做|去…上班|去…报到|去…入职|到…入职|到…上班|到…报到|来…上班|加入了…|加入…|我们…的同事|…的同事|…的工牌|我们…园区|我们…的周会|我们…这边|到…已经|来…快",
    'partner': "got engaged to …|I'm engaged to …|I am engaged to …|we're engaged, … and I|got married to …|I married …|married my partner …|married my girlfriend …|married my boyfriend …|married my fiancé …|married my fiancée …|I'm married to …|I am married to …|跟…领证|和…领证|跟…订婚|和…订婚|跟…结婚了|和…结婚了|跟…扯证|和…扯证",
    'job': "work as …|working as …|job as …|weeks into the … job|months into the … job|a week into the … job|a month into the … job|weeks into my … job|months into my … job|retrained as …|promoted to …|hired as …|shifts as …|life as …|作为…我|当…|做…的工作|转行做…|转行当…",
    'school': "study at …|studying at …|student at …|enrolled at …|I'm a junior at …|I'm a senior at …|I'm a sophomore at …|I'm a freshman at …|I'm a first-year at …|in my first year at …|in my final year at …|grad school at …|my PhD at …|my degree at …|my lectures at …|在…读书|在…上学|在…读研|在…读博",
    'gym': "去…上团课|在…上团课|?去…上课|?转去…|?转到…|?办的是…的卡|signed up at … gym|signed up at the * gym *, …|joined the * gym *, …|member at …|叫…的健身房|在…办了卡|membership at …|joined … gym|my … gym|my … membership|train at …|work out at …|working out at …|sauna at my …|classes at …|在…健身|在…练|…的健身卡|…的私教课|…办的卡|…办了卡|健身在…|?健身去…",
    'car': "?my … needs|?service my …|?my … broke down|my …'s engine|drive a …|driving a …|drive an …|my … handles|bought a …|picked up a …|traded * in for a …|traded * in for an …|traded in * for a …|traded in * for an …|swapped * for a …|picked up my …|collected my …|got my new …|my … is in the shop|?my new …|?my …|tire pressure for my …|tyre pressure for my …|开…上班|开的是…|开一辆…|提了辆…|新提的…|我那辆…|我的…车|买了辆…|入手了…",
    'phone_model': "?got me an …|?got me a …|?gave me an …|?gave me a …|?bought me an …|?bought me a …|?送了台…|?送了部…|?送了我一台…|?送我一台…|?给我买了台…|?给我买了一台…|?买了台…|?买了部…|?买了一台…|?换了台…|?换了部…|手机是…|battery of my …|screen on my …|screen of my …|?my … keeps|?my … won't|my … camera|camera on my …|battery on my …|?my new …|?on my …|phone is a …|phone is an …|用的是…手机|入手了…|换了…手机|我的…手机",
    'mobile_network': "plan is with …|ported my number to …|ported my number over to …|number over to …|my … bill|my … plan|phone's on …|phone is on …|plan with …|carrier is …|携号转网到…|携号转网去…|转网到…|转网去…|我那个…套餐|我的…套餐|手机号是…的|?用的是…的卡|?手机卡是…的|?…的手机卡",
    'bank': "account with …|account at …|moved everything over to …|moved my money to …|moved my money over to …|bank with …|banking with …|my … account|?my … card|工资卡转到…|工资卡是…的|工资卡办在…|在…开了户|我的…卡|?用的是…的卡|?信用卡用的是…|?信用卡是…的|?刷…的卡|?…的信用卡|?用…的信用卡|?用…的卡|?办的是…的卡",
    'airline': "fly …|fly with …|my airline is …|…'s my airline|… is my airline|miles with …|status with …|my … miles|my … status|都坐…的飞机|?一般坐…|?常坐…|?改坐…|?都坐…",
    'hotel_chain': "?习惯住…|?stay at …|?staying at …|points go to …|my … points|my … status|book me into …|?都住…|?一般住…|出差住…|出差都住…|?给我订…|?改住…",
    'supermarket': "shop at …|shopping at …|groceries from …|groceries at …|my weekly shop is at …|在…买菜|都去…买菜|…买菜",
    'payment_method': "pay with …|paying with …|charge it to my …|charge things to my …|use my … for|put it on my …|用…付款|用…付钱|用…支付|用…结账",
    'email_service': "?邮件都走…|?邮件都用…|?邮件用…|?邮箱用的是…|?邮箱是…|?邮箱换成…|?email is with …|?emails go through …|?for email|",
    'browser': "浏览器用的是…|浏览器我用的是…|浏览器一般用…|浏览器都用…|上网都用…|上网用…|上网一般用…|browse with …|?over to …|?went over to …|my browser is …|browser is …|用…浏览器",
    'music_service': "listen on …|listening on …|stream music on …|my … playlist|my … subscription|用…听歌",
    'video_service': "watch * on …|watching on …|my … subscription|用…看剧|用…追剧",
    'food_delivery': "?order * through …|?order * on …|?delivered through …|?delivered by …|?delivery through …|外卖一般用…点|外卖都用…点|外卖用…点|外卖都在…点|外卖一般在…点|外卖都在…上点|外卖在…上点|在…上点外卖|在…点外卖|外卖都用…|点外卖只用…|点外卖我只用…|点外卖都用…|点外卖一般用…|点外卖用…|用…点外卖",
    'ride_app': "ride with …|rides with …|打车用…|打车都用…",
    'contact_channel': "message me on …|text me on …|reach me on …|chat is on …|chat lives on …|chat moved to …|有事…找我|发…给我",
    'age': "turning …|turned …|… years old|…岁生日|满…岁|过了…岁|都…了|今年…岁",
    'doctor': "my doctor is …|my GP is …|see … for|我的医生是…",
    'coffee_order': "usual order is a …|usual order is an …|my usual is a …|my usual is an …|I always order a …|I always order an …|I always get a …|I always get an …|order is a … these days|?一般点…|?只点…|?每次都点…|?都点…|?常点…|?固定点…",
    'bedtime': "…才睡|…就睡了|…就睡|…睡觉|…上床|…就上床|…才上床|…才躺下|…睡。|…睡，",
    'wake_time': "…起床|…就起床|…才起床|…就起了|…才起",
    'commute': "my … commute|commute by …|commute on …|ride my … to work|骑…去公司|骑…上班|坐…上班|开…上班|坐…去公司",
}
# fmt: on

SWITCH_FRAMES = (
    # A switch to a thing, whatever the slot: read for every single-valued option slot and taking only
    # that slot's listed options (``extraction.frames``), so that one row serves the airline, the bank,
    # the browser and the phone alike.
    "switched to …|switching to …|switched over to …|switched from * to …|moved over to …|started using …"
    "|now using …|went with …|going with …|signed up for …|signed up with …|upgraded to …|gone over to …"
    "|换成…|换成了…|改用…|改成…|换到…|转到…|转投…|用上了…|开始用…|换了…|改坐…|改住…|改去…|现在用…|现在都用…|转去用…|转用…"
)

OWNED_FRAMES = (
    # The user's own thing of a kind, said in passing ("my Toyota RAV4", "our new Hyundai", "picked up
    # the new Tesla"): read for every single-valued option slot whose options are names (``spotted``),
    # taking only that slot's listed options, and always as presupposed (``extraction.frames``): it
    # replaces a value the user holds of the slot, never stores one from nothing.
    "my …|our …|my new …|our new …|picked up the new …|collected the new …|bought the new …|got the new …"
    "|took delivery of the new …|took delivery of my …"
)

PLACES_ZH = (
    # Chinese cities and provinces (data): a frame's value that is one of them is a place, never an
    # employer or a brand (来深圳快半年: the home; 在北京工作 is where, not whom, one works for).
    "北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|郑州|青岛|济南|厦门|福州|合肥|昆明|贵阳|南宁|海口|三亚"
    "|沈阳|大连|长春|哈尔滨|石家庄|太原|呼和浩特|兰州|西宁|银川|乌鲁木齐|拉萨|南昌|宁波|温州|无锡|常州|佛山|东莞|珠海"
    "|中山|惠州|汕头|泉州|烟台|潍坊|徐州|扬州|南通|绍兴|嘉兴|金华|台州|洛阳|宜昌|襄阳|岳阳|株洲|湘潭|桂林|柳州|北海"
    "|大理|丽江|西双版纳|香港|澳门|台北|高雄|新竹|保定|唐山|廊坊|秦皇岛|威海|日照|临沂|芜湖|绵阳|遵义|赣州|九江|景德镇"
    "|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|广西|海南|四川|贵州|云南|陕西|甘肃"
    "|青海|内蒙古|新疆|西藏|宁夏|台湾"
    # prefecture-level cities and county towns people move between (session 16); names that are
    # everyday words too (安康, 三明, 开封, 长治, 普洱, 黄山) are left out
    "|咸阳|宝鸡|渭南|延安|榆林|汉中|天水|酒泉|张掖|嘉峪关|克拉玛依|喀什|包头|鄂尔多斯|赤峰|呼伦贝尔|大同|运城|临汾"
    "|晋城|邯郸|邢台|沧州|衡水|承德|张家口|聊城|泰安|济宁|菏泽|枣庄|东营|滨州|淄博|蚌埠|阜阳|安庆|马鞍山|淮南|淮北"
    "|六安|宿州|亳州|滁州|宣城|铜陵|连云港|盐城|淮安|宿迁|泰州|镇江|江阴|张家港|常熟|义乌|湖州|衢州|舟山|丽水|鞍山"
    "|抚顺|本溪|丹东|锦州|营口|盘锦|铁岭|葫芦岛|四平|通化|延吉|齐齐哈尔|牡丹江|佳木斯|大庆|新乡|焦作|许昌|平顶山"
    "|安阳|商丘|信阳|南阳|驻马店|荆州|十堰|黄冈|孝感|荆门|常德|衡阳|邵阳|益阳|郴州|永州|怀化|娄底|张家界|上饶|抚州"
    "|吉安|萍乡|新余|鹰潭|南平|莆田|漳州|龙岩|江门|湛江|茂名|肇庆|清远|韶关|梅州|揭阳|潮州|汕尾|河源|阳江|钦州"
    "|防城港|玉林|百色|梧州|贵港|儋州|宜宾|泸州|南充|乐山|德阳|自贡|内江|达州|遂宁|广元|眉山|雅安|攀枝花|六盘水"
    "|安顺|毕节|铜仁|曲靖|玉溪|保山|顺德"
)
