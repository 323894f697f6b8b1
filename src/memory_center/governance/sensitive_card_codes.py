"""A payment card's security code after its label (CVV, CVC, CID, "the code on the back of my card", 安全码,
"il codice sul retro della carta", …), in digits or number words: read by ``governance.sensitive_numbers``
(``card_data``) and ``governance.sensitive_asked`` on the normalised view of a text; moved here from
``governance.sensitive_shapes`` in session 29 (docs/security.md, "Session 29: Probe 21") to give it room.
"""

import re

from memory_center.governance.sensitive_abroad import CARD_BACKS_ABROAD, CARD_NAMES

_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
WORDED_CODE = (
    rf"(?<![^\W\d_]){_DIGIT_WORD}(?:[ ,-]+{_DIGIT_WORD}){{2,3}}(?![^\W\d_])"
    rf"(?![ ,-]+{_DIGIT_WORD}(?![^\W\d_]))"
    r"|[零〇一二三四五六七八九](?: ?[零〇一二三四五六七八九]){2,3}(?! ?[零〇一二三四五六七八九十百千万])"
)
"""A card's code said in number words, three or four ("nine one seven", "四七二"; probe 16)."""
CARD_SECURITY_CODE = re.compile(
    r"(?:(?<![A-Za-z])(?:cvv2?|cvc2?|cvn|cav2|cid|csc|card\s+(?:security|verification|validation)(?:\s+"
    r"(?:code|value|number))?|security\s+(?:code|digits)|card\s+code|verification\s+(?:value|number)"
    r"|code(?=\s+on\s+the\s+(?:back|front))"
    r"|(?:digits|numbers|code)\s+on\s+(?:the\s+)?back(?=\s+of\s+(?:the\s+|my\s+)?(?:card|amex|visa)))(?![A-Za-z])"
    rf"|{'|'.join(CARD_BACKS_ABROAD)}"
    r"|(?:three|four|[34])[ -](?:digits?|numbers(?= on the back))"  # "three numbers on the back" (probe 18)
    r"\s+(?:(?:number|code|printed)\s+)?(?:on|above)\s+the\s+"
    r"(?:back|front|number)(?:\s+of\s+(?:the|my)\s+(?:card|amex|visa|mastercard|(?:credit|debit)\s+card))?"
    r"|c[óo]digo\s+de\s+seguri?dad[e]?|code\s+de\s+s[ée]curit[ée]|cryptogramme(?:\s+visuel)?"
    r"|(?:karten)?pr[üu]fnummer|codice\s+di\s+sicurezza|c[óo]digo\s+de\s+seguran[çc]a"
    r"|卡?安全码|卡片?验证码|信用卡验证码|校验码|CVV码"
    r"|(?:卡(?:片|片?的)?(?:背后|背後|后面|後面|后边|後邊)|(?:卡(?:片|片?的)?)?(?:背面|反面))(?:的|那)?(?:三|3|四|4)位"
    r"(?:数字?|數字?|码|碼)?"
    r"|背面的?(?:验证码|安全码|校验码))"
    r"(?:\s+on\s+the\s+(?:back|front))?"
    rf"(?:\s+(?:of|on|for|de|du|da|do|di|del|della|von|der)(?:\s+(?:the|my|your|his|her|mi|ma|mon|la|le|sa|su"
    rf"|minha|meu|mia|mio|meiner|der|ta|tu))?(?:\s+[^\W\d_]{{2,20}})?\s+(?:{'|'.join(CARD_NAMES)}))?"
    r"(?:\s*(?:number|no\.?|#))?(?:\s*(?:is|are|was|says|reads|:|：|=|是|为|-|\.{2,}|…)"
    r"|\s+(?:es|est|é|è|ist|era|était|war|sono|sont|son|são|sind)(?=\s))*\s*"
    rf"(?P<value>\d{{3,4}}|\d \d \d(?: \d)?|{WORDED_CODE})(?![\d ]\d)",
    re.IGNORECASE,
)
