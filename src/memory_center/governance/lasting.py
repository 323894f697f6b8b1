"""Which words say a memory lasts, and which say it holds for this time only (pure data and two
checks, Chinese and English side by side). The one vocabulary of the rule: the rule extractor scopes
a statement by it (``extraction.rules.reader``) and governance rescopes a one-time detail by it
(``policies.rescope_task_details``). Add words here, nowhere else."""

import re

ONE_TIME_ZH = (
    "这次|本次|这趟|此次|这回|这一次|这一趟|今天|今晚|明天|明晚|后天|这周|这个周末|今年夏天|下周|下个月|下月"
)
ONE_TIME_EN = (
    "this time|this trip|for this trip|this task|this booking|this order|today|tonight|tomorrow"
    "|this weekend|this week|next week|next month|for now|just this once|this once|for this one"
)
LASTING_ZH = (
    "以后|今后|往后|从今以后|从现在起|从现在开始|一直|总是|永远|向来|每次|始终|一般|平时|平常|通常|一向|每回"
    "|每天|每周|每年|每个月|长期|任何时候"
)
LASTING_EN = (
    "always|from now on|in the future|going forward|every time|never|usually|every|in general|generally"
    "|typically|normally|as a rule|ever|any more|anymore|no longer|from here on|whenever"
)


def _pattern(chinese: str, english: str) -> re.Pattern[str]:
    """Chinese words anywhere, English words whole; longest alternative first."""

    def alternation(words: str) -> str:
        return "|".join(re.escape(word) for word in sorted(words.split("|"), key=len, reverse=True))

    return re.compile(rf"(?:{alternation(chinese)})|\b(?:{alternation(english)})\b", re.IGNORECASE)


ONE_TIME = _pattern(ONE_TIME_ZH, ONE_TIME_EN)
LASTING = _pattern(LASTING_ZH, LASTING_EN)


def says_one_time(text: str) -> bool:
    """A word of this time only: this trip, tonight, 这次, 下周."""
    return ONE_TIME.search(text) is not None


def says_lasting(text: str) -> bool:
    """A word of lasting: always, from now on, 以后, 一般."""
    return LASTING.search(text) is not None
