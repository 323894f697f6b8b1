"""Every statement of the user's own health is a USER CONSTRAINT wherever it sits (``rules.own_health``):
a reason inside a request, a note, an eye-roll or a "lol", a reaction told as a story; and what is no
health of the user's gives no rule (someone else's, a question, a supposition, a day's ailment)."""

import pytest

from extraction.test_rules_judgement import read as read_judgement
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.build import ExtractedCandidate


def read(text: str) -> list[ExtractedCandidate]:
    return read_judgement(text, task_id=None)


def rules(text: str) -> list[ExtractedCandidate]:
    return [c for c in read(text) if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("could you find a bakery near work that does gluten free stuff, since i've got celiac", "celiac"),
        ("i'm on a low sodium diet bc of my blood pressure, doc's orders 🙄", "sodium"),
        ("Keep in mind my cholesterol is high, so go easy on fried food.", "cholesterol"),
        ("Gluten and I are not friends lol", "gluten"),
        ("My tongue swelled up after eating walnuts as a teenager, never touched them again.", "walnut"),
        ("Eggs and I don't mix, they give me hives.", "egg"),
        ("I sprained my ankle in May and it still hasn't healed properly.", "ankle"),
        ("帮我找家安静的咖啡馆，因为我有偏头痛，吵的地方受不了", "偏头痛"),
        ("小时候吃桃子嘴肿过一回，之后再也没碰过", "桃子"),
        ("记住我尿酸高，海鲜别给我推荐", "尿酸"),
    ],
)
def test_the_users_own_health_is_a_user_constraint(text: str, named: str) -> None:
    found = rules(text)
    assert any(named in f"{c.subject} {c.content}".casefold() for c in found), read(text)
    assert not any(c.memory_type is MemoryType.FACT and named in c.content.casefold() for c in read(text))


@pytest.mark.parametrize(
    "text",
    [
        "my mum has celiac, can you find a gluten free bakery near her?",
        "is sodium really that bad for your blood pressure?",
        "if I had celiac would oats be ok?",
        "I have a headache today, keep it short",
        "hangover lol, need greasy food",
        "布洛芬吃多了伤胃吗？",
        "我同事对芒果过敏，聚餐别点芒果",
        "My lips swelled up after eating kiwi as a kid, but I outgrew it.",
        "I'm basically diabetic after all that cake lol",
        "我以前有过敏性鼻炎，现在好了",
    ],
)
def test_what_is_no_health_of_the_users_gives_no_new_rule(text: str) -> None:
    assert not [c for c in rules(text) if c.predicate.startswith("said:") or c.object_value == "reacts"], (
        read(text)
    )


def test_a_clause_with_no_subject_belongs_to_the_owner_before_it() -> None:
    """Session 31: the owner of a clause carries over to the clauses after it with no subject of their
    own (我姐有哮喘，出门都得带喷雾: both the sister's), until one names the user again."""
    from memory_center.extraction.rules.own_health import own_health_clause

    assert own_health_clause("我姐有哮喘,出门都得带着哮喘喷雾") is None
    assert own_health_clause("My grandfather has gout, no red meat or beer for him") is None
    assert own_health_clause("我姐有哮喘,我有鼻炎") is not None
