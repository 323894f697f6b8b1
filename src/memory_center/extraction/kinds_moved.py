# ruff: noqa: E501 (data rows: one kind per line reads best)
"""Words of a move of the user's use from one thing to another of its kind, as data (docs/extraction.md,
"Session 31: a use moved to another thing of its kind"), read by ``extraction.held_moves``.

- ``MOVE_TO_EN`` / ``MOVE_TO_ZH``: a clause that puts the user's use of some kind of thing on a new value,
  the value in the group ``v`` — moving or porting things over to it (moved everything over to, porting
  my number to, 迁到, 切到, 导进), everything of an activity going through it now (all … goes through,
  lands at … now, 都用, 全靠, 现在戴), it taking the job over (Octopus took over, Progressive covers,
  续到).
- ``MOVED_AWAY_EN`` / ``MOVED_AWAY_ZH``: a clause that ends the user's use of the thing it names —
  uninstalled, deleted, closed, cancelled, goes to my sister, shut off, 卸了, 删了, 停用, 注销, 摘了,
  送给, 不续了.
- ``ACQUIRED_EN`` / ``ACQUIRED_ZH``: a new thing got or built (building my first gaming PC, 装了, 换了):
  a new value only beside a held thing the same message moves away from.
- ``KINDS``: kinds of thing a user uses one of at a time that the slot schema (``schema.SLOTS``) does not
  name, each with the words that say a thing is of it: the activity or job (sleep tracking, 车险, 导航)
  and names people use for its values. A held memory and a new value are of one kind when both name
  one of its words (or share a schema slot, ``held_usage.slots_of``).
- ``NOT_MOVED_EN`` / ``NOT_MOVED_ZH``: a statement that moves nothing of the user's: another person's
  (my flatmate, 隔壁公司, 我老公), a plan or thought (thinking about, if, 考虑, 要不要, 如果, 下一台),
  one time only (today, borrowing, 临时, 借, 这几天), an addition (as well, also, 又, 也).
"""

_NP_EN = r"(?:(?:a|an|the|my|our)\s+)?(?P<v>[A-Za-z0-9][\w&+'.-]*(?:\s+(?!now\b|anymore\b|any\b|no\b|this\b|last\b|next\b|from\b|since\b|for\b|after\b|as\b|and\b|but\b|because\b|way\b|till\b|until\b|today\b|yesterday\b|these\b|instead\b|with\b|on\b|at\b|in\b)[A-Za-z0-9][\w&+'.-]*){0,3})"
"""A thing named after a verb of moving: up to four words, stopping at a word of time or a linking word."""

MOVE_TO_EN = (
    rf"\b(?:moved|moving|move|switched|switching|ported|porting|port|transferred|transferring|migrated|migrating|exported|exporting|imported|importing|shifted|shifting)\b[^,.;!?]*?\b(?:to|into|onto)\s+{_NP_EN}",
    rf"\b(?:goes|go|going|runs|run|lands|land|sits|sit|lives|live|happens|happen)\s+(?:all\s+)?(?:through|at|on|in|with|via)\s+{_NP_EN}",
    r"(?:^|\b(?:and|so|now)\s+)(?:an?\s+|the\s+)?(?P<v>[A-Z][\w&+'.-]*(?:\s+[A-Za-z0-9][\w&+'.-]*){0,2})\s+(?:took over|has taken over|takes over|covers|handles|does|has replaced|replaced)\b",
    r"(?:^|\b(?:and|so|now)\s+)(?:an?\s+|the\s+)?(?P<v>[A-Z][\w&+'.-]*(?:\s+[A-Za-z0-9][\w&+'.-]*){0,2})\s+(?:is|are)\s+(?:my|our|where|what)\b[^,.;!?]*\b(?:now|these days|since|as of|from now on)\b",
    rf"\b(?:I'm|I am|we're|we are)\s+(?:on|with|using)\s+{_NP_EN}\s+now\b",
)
"""Each a clause moving the user's use to the thing in its group ``v``."""
MOVE_TO_ZH = (
    r"(?<![不没别])(?:全面切到?|转网到|打到|存到|都带|都拿|现在\S{0,2}?(?:用|戴|开|抱着|带着|拿着)|切到|切成|切换到|迁到|迁去|迁移到|搬到|搬去|转到|转去|导进|导入到?|续到|换到|换成了?|改用了?|都用了?|统一用|全靠|现在用|现在戴|现在开|都走|都交给|都在)"
    r"(?P<v>[A-Za-z0-9\u4e00-\u9fff]{2,12}?)(?=了|上|里|的|来|去|记录|沟通|办公|导航|干活|[，。,.!！；;\s]|$)"
)
MOVER_EN = r"^(?:(?:so|and|then|but|ok|okay|well|finally|just|already|recently|officially|I|we|I've|we've|I'm|we're|I have|we have|have|had|also|yesterday|today|last week|this week)(?:\s+|$))*$"
"""What may stand before a verb of moving in a clause of the user's own move: the user or no one (a
name or a thing there — "Ana moved to Berlin", "Yoga's moved to Thursday" — is another mover)."""
MOVED_AWAY_EN = (
    r"uninstalled|deleted|closed|cancelled|canceled|shut off|shut down|switched off|ditched|dropped|dumped|gone from|is gone|are gone"
    r"|in a drawer|went in a drawer|goes to my|went to my|sold|gave away|handed down|didn't renew|did not renew|not renewing|ran out|expired"
)
MOVED_AWAY_ZH = r"卸了|卸载|删了|删掉|停用|注销|销户|摘了|送给|送人|卖掉|卖了|不续|没续|到期|退了|弃用|不用了"
STAYING_EN = r"stays|stay|still|keep|keeping|kept|remains|remain|as well"
STAYING_ZH = r"还在|还是|保留|留着|继续|照样"
"""A clause keeping the thing it names beside the move ("the checking stays at Chase", 工资卡还在工行): the
move is of part of the use, the held one does not end."""
ADDED_EN = (
    r"\b(?:added|adding|(?<!might )(?<!may )as well|also|another|a second|one more|on top of|in addition)\b"
)
ADDED_ZH = (
    r"又开了|又办了|又买了|又装了|又订了|也开了|也办了|还开了|还办了|另外开了|多开了|加了一个|第二个|第二张"
)
"""A thing of a kind added beside the held one ("Added Paramount+ as well", 又开了个腾讯视频会员): the user
holds both, nothing of the kind ends."""
ACQUIRED_EN = r"building|built|bought|buying|got|getting|ordered|picked up|set up"
ACQUIRED_ZH = r"装了|买了|入了|换了|办了|开了"

