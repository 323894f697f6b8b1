"""Nothing said about oneself is dropped: the free-text gates by principle (``rules/said_gates``),
statements about close people kept as theirs, health in its general shape (``conditions.read_body``)
and requirements on everything of a kind (``rules/rule_rows``, ``REQUIREMENTS``) — each with look-alikes."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.conditions import read_body
from memory_center.extraction.rules.free_text import FREE_TEXT_CONFIDENCE, about
from memory_center.extraction.rules.rule_rows import read_requirement
from memory_center.extraction.schema import SLOTS


def _lasting(text: str) -> list[tuple[str, str, str | None, str | None]]:
    return [
        (c.memory_type.value, c.subject or "", c.predicate, c.object_value)
        for c in read(text, task_id=None)
        if c.scope is Scope.USER
    ]


# --- stative and habitual statements the old gates vetoed ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm scared of heights.",
        "I swim on Thursday mornings.",
        "I work night shifts at the hospital.",
        "I don't drive.",
        "I get seasick easily.",
        "I get nervous whenever I fly.",
        "我不会开车。",
        "我住的小区没有电梯。",
        "我公司附近的地铁站是望京站。",
    ],
)
def test_a_stable_statement_about_the_user_is_kept(text: str) -> None:
    [candidate] = read(text, task_id=None)
    assert candidate.scope is Scope.USER and candidate.subject == "user"
    assert candidate.memory_type is MemoryType.FACT and candidate.confidence == FREE_TEXT_CONFIDENCE


@pytest.mark.parametrize(
    "text",
    [
        # a mood, a doing or a place of the moment
        "I'm so stressed right now.",
        "I'm feeling a bit down.",
        "I'm having lunch with my boss.",
        "I'm at the dentist.",
        "我好紧张啊。",
        "我刚吃完饭，好撑。",
        # one-offs in the past, one day
        "I took the bus because it was raining.",
        "I went to the gym.",
        "I swim on Thursday.",
        "我买了一辆自行车。",
        "我昨天头疼了一整天。",
        # wishes, hypotheticals, requests, the agent addressed
        "I wish I spoke Italian.",
        "I'd love to learn surfing someday.",
        "I want a quiet room.",
        "I trust your judgement.",
        # sarcasm, reported speech, a thing pointed at
        "我真是太喜欢加班了，呵呵。",
        "I just love Mondays, yeah right.",
        "My mum says I work too much.",
        "I use it every day.",
        # a thing consumed or used (the stance readers' domain), a thing not had, a complaint
        "I drink three coffees a day.",
        "我用QQ音乐听歌。",
        "I don't have a car.",
        "I always forget my umbrella.",
        # changes and endings: the change readers' and the turn-away step's work
        "I don't eat meat anymore.",
        "I switched to the night shift.",
        "我已经不坐地铁了。",
        # other people (a sibling's home is kept as theirs: test_rules_profile_capture)
        "My brother swims every morning.",
        "My colleague swims every morning.",
        "我朋友住在成都。",
        "My ex-husband lives in Leeds.",
    ],
)
def test_a_look_alike_keeps_nothing_lasting(text: str) -> None:
    """Nothing kept as said; a change may still be read by its reader as a stance (a switch), and a
    thing used may be read by its slot ("我用QQ音乐听歌" is the music service: the slot's reader, whose
    later value replaces it, not a free-text copy that would stand beside it)."""
    lasting = _lasting(text)
    slots = {slot.name for slot in SLOTS}
    assert all(row[2] == "preference" or (row[1] == "user" and row[2] in slots) for row in lasting), lasting


def test_a_habit_the_schema_knows_is_kept_as_its_slot_not_as_said() -> None:
    """The commute is a single-valued slot: kept as ``user / commute`` so a later mode replaces it."""
    [candidate] = read("我坐地铁上班。", task_id=None)
    assert candidate.scope is Scope.USER and (candidate.subject, candidate.predicate) == ("user", "commute")


# --- close people: their statement is theirs ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My dad lives in Porto.", "father"),
        ("My mum uses a wheelchair.", "mother"),
        ("My wife loves Thai food.", "wife"),
        ("Our kids go to a Montessori school.", "children"),
        ("My parents live near Lyon.", "parents"),
        ("我爸妈住在成都。", "爸妈"),
        ("我老婆不吃辣。", "老婆"),
        ("我女儿对鸡蛋过敏。", "女儿"),
        ("我儿子在北京读大学。", "儿子"),
    ],
)
def test_a_close_persons_statement_is_kept_with_them_as_subject(text: str, subject: str) -> None:
    [candidate] = read(text, task_id=None)
    assert candidate.subject == subject and candidate.scope is Scope.USER
    assert candidate.memory_type is MemoryType.FACT and candidate.predicate != "preference"
    assert candidate.confidence == FREE_TEXT_CONFIDENCE


@pytest.mark.parametrize(
    "text",
    [
        "My dad moved to Spain yesterday.",
        "My wife is so tired today.",
        "My son is at school.",
        "My mum thinks I should move.",
        "我妈说我太瘦了。",
    ],
)
def test_a_close_persons_moment_or_opinion_is_not_kept(text: str) -> None:
    assert _lasting(text) == []


def test_who_a_statement_is_about() -> None:
    assert about("I cycle to work") == "user"
    assert about("We rent our flat") == "user"
    assert about("我们家有个院子") == "user"
    assert about("My daddy is a pilot") == "father"
    assert about("My sister is a pilot") is None
    assert about("The weather is nice") is None


# --- health in its general shape ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Penicillin gives me a bad reaction", "penicillin"),
        ("Bee stings can kill me", "bee sting"),
        ("Even a trace of sesame sends me to hospital", "sesame"),
        ("Gluten wrecks my stomach", "gluten"),
        ("Cats make my eyes itch", "cat"),
        ("I carry an EpiPen everywhere", "epipen"),
        ("I'm type 2 diabetic", "type 2 diabetic"),
        ("I had a kidney transplant so I take immunosuppressants", "kidney transplant"),
        ("海鲜我碰都不能碰，会休克的", "海鲜"),
        ("我一吃海鲜全身就起红疹", "海鲜"),
        ("我装了心脏起搏器", "起搏器"),
    ],
)
def test_health_in_its_general_shape(text: str, subject: str) -> None:
    reading = read_body(text)
    assert reading is not None and reading.memory_type is MemoryType.CONSTRAINT and reading.lasting
    assert reading.subject == subject


@pytest.mark.parametrize(
    "text",
    [
        "Work is killing me",
        "Mondays kill me",
        "That movie gave me a headache",
        "This job is giving me a rash",
        "I don't have diabetes",
        "If I had an EpiPen I'd feel safer",
        "他吃海鲜就过敏",
        "我妈妈有糖尿病，不是我",
    ],
)
def test_health_look_alikes(text: str) -> None:
    assert read_body(text) is None


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Bee stings can kill me.", "bee sting"),
        ("海鲜我碰都不能碰，会休克的。", "海鲜"),
        ("I carry an EpiPen everywhere.", "epipen"),
    ],
)
def test_health_reaches_a_user_constraint(text: str, subject: str) -> None:
    assert ("CONSTRAINT", subject) in [row[:2] for row in _lasting(text)]


# --- requirements on everything of a kind ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Every hotel you book for me needs a gym", "gym", "required"),
        ("Every hotel I stay at must have a pool", "pool", "required"),
        ("Any flight longer than six hours has to be business class", "business class", "required"),
        ("All my train tickets should be first class", "first class", "required"),
        (
            "Meetings should never be scheduled on Friday afternoons",
            "meetings scheduled on friday afternoons",
            "never",
        ),
        (
            "Always file my receipts in the Finance folder",
            "file my receipts in the finance folder",
            "required",
        ),
        ("所有的会议都要提前一天提醒我", "提前一天提醒我", "required"),
        ("出差住的酒店都要离地铁站近", "离地铁站近", "required"),
        ("所有酒店都不要靠近机场", "靠近机场", "never"),
    ],
)
def test_a_requirement_on_every_thing_of_a_kind(text: str, subject: str, value: str) -> None:
    reading = read_requirement(text)
    assert reading is not None and reading.memory_type is MemoryType.CONSTRAINT
    assert (reading.subject, reading.object_value) == (subject, value)


@pytest.mark.parametrize(
    "text",
    [
        "The room has to have a view",
        "My flight has to be rebooked",
        "My kids must be in bed by 8",
        "Things have to change",
        "Every morning I need coffee",
        "All the hotels were full",
        "Always happy to help",
        "周末都要加班",
        "我们都要去",
        "这家酒店都要满了",
    ],
)
def test_requirement_look_alikes(text: str) -> None:
    assert read_requirement(text) is None


def test_a_requirement_across_a_comma_is_one_rule() -> None:
    assert _lasting("Whatever restaurant you pick, it has to have vegetarian options.") == [
        ("CONSTRAINT", "vegetarian option", "preference", "required")
    ]
