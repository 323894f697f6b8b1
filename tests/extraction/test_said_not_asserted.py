"""Said, not asserted about the user (``rules.asserted``, issue 24): "oh yeah, I just LOVE …" sarcasm,
hyperbole ("at this rate", a past life, 上辈子), hearsay asked about (听说…，真的假的？) store nothing;
a sincere liking and an "only" rule said plainly still do."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.frames import read_frames


@pytest.mark.parametrize(
    "text",
    [
        "Oh yes, I just LOVE sitting on the ring road for two hours. Favourite hobby.",
        "Oh yeah, I just adore queueing at the post office.",
        "At this rate I'm moving to the moon to escape these emails.",
        "I must have been a cat in a past life, I nap all afternoon.",
        "我上辈子一定是只树懒，天天睡不醒。",
        "再这样下去我就要搬到山里当隐士了。",
        "听说晚上吃水果会胖，真的假的？",
        "I heard oat milk is bad for your teeth, is that true?",
    ],
)
def test_sarcasm_hyperbole_and_hearsay_asked_store_nothing(text: str) -> None:
    assert read(text) == [], text


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Oh yes, I love jazz.", "jazz", "like"),
        ("我只喝咖啡。", "咖啡", "only"),
        ("I heard about this place from a friend, I love their ramen.", "ramen", "like"),
    ],
)
def test_a_sincere_statement_still_reads(text: str, subject: str, value: str) -> None:
    assert any(c.subject and subject in c.subject and c.object_value == value for c in read(text)), read(text)


def test_a_frame_reads_no_slot_in_hyperbole() -> None:
    assert read_frames("At this rate I'm moving to the moon to escape these emails.") == []
    assert [one.value for one in read_frames("I moved to Leeds last year.")] == ["Leeds"]
