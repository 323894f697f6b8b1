"""Orders about an aspect of the answers, clause by clause (pure; docs/extraction.md, "Session 31: a
standing rule about the answers revised by its aspect").

A clause is an **order** when it opens with an imperative to the assistant (with its leads, a polite
frame or a wish: "make it under 200 words", "let's go back to English", "I'd like tabs"), says a value
suffices or is fine ("a casual tone is fine from here", 一句话就够, 用列表就行), or says a change (改成,
放宽到, 换回, "instead", "again"). It **drops** what a rule asks when it says there is no need of it ("no need
to keep things brief anymore", "you can drop the TL;DR", 参考资料以后不用列了).

A clause is **aside** — no order whatever its verbs — when it is a one-off or points at one thing
("answer this one in English", 这一段帮我用英文写, 帮我把这句改写得正式一点), a report or remark of the user's
("I moved to Toronto", "it's for my boss"), or a complaint about the held value ("100 was too tight",
200字太短了). A statement is **someone else's** when a clause opens with another person or names one as
the rule's owner ("my manager wants his reports under 500 words", 我同事让他的助手…, 公司规定…), and
**asked** when it is a question ("would imperial be better?", 用美元显示会不会更方便?).

A **standing order** is a statement of orders about an aspect (``answer_aspects``, by a cue word) in a
frame of every answer — "replies", "when you write code", "every", 的时候, 每次, 回答 — so "Limit replies
to 150 words", 回答字数不要超过300字, 写代码的时候注释用中文 are rules; "write me a poem in Spanish" is a
task.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.answer_aspects import answer_aspects
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, trim
from memory_center.governance.lasting import says_exception, says_one_time

_ORDER_EN = compiled(
    r"^(?:(?:ok(?:ay)?|so|and|but|actually|also|just|well|then|now|instead|pls|please|hey|oh|lol|alright)[\s,]+)*"
    r"(?:(?:you\s+can|can\s+you|could\s+you|please|pls|let'?s|i'?d\s+(?:like|prefer|rather)|i\s+(?:want|prefer"
    r"|need)|go\s+ahead\s+and)\s+)?"
    r"(?:make|keep|give|use|answer|reply|respond|write|talk|speak|switch|change|go|move|stick|bump|raise"
    r"|lower|cut|cap|limit|put|show|format|do|cc|bcc|copy|loop|include|add|call|address|say|try|start|end"
    r"|sign|indent|name|summari[sz]e|list|send|set|loosen|lighten|relax|tone)\b"
)
"""An order's opening: an imperative to the assistant, with its leads, a polite frame or a wish."""
_FINE_EN = compiled(
    r"\b(?:is|are|'s|'re|would\s+be|will\s+do|works?|does\s+it)\s+(?:\w+\s+)?(?:fine|ok|okay|enough|good"
    r"|great|plenty|perfect|better|what\s+i\s+want)\b|\b(?:instead|again|from\s+now\s+on|going\s+forward"
    r"|from\s+here(?:\s+on)?)\b"
)
"""A value said to suffice or be fine, or a word of change ("a casual tone is fine from here")."""
_ORDER_ZH = re.compile(
    r"改成|改为|改用|改回|换成|换回|换用|切回|切换|放宽|放到|放松|收紧|调到|调成|提高到|降到|就够|就行|就好|就可以"
    r"|即可|好了|吧[。!！]?$|^(?:以后|今后|往后|还是|那就|那|请|麻烦|你|就)*(?:都|一律)?(?:用|叫我|给我|帮我"
    r"|回答|回复|写|说|控制|保持|抄送|列出|加上)|^(?!我)[^，,。！!？?]{0,10}?(?:都|一律|统一)?(?:用|不要|别|控制在|保持|帮我|给我)"
)
"""A Chinese order: a change verb, a value said to suffice (就够, 就行), a request (吧), an imperative."""
_DROP_EN = compiled(
    r"\bno\s+need\s+(?:to|for)\b|\b(?:you\s+)?(?:can|may)\s+(?:now\s+|just\s+)?(?:drop|skip|stop|ditch|lose"
    r"|forget|leave\s+out|cut|quit|remove)\b|\b(?:don'?t|do\s+not|no\s+longer)\s+(?:need|have)\s+to\b"
    r"|\bdon'?t\s+bother\b|\bnot\s+necessary\b|\bno\s+more\b|^(?:please\s+|pls\s+|just\s+)?(?:drop|ditch"
    r"|skip|stop|forget)\b"
)
_DROP_ZH = re.compile(
    r"(?:不用|不必|无需|不需要|用不着|没必要|别再?|不要再?)[^，,。！!？?]*了|可以不|免了|去掉|取消|算了"
)
"""A clause that drops what the held rule asks ("no need to keep it short anymore", 不用再列了)."""
_QUESTION = re.compile(
    r"^(?:要是|如果|假如|假设|万一)|(?i:\bwhat\s+if\b|^if\b|\bsuppose\b|\bimagine\b)|"
    r"(?i:^(?:(?:so|and|but|hey|also)[\s,]+)?(?:do|does|did|are|is|was|were|have|has)\s+(?:you|we|it|they)\b)|"
    r"[?？]\s*$|[吗么]\s*[。.!！]?$|会不会|要不要|是不是|可不可以|能不能"
)
_POINTED = compiled(
    r"\b(?:this|that|these|those)\s+(?!\d|(?:is|was|'s|to|for|in|on|at|with|would|will|should|works?|sounds?|and"
    r"|but|instead|again|up|down|back|please|pls|now|much|many|often|short|long|strict|formal|brief|detailed"
    r"|big|small|tight|hard)\b)\w+|\bjust\s+(?:this|for)\s+once\b"
    r"|这(?:一)?[次个篇封条段份回句]|那(?:一)?[次个篇封条段份回句]|这里|这儿"
)
"""A pointed-at thing or one occasion: the order is for it alone."""
_OTHERS = compiled(
    rf"^(?:(?:ok|so|and|but|well|oh)[\s,]+)*(?:(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:{alternatives(w.KIN_EN)})"
    r"|he|she|they|people|everyone|everybody)\b"
    rf"|\b(?:his|her|their)\b|^(?:我的?|我们的?)?(?:{alternatives(w.KIN_ZH)})|[他她]|(?:{alternatives(w.KIN_ZH)})"
    r"(?:说|要求|让|想|希望|喜欢|习惯)|公司|规定"
)
"""Someone else's rule or habit ("my manager wants …", 我同事让他的助手…)."""
_REPORT = compiled(
    r"^(?:(?:ok|okay|so|and|but|well|honestly|lol|actually)[\s,]+)*(?:i(?!'d|\s+(?:want|prefer|need|would)\b)"
    r"|i'm|i've|i'll|im|we|we're|my|our|it|it's|that|that's|this)\b|^我(?!们?(?:要|希望|想要))"
)
"""A clause of the user's own doing or a remark ("I moved to Toronto", "100 was too tight"): no order."""
_COMPLAINT = compiled(
    r"\btoo\s+\w+|\bnot\s+enough\b|\bway\s+too\b|\b(?:hard|annoying|tiring)\s+to\s+read\b"
    r"|太[^，,。]{0,4}了|不够|有点[^，,。]{0,4}|(?:看着|读着|看起来|读起来)"
)
"""A complaint about the held value ("100 was too tight", 200字太短了): the reason for a change."""

