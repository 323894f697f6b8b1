"""What an ordinary request later needs, captured in the words people use (issue 25, evals/dev/s11_ctx):
a liking said after its occasion, a restriction said with a part of the body, the body's disagreement,
a want said as a choice, a close one introduced by name. Each is a lasting USER memory; the look-alikes
beside them are not."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.occasions import without_occasion

LASTING = [
    # a liking after its occasion
    ("On long flights I like a window seat so I can lean on it.", MemoryType.PREFERENCE, "window seat"),
    ("At the cinema I like sitting right at the front.", MemoryType.PREFERENCE, "front"),
    ("我看电影喜欢坐最后一排中间。", MemoryType.PREFERENCE, "最后一排"),
    ("我喝咖啡最喜欢燕麦奶拿铁。", MemoryType.PREFERENCE, "燕麦奶"),
    ("我吃火锅最爱番茄锅底。", MemoryType.PREFERENCE, "番茄"),
    ("我坐火车喜欢靠过道。", MemoryType.PREFERENCE, "靠过道"),  # was kept as free text: now a liking
    # a restriction said with a part of the body
    ("我腰椎间盘突出，不能久坐。", MemoryType.CONSTRAINT, "久坐"),
    ("I can't walk far because of my knee.", MemoryType.CONSTRAINT, "walk far"),
    # the body's disagreement
    ("Dairy doesn't agree with me at all.", MemoryType.CONSTRAINT, "Dairy"),
    ("我一喝牛奶就不舒服。", MemoryType.CONSTRAINT, "牛奶"),
    # a want said as a choice between kinds
    ("我更想住古城里的民宿。", MemoryType.PREFERENCE, "民宿"),
    ("我比较想住带儿童乐园的度假酒店。", MemoryType.PREFERENCE, "儿童乐园"),
    # a close one introduced by name, whatever the rest tells
    ("My parrot Kiwi screams if he's left alone too long.", MemoryType.FACT, "Kiwi"),
    ("My twins, Ava and Noah, start kindergarten this fall.", MemoryType.FACT, "Ava"),
    # one of the household said first
    ("Two guinea pigs live with us, Peanut and Biscuit.", MemoryType.FACT, "guinea pigs"),
]

NOT_LASTING = [
    "我今天腰疼，不能久坐。",  # the body today: one occasion
    "我想吃点清淡的。",  # a plain want: this occasion's
    "That idea doesn't agree with me.",
    "My son Leo is sick today.",
    "My son Leo said I work too much.",
    "My wife Anna is going to Rome next week.",
    "When I was young I loved sushi.",
    "In 2019 I loved sushi.",
    "My colleague Tom lives with us now.",
    "Our neighbour's dog stays with us sometimes.",
]


@pytest.mark.parametrize(("text", "memory_type", "said"), LASTING)
def test_lasting_in_ordinary_words(text: str, memory_type: MemoryType, said: str) -> None:
    found = [c for c in read(text, task_id=None) if c.scope is Scope.USER and said in c.content]
    assert found, read(text, task_id=None)
    assert found[0].memory_type is memory_type


@pytest.mark.parametrize("text", NOT_LASTING)
def test_look_alikes_store_nothing_lasting(text: str) -> None:
    assert not [c for c in read(text, task_id=None) if c.scope is Scope.USER]


@pytest.mark.parametrize(
    ("clause", "bare"),
    [
        ("On trains I always try to get a quiet carriage", "I always try to get a quiet carriage"),
        ("When it comes to coffee I only drink flat whites", "I only drink flat whites"),
        ("我坐高铁一般喜欢靠窗", "我一般喜欢靠窗"),
        ("In the past I liked jazz", None),
        ("我小时候喜欢吃糖", None),
        ("If it rains I like to stay in", None),
        ("我喜欢靠窗", None),
    ],
)
def test_occasion_cut(clause: str, bare: str | None) -> None:
    assert without_occasion(clause) == bare
