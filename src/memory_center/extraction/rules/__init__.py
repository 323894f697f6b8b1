"""The built-in rule extractor: Chinese and English user messages, no network.

Reading a message (``reader``)
------------------------------
1. Only ``user`` messages are read. The text is split into statements at sentence punctuation; only
   the first ``MAX_STATEMENTS`` (200) are read and a statement over ``MAX_STATEMENT_CHARS`` (1000)
   gives nothing. A question, a "don't save this", a conditional (如果, if, …) or talk of permissions
   gives nothing: memory never carries authority. Nor does sarcasm ("…, said no one ever", 才怪);
   a question after a statement in one sentence leaves the statement ("I love jazz, do you …?"), and
   the clauses after a condition are its consequence (``asserted``).
2. A standing rule said across a comma is first rewritten as the one order it gives (``orders``:
   民宿就算了，以后都别推荐 → 以后都别推荐民宿; 不用问我要不要早餐了，一律不要; "from now on, skip X").
   A save request (请记住, 别忘了, remember, keep in mind, …) is cut out; the rest is split into clauses
   (commas, "but", "and I …", 并且/而且/但是); leads (另外, by the way, …) and correction markers
   (不对, 应该是, 更正, 说错了, actually, I meant, correction, sorry, …) are cut from each clause.
3. A clause about someone else ("my sister moved to Munich", 我老板喜欢喝茶) gives nothing (a relative's
   birthday or anniversary excepted: a fact about them; and how others address the user, or a move
   of the household: "we've just moved to Brighton", and the user's partner, child or pet by name:
   "my wife's name is Maria", ``people``; and a scheduled event, the user's or a child's: "The dentist
   appointment is Tuesday at 3", 儿子的钢琴课在周六上午, ``schedule``). Otherwise the first family that
   reads it wins, in this
   order: budget, limit (``limits``), allergy, cannot (``health``), how a food is taken
   (``servings``), diet (``health``), close people (``people``), self-description, contact channel
   (``identity``), car (``slots``), standing rule (``standing``; refusals and requirements for every
   time: the rows of ``rule_rows``),
   language (``slots``), decision (``decisions``), preference (``preferences``); a liking of a
   language is the language to speak; a save request nothing understood is a note
   ("note / <its canonical text> = <text>").
   A clause that gives nothing is read again about the sentence's topic (``topics``): a pronoun or
   a bare verb of liking for the thing an earlier clause named ("I've come around to spicy food, I
   enjoy it now", 香菜我以前不吃，现在挺喜欢的), a Chinese topic said before 我 (可乐我已经不喝了); after a
   clause telling a past state ("I left Deloitte", "I was at Google until last year", 以前住成都:
   no memory itself, ``past``), "I'm at KPMG now" / 现在在字节 is the new workplace, "now I'm in
   Milan" the new residence, 现在是销售 the new job. "I switched from X to Y" is two clauses (X given
   up, Y taken); "Never, ever …" is one (``standing.without_asides``). A plan called off ("I was
   going to …", 本来想…) is no memory, nor is its negation (现在不搬了); what the user keeps instead is
   ("… but I'm staying with Emacs"). A clause that takes back what was said ("just kidding", 当我没说)
   drops the readings of its statement, or of the statement before when it opens its own
   (``asserted``). A state that ended ("I quit my job", "I don't live in Lyon anymore", 我把车卖了,
   我跳槽了) is the attribute ``none`` (``unknown`` for an employer changed without its name:
   ``ended``), and a past state for what follows; it carries the value it names (``ends``: "Lyon",
   "" for "I moved out"), and governance ends only a held value that matches (``governance.held``).
   A pet no longer had ("I no longer have a dog", 狗狗送人了) ends its name (``people``); having a
   thing is no stance ("I don't own a TV anymore").
4. A correction that names only a value ("我住在杭州，不对，是上海", "My name is Alex. Sorry, I meant
   Sasha") takes the key of the reading it corrects, which it replaces. One candidate per key and
   message: a later reading of a key replaces an earlier one. A correction closing the message is
   then applied by the typed-value rule below (``writepath.within``: "I live in Belfast").
5. A correction in a message of its own ("No wait, he's 8", "Sorry, Bosch, not Siemens", 说错了，
   是六点, an amount in a fragment: "let's say 3k instead", 改成两千五吧) is read by ``later`` as a typed
   value (``typed``, ``typed_spans``); the write path (``writepath.late_correction``) replaces the
   value of that type in the user's memory that holds one: said in the session first, then the user's
   latest
   (docs/extraction.md, "Corrections as one mechanism").

Keys: one key per memory, whatever the words
---------------------------------------------
A key is subject + predicate (plus scope and owner, added by the write path). A new statement of the
same memory lands on the same key with its new value, so governance supersedes the old fact:

===========================  ==================================  =========================================
memory                        key (subject / predicate)           values
===========================  ==================================  =========================================
stance on a thing             <thing> / preference                like, dislike (PREFERENCE);
                                                                  never, required, only (CONSTRAINT)
favourite of a kind           <kind> / favourite                  the favourite
user attribute                user / name|residence|workplace|   the value as said ("Munich", "上海")
                              job|hometown|email|phone|
                              birthday|anniversary
relative's personal date      <relative> / birthday|anniversary  the date as said
close person or pet by name   partner|son|daughter|child|dog|cat  the name; partner / name = none after
                              |youngest son|… / name              "we got divorced", 我们分手了
how a food or drink is taken  <food> / how                        "with oat milk", "black", 加燕麦奶
contact channel               user / contact_channel              email, phone, sms, wechat, whatsapp, …
                                                                  (CONSTRAINT when "only"/只)
car the user drives           user / car                          the make or model as said ("Volvo", 特斯拉)
language to speak             user / language                     "English", "Spanish", 中文, …
diet                          user / diet                         vegetarian, vegan, 素食, …, none
allergy                       <allergen> / allergy                allergic, not_allergic
restriction                   <activity> / restriction            cannot
budget                        [item_]budget / max_amount|        "5000 元", "200 EUR/night", "15000"
                              min_amount
limit                         <thing> / max                       "5 小时", "2"
decision                      <category> / choice                 the chosen thing
scheduled event               <event> / scheduled                 "Tuesday at 3", 周六上午 (until its day)
===========================  ==================================  =========================================

Things are normalised (``text``): no adverbs, verbs of liking or eating, articles, particles, time
words ("anymore", 了, 现在), head noun in the singular ("I love tea", "tea is my favourite", "I don't
drink tea anymore", "not a fan of tea these days" → tea; 我喜欢吃辣 / 我现在不吃辣了 / 我不爱吃辣了 →
辣). Amounts are exact (``amounts``): "五千元", "5000 元", "5k RMB" → "5000 元".

Options of one choice (a window or an aisle seat, economy or business class, 靠窗 / 靠过道) keep their
own stance keys; governance (``governance.choices``, vocabulary as data) lets a newly picked option
supersede the option picked before ("I prefer window seats" → "I'd rather have an aisle seat").

Standing rules
--------------
A prohibition or hard requirement ("不要 / 别 / 绝对不 / 千万别 / 必须 / 一定要 / 只", "don't / never /
no … please / always book / only / must") is a CONSTRAINT on the stance key of its thing, value
``never``, ``required`` or ``only``. Sharing the key with like/dislike is deliberate: "I love
coriander" after "never coriander" is a change of mind about one memory (it supersedes, and the rule
stays in the history), never two live facts that contradict each other; and "I like tea" never
collides with "never call me" (another thing, another key). Diets, "only" contact channels and
allergies are CONSTRAINTs too. The read side treats ACTIVE CONSTRAINT facts as standing rules.

Scope
-----
A one-time hint (这次, 本次, 今晚, 明天, this time, this trip, tonight, tomorrow, for the holiday, a
test drive, borrowing, …) makes a candidate TASK scope when the message has a task_id, else SESSION.
A lasting hint (以后, 一般, 平时, 总是, 通常, 每次, always, usually, every, in general, typically, never,
anymore, …) makes it USER. A one-time hint
beats a lasting one. A one-time memory held for a named period ("this month", 这礼拜, "for the next
two weeks") carries the period's end as ``valid_until`` (``periods``).
Without hints: preferences, standing rules, self-descriptions, personal dates, allergies, diets and
notes are USER; budgets, limits, other restrictions and decisions are one-time.

Confidence and importance
-------------------------
Hedged (可能, 也许, maybe, I think, …): 0.5, below the review threshold. Strong (绝对, 一定, 务必,
definitely, must, …): 0.95. Save request: 0.9. Plain: 0.8. Importance is
``governance.importance.assess`` of the clause (emphasis, save request, correction, standing rule,
hedge, chit-chat), in ``ExtractedCandidate.importance`` with its reason codes.
"""

from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.rules.reader import (
    EXPLICIT_CONFIDENCE,
    HEDGED_CONFIDENCE,
    MAX_STATEMENT_CHARS,
    MAX_STATEMENTS,
    PLAIN_CONFIDENCE,
    RULES_MODEL,
    RULES_VERSION,
    STRONG_CONFIDENCE,
    read_message,
)


class RuleExtractor:
    """The default extractor: deterministic, local, no network."""

    name = "rules"

    async def extract(self, message: ExtractionInput) -> ExtractionResult:
        return ExtractionResult(candidates=read_message(message))


__all__ = [
    "EXPLICIT_CONFIDENCE",
    "HEDGED_CONFIDENCE",
    "MAX_STATEMENTS",
    "MAX_STATEMENT_CHARS",
    "PLAIN_CONFIDENCE",
    "RULES_MODEL",
    "RULES_VERSION",
    "STRONG_CONFIDENCE",
    "RuleExtractor",
    "read_message",
]