_AGAIN = compiled(r"\bagain\b|以后|今后|又")
"""A word of change back that outweighs a word of one time ("done practicing for now, English again")."""
_EVERY = compiled(
    r"\b(?:answers|replies|responses|explanations|messages|whenever|when\s+you|every|each|all\s+(?:your|the)"
    r"|always|from\s+now\s+on|going\s+forward|(?:code|emails?|drafts?)\s+you\s+write)\b"
    r"|的时候|每次|每回|以后|今后|回答|回复|回我"
)
"""A frame of every answer of a kind, no one task: "replies", "when you write code", 的时候, 每次."""
_STANDING_NO = compiled(r"^(?:never|don'?t|do\s+not|no)\b|不要|别|不许|不能|禁止")


def asked(said: str) -> bool:
    """Whether the statement is a question or a hypothetical."""
    return _QUESTION.search(said) is not None


def someone_elses(said: str) -> bool:
    """Whether a clause of the statement is about someone else's rule or doing."""
    return any(_OTHERS.search(trim(clause)) for clause in clauses(said))


def one_off(text: str) -> bool:
    """A one-off or a pointed-at thing: the order is for it alone ("answer this one in English, it's for
    my boss": the whole statement)."""
    one_time = says_one_time(text) and not _AGAIN.search(text)
    return one_time or _POINTED.search(text) is not None


def aside(part: str) -> bool:
    """A clause of no order: a one-off or a pointed-at thing, a report or remark, a complaint."""
    return one_off(part) or bool(_REPORT.search(part) or _COMPLAINT.search(part))


def drops(part: str) -> bool:
    """Whether the clause says there is no need of what a rule asks."""
    return bool(_DROP_ZH.search(part) if is_chinese(part) else _DROP_EN.search(part))


def ordered(part: str) -> bool:
    """Whether the clause is an order (and drops nothing)."""
    if drops(part):
        return False
    if is_chinese(part):
        return _ORDER_ZH.search(part) is not None
    return _ORDER_EN.search(part) is not None or _FINE_EN.search(part) is not None


def standing_order(statement: str) -> tuple[str, str] | None:
    """The aspect and words of a standing rule about the answers the statement orders, or None."""
    said = trim(statement)
    if not said or says_exception(said) or asked(said) or someone_elses(said) or one_off(said):
        return None
    parts = [trim(clause) for clause in clauses(said) if trim(clause)]
    orders = [part for part in parts if not aside(part) and (ordered(part) or _STANDING_NO.search(part))]
    aspects = sorted(answer_aspects(" ".join(orders)))
    if not orders or not aspects or not _EVERY.search(said):
        return None
    return aspects[0], ("，" if is_chinese(said) else ", ").join(orders)
