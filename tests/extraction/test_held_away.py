"""A held option turned away from and a new one in present use, in one message; a held option gone back
to after a trial (docs/extraction.md, "Session 30: a switch told by turning away"): the pure readers,
both languages, and their look-alikes."""

import pytest

from memory_center.extraction.held_away import gone_back_to
from memory_center.extraction.held_outgrown import may_apply, read_outgrown
from memory_center.extraction.held_usage import Held
from memory_center.extraction.rules.flips import Held as Turned
from memory_center.extraction.rules.flips import Kind, turn_readings


@pytest.mark.parametrize(
    ("held", "said", "slot", "name"),
    [
        # a farewell to the held option, the new one named as what the user uses now
        (Held("user", "browser", "Safari", "Safari is my browser"),
         "Bye bye Safari. Brave is my browser of choice these days", "browser", "Brave"),
        (Held("user", "video_service", "Hulu", "We watch everything on Hulu"),
         "Hulu and I are done, Netflix has won", "video_service", "Netflix"),
        (Held("user", "gym", "Gymbox", "My gym is Gymbox"),
         "Gymbox can keep its prices. I'm lifting at Third Space now", "gym", "Third Space"),
        (Held("user", "music_service", "酷狗", "我听歌用酷狗"), "酷狗拜拜了，现在天天在网易云上听歌",
         "music_service", "网易云"),
    ],
)  # fmt: skip
def test_a_held_option_turned_away_from_gets_the_one_in_use(
    held: Held, said: str, slot: str, name: str
) -> None:
    assert may_apply(said)
    (ended,) = read_outgrown(said, [held]).ended
    assert ended[2:4] == (slot, name)


def test_a_name_of_another_kind_only_ends_the_held_one() -> None:
    """吉他 is no phone: the held memory (misread as a phone) ends, no phone is read."""
    held = Held("user", "phone_model", "荣耀", "我每天都打两把王者荣耀")
    (ended,) = read_outgrown("王者卸载好久了，现在晚上都在练吉他", [held]).ended
    assert ended[2:4] == ("", "")


@pytest.mark.parametrize(
    ("held", "said"),
    [
        # turned away, but no new option in present use: nothing is read here
        (Held("user", "email_service", "Outlook", "I use Outlook"), "Sorry Outlook, you drive me mad"),
        # another person's turn
        (Held("user", "car", "Skoda", "I drive a Skoda"), "My dad is done with his Skoda, Audi now"),
        # a question, a plan
        (Held("user", "supermarket", "Aldi", "I shop at Aldi"), "Should I say goodbye to Aldi, Lidl now?"),
        (Held("user", "milk", "燕麦奶", "我喝燕麦奶"), "要不要和燕麦奶说拜拜，现在都喝豆奶？"),
        # gone back to the held one after a trial
        (Held("user", "notes_app", "Notion", "My notes are in Notion"),
         "Gave up on Bear after a week, back in Notion now"),
    ],
)  # fmt: skip
def test_no_turn_away_is_read_from_look_alikes(held: Held, said: str) -> None:
    assert not read_outgrown(said, [held]).ended


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Tried Starling for a month, came back to Monzo in the end", True),
        ("试了一周支付宝，还是用回微信了", True),
        ("Monzo is fine I guess", False),
        ("Went back to the shop for milk", False),
    ],
)
def test_a_held_option_gone_back_to_is_kept(said: str, kept: bool) -> None:
    held = [
        Held("user", "bank", "Monzo", "I bank with Monzo"),
        Held("user", "payment_app", "微信", "我付钱用微信"),
    ]
    assert bool(gone_back_to(said, held)) is kept


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("不瞒你说，被同事带着喝了几回豆汁，居然觉得挺香的", "豆汁"),
        ("说出来你可能不信，被我妈逼着吃了几次苦瓜，现在爱得不行", "苦瓜"),
        ("Sushi is now the best part of my week, loved every bite", "sushi"),
    ],
)
def test_a_held_dislike_turned_into_a_liking_without_a_marker(said: str, thing: str) -> None:
    assert turn_readings(said, [Turned(Kind.AGAINST, thing)])


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("朋友说豆汁挺香的", "豆汁"),
        ("我可能会试试苦瓜，觉得挺香的", "苦瓜"),
        ("我还是不吃苦瓜，觉得太苦", "苦瓜"),
    ],
)
def test_a_liking_of_someone_else_or_a_guess_turns_no_dislike(said: str, thing: str) -> None:
    assert not turn_readings(said, [Turned(Kind.AGAINST, thing)])
