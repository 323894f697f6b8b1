"""Another person's words quoted in a message (pure): "as my grandma always put it, 'never trust a man
who doesn't like dogs' lol", "my dad's motto: 'work hard, play hard'", 我奶奶常说“吃亏是福”,
用我妈的话说：“钱要花在刀刃上”. A saying handed down or a line someone else said tells nothing about the
user, whatever its words (a liking, an order, a rule), so the reporting frame and the quotation are cut
out of the message before any statement is read; the rest of the message is read as usual.

A quotation is another person's when the few words before it name a speaker other than the user and a
reporting word (put it, says, said, motto, 说, 的话): "as I always say, '…'" and a quotation with no
speaker ("I'd call myself 'outdoorsy'") stay the user's. Apostrophes inside words ("doesn't") never
open or close a quotation.
"""

import re

from memory_center.extraction.rules.text import compiled

_QUOTE = re.compile(
    r"(?<![\w])['‘](?P<single>[^\n]{3,240}?)['’](?![\w])"
    r"|[\"“](?P<double>[^\n\"“”]{2,240})[\"”]"
    r"|[「『](?P<corner>[^\n」』]{2,240})[」』]"
)
_EN_SPEAKER = compiled(
    r"(?:^|[\s,;(])(?:(?:as|like|what)\s+)?(?P<speaker>(?:my|our|his|her|their|a|the)\s+[\w'’-]+(?:\s+[\w'’-]+)?"
    r"|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|everyone|everybody|people|they|he|she|mum|mom|dad|grandma|grandpa|granny|nana)"
    r"(?:['’]s)?\s+(?:always\s+|often\s+|once\s+|used\s+to\s+|would\s+|likes\s+to\s+|loves\s+to\s+)?"
    r"(?:put\s+it|puts\s+it|says?|said|tells?\s+(?:me|us)|told\s+(?:me|us)|goes|motto(?:\s+(?:is|was))?|saying"
    r"|favou?rite\s+(?:line|saying|quote)(?:\s+(?:is|was))?|words?\s+(?:is|are|were|was)?)\s*[,:—–-]?\s*$"
    r"|(?:^|[\s,;(])(?:in\s+the\s+words\s+of|to\s+quote|quoting)\s+[\w'’ -]{2,30}[,:]?\s*$"
)
_ZH_SPEAKER = re.compile(
    r"(?:(?:我|我们)(?:的)?(?![说讲])[\u4e00-\u9fff]{1,4}|他|她|他们|她们|老人|大家|别人|人家|俗话|老话|古人)"
    r"(?:常常|经常|总是|一直|老是|以前|曾经|常|总|老|也)?(?:说过|说|讲过|讲|教导我|告诉我|的口头禅是|的话说)"
    r"[，,：:]?\s*$"
    r"|用[\u4e00-\u9fff]{1,6}的话(?:来)?说[，,：:]?\s*$"
    r"|(?<![我们])(?:[\u4e00-\u9fff]{1,4})(?:发来|发过来|写道|留言说?)[，,：:]?\s*$"
)
_WINDOW = 60
"""How far before a quotation its speaker is looked for (characters)."""


_EN_TASK = compiled(
    r"\b(?:re-?write|reword|rephrase|translat\w*|proof-?read|summari[sz]e|(?:polish|edit|fix|shorten|tighten|tidy)\s+(?:this|that|it|the|my|up)\b"
    r"|punch\s+up|paraphrase|turn\s+(?:this|it|that)\s+into|make\s+(?:this|it|that)\s+(?:sound|more|less)"
    r"|check\s+(?:the\s+|my\s+)?(?:grammar|spelling|tone)|grammar|typos?|(?:into|to)\s+(?:french|spanish|german|english|chinese"
    r"|japanese|italian|portuguese)|how\s+(?:do|would|should)\s+(?:you|i|we)\s+say|what\s+does)"
)
_ZH_TASK = re.compile(
    r"翻译|润色|改写|改成|改得|改一下|修改|检查|校对|错别字|病句|帮我回|回一句|回复|用英文|用英语|怎么说|什么意思|文案|缩短|精简"
)
_SENTENCE_END = re.compile(r"[.!。！]\s")


def _material(text: str, start: int, end: int) -> bool:
    """Whether the quotation at ``text[start:end]`` is text handed to the agent to work on (rewrite,
    translate, proofread, reply to, explain): a task word in its own sentence before it or right after
    it. Its words are the material's, not the user's ("make this sound formal: 'I hate weekends'")."""
    before = text[max(0, start - _WINDOW) : start]
    ends = list(_SENTENCE_END.finditer(before))
    before = before[ends[-1].end() :] if ends else before
    after = re.split(r"[.!?。！？]", text[end : end + 40], maxsplit=1)[0]
    return any(task.search(part) for task in (_EN_TASK, _ZH_TASK) for part in (before, after))


def without_their_quotes(text: str) -> str:
    """The message with every quotation of another person's words and its reporting frame cut out, and
    every quotation handed to the agent as material to work on."""
    cuts: list[tuple[int, int]] = []
    for quote in _QUOTE.finditer(text):
        if _material(text, quote.start(), quote.end()):
            cuts.append((quote.start(), quote.end()))
            continue
        before = text[max(0, quote.start() - _WINDOW) : quote.start()]
        frame = _EN_SPEAKER.search(before) or _ZH_SPEAKER.search(before)
        if frame is None or _is_user(frame.groupdict().get("speaker")):
            continue
        cuts.append((quote.start() - len(before) + frame.start(), quote.end()))
    for start, end in reversed(cuts):
        text = text[:start] + text[end:]
    return text


_KNOWN = frozenset(
    (
        "everyone",
        "everybody",
        "people",
        "they",
        "he",
        "she",
        "mum",
        "mom",
        "dad",
        "grandma",
        "grandpa",
        "granny",
        "nana",
    )
)
_DETERMINED = compiled(r"^(?:my|our|his|her|their|a|the)\s")


def _is_user(speaker: str | None) -> bool:
    """Whether a frame's speaker may be the user: "I" / "we", or a word that names nobody ("as I always
    say" reaches the adverb). An English speaker is a determined noun ("my grandma"), a known word
    (everyone, dad) or a capitalised name ("as Oscar Wilde put it")."""
    if speaker is None:
        return False  # the Chinese frames and "in the words of" name their speaker themselves
    if _DETERMINED.match(speaker) or speaker.lower() in _KNOWN:
        return False
    words = speaker.split()
    return "I" in words or "We" in words or not all(word[:1].isupper() for word in words)