KINDS: dict[str, str] = {
    "bank": "bank|banking|credit union|checking|savings|paycheck|salary|wages|direct deposit|account|银行|工资卡|工资|储蓄卡|开户",
    "phone_carrier": "carrier|phone plan|my number|porting|sim|unlimited plan|mobile|verizon|at&t|t-mobile|mint mobile|visible|cricket|手机号|携号转网|套餐|移动|联通|电信",
    "broadband": "broadband|fibre|fiber|internet|wifi|router|宽带|千兆|光纤",
    "computer": "laptop|computer|pc|gaming pc|desktop|mac|macbook|thinkpad|xps|chromebook|笔记本|电脑|台式机|macbook|小新|拯救者",
    "work_chat": "slack|microsoft teams|teams|discord|zoom chat|lark|team chat|talks on|钉钉|飞书|企业微信|沟通|办公",
    "wearable": "watch|smartwatch|fitbit|oura|garmin|apple watch|whoop|tracker|sleep tracking|手环|手表|佳明|华米|戴",
    "camera": "camera|canon|nikon|sony|fujifilm|fuji|leica|相机|拍照|佳能|尼康|索尼|富士|徕卡",
    "maps": "maps|google maps|waze|navigation|导航|地图|高德|百度地图",
    "insurance": "insurance|insurer|policy|covers|保险|车险|医保|保单|平安|人保|太平洋",
    "energy": "electricity|gas supply|energy|supplier|power bill|电费|燃气",
    "photos": "photos|photo library|backup|backed up|相册|照片|备份",
    "storage": "drive|cloud storage|files|dropbox|onedrive|google drive|网盘|云盘|资料",
    "passwords": "password|passwords|vault|login|logins|密码",
    "music": "music|playlist|playlists|songs|听歌|歌单|音乐",
    "email": "email|mail|inbox|邮箱|邮件",
    "editor": "code in|coding|ide|editor|vs code|pycharm|vim|写代码|编辑器",
    "running": "running|runs|run tracking|跑步|打卡|keep|strava",
}
"""Kinds of a thing used one at a time, beyond the schema's slots: words that say a thing is of the kind."""

NOT_MOVED_EN = (
    r"\b(?:my|our|her|his|their)\s+(?:[a-z]+\s+){0,1}?(?:friend|flatmate|roommate|housemate|husband|wife|partner|boyfriend|girlfriend|brother|sister|mum|mom|dad|father|mother|son|daughter|colleague|coworker|boss|neighbour|neighbor|parents)(?:'s)?\s+(?!and\s+I\b)[a-z]"
    r"|^(?:he|she|they)\b|\b(?:he|she|they)(?:'s|'ve|\s+has|\s+have|\s+moved|\s+switched)\b"
    r"|\b(?:thinking|think|considering|consider|planning|plan to|want to|wanna|might|maybe|should i|would|could|if|whether|tempted)\b"
    r"|\boh sure\b|\byeah right\b|\bas if\b|🙄|😒|🙃"
    r"|\b(?:borrow|borrowing|borrowed|today|tonight|for a few days|for now|till .* fix|temporarily|one-off|as well|also|too|another|second|added)\b"
)
NOT_MOVED_ZH = (
    r"^(?:他|她|他们|她们)|(?<![给送])(?:老公|老婆|爸|妈|哥哥|姐姐|弟弟|妹妹|同事|朋友|室友|闺蜜|男朋友|女朋友|儿子|女儿|邻居|领导|舍友)"
    r"|隔壁|别人|人家|考虑|要不要|如果|要是|打算|准备|想|可能|下一台|以后|临时|借|这几天|凑合|今天|又|也|还开了|第二"
)
