"""A held restriction lifted by its thing or by anaphora, and a value others use adopted by anaphora
(docs/extraction.md, "Session 30: restrictions and rules lifted or revised"): pure readings against
held memories the rule extractor reads, look-alikes included."""

import pytest

from extraction.test_rules import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.adopted_rules import adopts, called
from memory_center.extraction.rules.lifted_rules import lifted, may_lift, restriction
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.revised_rules import REVISED, revisions
from memory_center.governance.lasting import says_one_time


def held(said: str) -> list[HeldMemory]:
    """The restrictions the rule extractor reads from a statement, as the write path holds them."""
    found = [
        HeldMemory(c.subject or "", c.predicate or "", c.object_value or "", c.content)
        for c in read(said, None)
        if c.scope is Scope.USER
        and c.memory_type in (MemoryType.CONSTRAINT, MemoryType.PREFERENCE)
        and restriction(c.memory_type is MemoryType.CONSTRAINT, c.object_value or "")
    ]
    assert found, said
    return found


@pytest.mark.parametrize(
    ("rule", "later", "gone"),
    [
        (
            "I'm on a strict low-fat diet because of my gallbladder.",
            "the surgeon says the fat restriction is over",
            "low-fat",
        ),
        ("No alcohol for me, I'm on medication.", "so the no-alcohol rule doesn't apply anymore", "alcohol"),
        (
            "Please keep every answer under 100 words.",
            "You can ignore the word cap now, I want detail.",
            "100",
        ),
        ("Always answer me in Spanish.", "ok I give up on the Spanish thing, English is fine", "Spanish"),
        (
            "Please note that my consultant has placed me on a low-sodium diet.",
            "the nephrologist has lifted the salt restriction",  # a substance named by its food
            "sodium",
        ),
        ("牙齿刚做完手术，医生让我只吃流食", "拆线了，流食的限制解除了", "流食"),
        ("因为胃溃疡，医生让我戒辣", "溃疡好了，戒辣那条可以不用管了", "戒辣"),
        ("因为肾结石，医生让我别喝浓茶", "结石排出来了，医生说浓茶不用忌了", "浓茶"),
        ("以后别在早上九点前给我发提醒", "九点前那条规矩撤了吧", "九点"),
        ("以后给我推荐东西别超过三个选项", "算了，三个太少了，不用限制了", "三个"),  # anaphora: 三个 names it
        ("No caffeine for me, doctor's orders.", "I'm allowed coffee again!", "caffeine"),
        (
            "No caffeine for me, doctor's orders.",
            "No need to avoid caffeine anymore, my heart is fine.",
            "caffeine",
        ),
        ("因为胃溃疡，医生让我戒辣", "胃好了，现在可以吃辣了", "戒辣"),
        ("医生让我低盐饮食", "指标正常了，医生说不用再控盐了", "低盐"),
    ],
)
def test_a_restriction_lifted_by_its_thing_or_by_anaphora_ends(rule: str, later: str, gone: str) -> None:
    restrictions = held(rule)
    assert may_lift(later)
    (one,) = lifted(later, restrictions)  # the restriction the rule says, not its reason
    assert gone in restrictions[one.at].content, restrictions


@pytest.mark.parametrize(
    ("rule", "later"),
    [
        (
            "I'm on a low-salt diet for my blood pressure.",
            "My dad's doctor just lifted his salt restriction.",
        ),
        ("Always answer me in Spanish.", "Can we drop the Spanish thing just for today?"),
        ("Never recommend anything with peanuts.", "Do you think a peanut restriction could ever be lifted?"),
        ("No caffeine for me.", "Still no caffeine, maybe the restriction can go in six months."),
        ("Please keep every answer under 100 words.", "The word limit is great, keep it."),
        ("以后推荐书别超过三本", "这次可以多推几本，不用限制"),
        ("以后回复都用中文", "你觉得中文那条要不要取消？"),
        ("以后别给我推荐健身课", "健身房的会员卡我取消了，太贵"),  # 取消 of a thing is no lift
        ("我对海鲜过敏", "我朋友的海鲜过敏好了，她医生说不用忌口了"),
        ("以后别给我推荐健身课", "不用限制了"),  # anaphora naming nothing held
        ("No caffeine for me, doctor's orders.", "Hopefully I can have coffee again next month."),
        ("No caffeine for me, doctor's orders.", "My husband can have coffee again."),
        ("因为胃溃疡，医生让我戒辣", "我老公现在可以吃辣了"),
        ("Never mention my weight in any advice", "you can talk about my weight again"),  # revised_rules'
    ],
)
def test_a_look_alike_lifts_nothing(rule: str, later: str) -> None:
    assert lifted(later, held(rule)) == []


@pytest.mark.parametrize(
    ("rule", "later", "predicate", "value"),
    [
        ("以后叫我小林就行", "同事都叫我林工，你也这么叫吧，听着顺耳", "name", "林工"),
        ("以后叫我阿杰", "家里人都喊我杰哥，你也这样叫我吧", "name", "杰哥"),
        (
            "Call me Rob.",
            "Everyone at the new job calls me Bobby, you might as well call me that too.",
            "name",
            "Bobby",
        ),
        ("以后温度都用华氏度", "身边朋友都用摄氏度，你也跟着这么用吧", "units", "摄氏度"),
    ],
)
def test_a_value_others_use_adopted_revises_the_rule(
    rule: str, later: str, predicate: str, value: str
) -> None:
    rules = [one for one in held(rule) if one.predicate != "preference" or one.value == "required"]
    found = [(one.kind, one.at, one.predicate, one.value) for one in revisions(later, rules)]
    assert found == [(REVISED, 0, predicate, value)]


@pytest.mark.parametrize(
    "later",
    [
        "My brother's mates call him Bobby, which he hates.",
        "我老婆叫我王哥，挺好玩的",
        "同事都叫我林工，你也这么叫吗？",
        "我同事都叫我周哥，不过你还是叫我小周吧",
    ],
)
def test_a_report_with_no_request_adopts_nothing(later: str) -> None:
    assert not (adopts(later) and called(later))


def test_a_birthday_on_a_near_date_keeps_what_else_is_said() -> None:
    assert not says_one_time("我老婆叫林晓雯，她下个月过生日，特别喜欢养花")
    assert says_one_time("下周去北京出差")
    (name,) = [c for c in read("跟你说一下，我老婆叫林晓雯，她下个月过生日", None) if c.predicate == "name"]
    assert name.scope is Scope.USER
