"""The rule extractor's judgement: one key per memory whatever the words, opposite values for a change
of mind, corrections, several memories per message, lasting vs one-time scope, exact amounts, and
standing rules; and what must give nothing (questions, conditionals, other people)."""

from datetime import UTC, datetime

import pytest

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.build import ExtractedCandidate, ExtractionInput
from memory_center.extraction.rules import read_message

C, P, F = MemoryType.CONSTRAINT, MemoryType.PREFERENCE, MemoryType.FACT


def read(text: str, task_id: str | None = "task-1") -> list[ExtractedCandidate]:
    return read_message(
        ExtractionInput(
            text=text,
            role="user",
            user_id="user-1",
            session_id="session-1",
            task_id=task_id,
            agent_id=None,
            department_id=None,
            occurred_at=datetime(2026, 5, 1, tzinfo=UTC),
        )
    )


def only(text: str, task_id: str | None = "task-1") -> ExtractedCandidate:
    found = read(text, task_id)
    assert len(found) == 1, (text, found)
    return found[0]


def said(text: str) -> tuple[str | None, str | None, str | None]:
    found = only(text)
    return found.subject, found.predicate, found.object_value


# --- change of mind: the same key, the opposite value --------------------------------------------------


@pytest.mark.parametrize(
    ("thing", "likes", "dislikes"),
    [
        (
            "tea",
            [
                "I love tea",
                "tea is my favourite",
                "I'm a big fan of tea",
                "I really enjoy tea",
                "I like teas",
            ],
            [
                "I don't like tea anymore",
                "I don't drink tea anymore",
                "not a fan of tea these days",
                "I no longer drink tea",
                "I stopped drinking tea",
                "I've gone off tea",
                "I'm not into tea any more",
                "I don't drink tea now",
                "I hate tea",
            ],
        ),
        ("strawberry", ["I love strawberries", "I adore strawberries"], ["I can't stand strawberries"]),
        (
            "辣",
            ["我喜欢吃辣", "我爱吃辣", "我挺喜欢吃辣的"],
            ["我现在不吃辣了", "我不爱吃辣了", "我不再吃辣了", "我以后不吃辣了"],
        ),
        (
            "咖啡",
            ["我爱喝咖啡", "我最近开始喜欢喝咖啡了", "咖啡是我的最爱"],
            ["我已经戒咖啡了", "我不喝咖啡了", "我对咖啡没兴趣了"],
        ),
        ("茶", ["我改喝茶了", "我平时喜欢喝茶"], ["我不太喜欢喝茶", "我讨厌喝茶"]),
    ],
)
def test_a_change_of_mind_keeps_the_key_and_flips_the_value(
    thing: str, likes: list[str], dislikes: list[str]
) -> None:
    for text in likes:
        assert said(text) == (thing, "preference", "like"), text
    for text in dislikes:
        assert said(text) == (thing, "preference", "dislike"), text


@pytest.mark.parametrize(
    ("word", "thing"),
    [
        ("the red-eye flights", "red-eye flight"),
        ("cherries", "cherry"),
        ("dishes", "dish"),
        ("tomatoes", "tomato"),
        ("movies", "movie"),
        ("glasses", "glasses"),
        ("boxes", "box"),
        ("news", "news"),
        ("sushi", "sushi"),
        ("some olives", "olive"),
    ],
)
def test_things_lose_articles_and_plurals(word: str, thing: str) -> None:
    assert only(f"I love {word}").subject == thing


# --- single-valued attributes ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attribute", "texts"),
    [
        (
            ("residence", "Munich"),
            [
                "I live in Munich",
                "I moved to Munich last month",
                "I relocated to Munich",
                "I now live in Munich",
                "I'm based in Munich",
                "I moved from Berlin to Munich",
                "I've moved to Munich",
            ],
        ),
        (
            ("residence", "上海"),
            ["我住在上海", "我上个月搬到上海了", "我搬家到了上海", "我现在住上海", "我从杭州搬到了上海"],
        ),
        (("name", "Sasha"), ["My name is Sasha", "I go by Sasha"]),
        (("name", "小王"), ["我叫小王", "我的名字是小王"]),
        (
            ("workplace", "Globex"),
            ["I work at Globex", "I joined Globex", "I now work for Globex", "I started at Globex"],
        ),
        (
            ("workplace", "字节跳动"),
            ["我在字节跳动工作", "我跳槽到了字节跳动", "我入职了字节跳动", "我现在在字节跳动上班"],
        ),
        (("job", "nurse"), ["I work as a nurse", "I'm working as a nurse"]),
        (("job", "律师"), ["我是一名律师", "我是做律师的"]),
    ],
)
def test_every_way_of_saying_an_attribute_is_one_key(attribute: tuple[str, str], texts: list[str]) -> None:
    for text in texts:
        found = only(text)
        assert (found.memory_type, found.subject, found.predicate, found.object_value) == (
            F,
            "user",
            *attribute,
        ), text
        assert found.scope is Scope.USER


@pytest.mark.parametrize(
    ("value", "texts"),
    [
        ("Sasha", ["Call me Sasha", "Please call me Sasha from now on", "Address me as Sasha"]),
        ("小王", ["叫我小王", "以后叫我小王就行", "称呼我小王吧"]),
    ],
)
def test_how_to_address_the_user_is_a_rule_on_the_name_key(value: str, texts: list[str]) -> None:
    """An order how to address the user is a standing rule (CONSTRAINT) on the name's key, so a new
    one (叫我老王吧) or the name said (我叫王小明) supersedes it (``rules/rule_slots``)."""
    for text in texts:
        found = only(text)
        assert (found.memory_type, found.subject, found.predicate, found.object_value) == (
            C,
            "user",
            "name",
            value,
        ), text


@pytest.mark.parametrize(
    ("text", "channel", "memory_type"),
    [
        ("Contact me by email", "email", P),
        ("Please reach me on WhatsApp", "whatsapp", P),
        ("Text me instead", "sms", P),
        ("Email only", "email", C),
        ("Only contact me via Slack", "slack", C),
        ("以后用微信联系我", "wechat", P),
        ("有事发邮件给我就行", "email", P),
        ("只用微信联系我", "wechat", C),
        ("联系我请用短信", "sms", P),
    ],
)
def test_contact_channels_share_one_key(text: str, channel: str, memory_type: MemoryType) -> None:
    found = only(text)
    assert (found.memory_type, found.subject, found.predicate, found.object_value) == (
        memory_type,
        "user",
        "contact_channel",
        channel,
    )


# --- corrections ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Actually, I live in Munich", ("user", "residence"), "Munich"),
        ("Correction: my birthday is March 13th", ("user", "birthday"), "March 13th"),
        ("Sorry, I meant my name is John", ("user", "name"), "John"),
        ("不对，我住在无锡", ("user", "residence"), "无锡"),
        ("更正一下，我在美团工作", ("user", "workplace"), "美团"),
        ("说错了，我叫张玮", ("user", "name"), "张玮"),
        ("我住在杭州，不对，是上海", ("user", "residence"), "上海"),
        ("我住在广州，不对，应该是佛山", ("user", "residence"), "佛山"),
        ("My name is Alex. Sorry, I meant Sasha.", ("user", "name"), "Sasha"),
        ("I live in Leeds, no wait, York", ("user", "residence"), "York"),
        ("预算不超过5000元，不对，应该是6000元", ("budget", "max_amount"), "6000 元"),
    ],
)
def test_a_correction_lands_on_the_key_it_corrects(text: str, key: tuple[str, str], value: str) -> None:
    found = only(text)
    assert ((found.subject, found.predicate), found.object_value) == (key, value)
    assert "correction" in found.importance_reasons
    assert found.importance > only("I live in Leeds").importance


def test_a_correction_marker_does_not_turn_later_clauses_into_values() -> None:
    assert said("Sorry, I meant my name is John, with an h") == ("user", "name", "John")


# --- several memories per message ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I'm vegetarian and I live in Berlin.", [("user", "diet"), ("user", "residence")]),
        ("我是素食者，住在柏林", [("user", "diet"), ("user", "residence")]),
        ("My name is Priya and I work at Siemens", [("user", "name"), ("user", "workplace")]),
        ("我住在西安并且在一家银行工作", [("user", "residence"), ("user", "workplace")]),
        (
            "I love hiking but I hate crowded beaches",
            [("hiking", "preference"), ("crowded beach", "preference")],
        ),
        (
            "我叫刘洋，在网易上班，平时喜欢打羽毛球",
            [("user", "name"), ("user", "workplace"), ("羽毛球", "preference")],
        ),
        (
            "I never want phone calls, email only.",
            [("phone call", "preference"), ("user", "contact_channel")],
        ),
    ],
)
def test_one_message_gives_every_memory(text: str, keys: list[tuple[str, str]]) -> None:
    assert [(c.subject, c.predicate) for c in read(text)] == keys


def test_a_later_statement_of_a_key_in_one_message_wins() -> None:
    assert [c.object_value for c in read("I like tea. Actually, I don't like tea.")] == ["dislike"]


# --- lasting vs one-time -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I usually keep my hotel budget under 200 euros a night",
        "In general my budget is 3000 dollars",
        "Typically my flight budget is no more than 800 dollars",
        "I always want no more than 1 stop",
        "我以后预算一般不超过5000元",
        "我平时住酒店预算不超过两千块",
        "我通常机票预算不超过两千块",
        "请记住我的生日是5月1日",
        "我们的结婚纪念日是10月8号",
        "My wife's birthday is on 14 February",
        "I was born on 12 August 1990",
        "我总是选靠过道的座位",
    ],
)
def test_lasting_words_and_personal_dates_are_user_scope(text: str) -> None:
    assert only(text).scope is Scope.USER


@pytest.mark.parametrize(
    ("text", "task_id", "scope"),
    [
        ("This time I'd prefer a hotel near the station", "task-1", Scope.TASK),
        ("Tonight I prefer Thai food", None, Scope.SESSION),
        ("For this trip the budget is 3000 dollars", "task-1", Scope.TASK),
        ("这次我想住海边的酒店", "task-1", Scope.TASK),
        ("今天想吃点清淡的", None, Scope.SESSION),
        ("这次别给我订红眼航班", "task-1", Scope.TASK),
        ("I'd like a quiet room", "task-1", Scope.TASK),
    ],
)
def test_one_time_wishes_stay_in_the_task_or_session(text: str, task_id: str | None, scope: Scope) -> None:
    assert only(text, task_id).scope is scope


@pytest.mark.parametrize(
    ("text", "who", "predicate", "value"),
    [
        ("My birthday is on 1 May", "user", "birthday", "1 May"),
        ("我是1992年3月5日出生的", "user", "birthday", "1992年3月5日"),
        ("我妈妈的生日是农历八月十五", "妈妈", "birthday", "农历八月十五"),
        ("our wedding anniversary is June 12", "user", "anniversary", "June 12"),
        ("my daughter's birthday is on 3 June", "daughter", "birthday", "3 June"),
    ],
)
def test_personal_dates_are_facts_of_their_person(text: str, who: str, predicate: str, value: str) -> None:
    found = only(text)
    assert (found.memory_type, found.subject, found.predicate, found.object_value) == (
        F,
        who,
        predicate,
        value,
    )


# --- numbers ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("预算5000元", "5000 元"),
        ("预算 5000 元", "5000 元"),
        ("预算五千元", "5000 元"),
        ("预算五千", "5000"),
        ("预算两千块", "2000 元"),
        ("两千块以内", "2000 元"),
        ("预算1.5万", "15000"),
        ("预算一万二", "12000"),
        ("预算三千五", "3500"),
        ("预算三千五百元", "3500 元"),
        ("预算一百二十元", "120 元"),
        ("预算5k RMB", "5000 元"),
        ("my budget is 5k", "5000"),
        ("my budget is 12,000 dollars", "12000 USD"),
        ("my budget is $12000", "12000 USD"),
        ("my budget is 300 bucks", "300 USD"),
        ("my budget is £40 a day", "40 GBP/day"),
        ("my budget is 200 euros a night", "200 EUR/night"),
        ("我以后预算一般不超过 5000 元", "5000 元"),
    ],
)
def test_amounts_are_one_exact_value(text: str, value: str) -> None:
    assert only(text).object_value == value


def test_a_word_that_starts_with_a_numeral_is_no_amount() -> None:
    assert only("我以后预算一般不超过五千元").object_value == "5000 元"
    assert only("预算一直是三千").object_value == "3000"


# --- standing rules ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("以后不要再给我发促销短信了。", "促销短信", "never"),
        ("记住我绝对不要香菜。", "香菜", "never"),
        ("千万别给我订红眼航班", "红眼航班", "never"),
        ("别给我打电话", "电话", "never"),
        ("我绝对不住吸烟房", "吸烟房", "never"),
        ("以后禁止给我打营销电话", "营销电话", "never"),
        ("不要再向我推荐信用卡了", "信用卡", "never"),
        ("周末不要给我安排会议", "周末会议", "never"),
        ("我出差必须坐直飞", "直飞", "required"),
        ("以后一定要给我订靠窗的座位", "靠窗座位", "required"),
        ("国内出行我只坐高铁", "高铁", "only"),
        ("I never want phone calls", "phone call", "never"),
        ("Please don't send me marketing emails.", "marketing email", "never"),
        ("Never book me on a red-eye flight.", "red-eye flight", "never"),
        ("Don't call me", "phone call", "never"),
        ("Don't call me before 9am", "phone call", "never"),
        ("Stop recommending premium plans to me", "premium plan", "never"),
        ("I don't want any more promotional texts", "promotional text", "never"),
        ("No spam please", "spam", "never"),
        ("Always book me an aisle seat", "aisle seat", "required"),
        ("I must have a refundable ticket", "refundable ticket", "required"),
        ("A quiet room is a must", "quiet room", "required"),
        ("Business class only, please", "business class", "only"),
        ("I only fly economy", "economy", "only"),
    ],
)
def test_a_standing_rule_is_a_user_constraint_on_its_thing(text: str, subject: str, value: str) -> None:
    found = only(text, task_id=None)
    assert (found.memory_type, found.subject, found.predicate, found.object_value) == (
        C,
        subject,
        "preference",
        value,
    )
    assert found.scope is Scope.USER
    assert "standing_rule" in found.importance_reasons


def test_a_rule_and_a_liking_of_the_same_thing_share_a_key() -> None:
    rule, liking = only("记住我绝对不要香菜"), only("我现在喜欢吃香菜了")
    assert (rule.subject, rule.predicate) == (liking.subject, liking.predicate) == ("香菜", "preference")
    assert (rule.object_value, liking.object_value) == ("never", "like")


def test_emphasis_raises_importance() -> None:
    plain, emphatic = only("别给我打电话"), only("记住，千万别给我打电话")
    assert emphatic.importance > plain.importance > only("我喜欢喝茶").importance


@pytest.mark.parametrize(
    "text",
    [
        "我特别喜欢咖啡",
        "我养了一只猫",
        "我不得不早起",
        "别担心",
        "别客气",
        "不用谢",
        "说不准",
        "我只是随便说说",
        "No thanks",
        "no problem",
        "Don't worry about it",
        "never mind",
        "Don't book anything yet",
        "It must be nice there",
        "别走",
        "我必须得走了",
    ],
)
def test_words_that_only_look_like_rules_make_none(text: str) -> None:
    assert all(c.object_value not in ("never", "required", "only") for c in read(text))


# --- what gives nothing --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # other people
        "my sister moved to Munich",
        "My boss hates tea",
        "He lives in Milan",
        "Our neighbours moved to Spain",
        "我姐姐搬到了上海",
        "我老板讨厌喝茶",
        "我朋友叫王方",
        "她不吃辣",
        # questions and conditionals
        "Do I still like tea?",
        "Should I move to Munich?",
        "我是不是不喜欢咖啡？",
        "我要不要搬到上海",
        "If I ever stop liking tea I'll tell you",
        "如果我不吃辣了，我会告诉你",
        "要是我搬到上海了再说",
        # plans are not facts yet, requests are not memories, where the user is now is no residence
        "I'm moving to Munich next year",
        "我下个月要搬到上海",
        "I want a refund",
        "I'd like to book a flight to Paris",
        "我现在在上海出差",
        "I moved the meeting to 3pm",
        "My flight moved to 9am",
        "I love you guys",
        "Call me back tomorrow",
    ],
)
def test_gives_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我不喝酒，也不抽烟", [("酒", "dislike"), ("烟", "dislike")]),
        ("我是回民，不吃猪肉", [("猪肉", "dislike")]),
        ("I live in Oslo, work at Equinor", [("user", "Oslo"), ("user", "Equinor")]),
        ("I live in Oslo, don't like snow", [("user", "Oslo"), ("snow", "dislike")]),
        ("我换工作了，现在在平安保险上班", [("user", "平安保险")]),
    ],
)
def test_a_later_clause_keeps_the_user_as_its_subject(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(c.subject, c.object_value) for c in read(text)] == expected


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("I'm lactose intolerant", ("lactose", "intolerance"), "intolerant"),
        ("我乳糖不耐受", ("乳糖", "intolerance"), "intolerant"),
        ("I prefer Airbnbs to hotels", ("user", "hotel_chain"), "Airbnb"),  # the slot's one key
        ("I'd rather not fly on Fridays", ("fly on fridays", "preference"), "dislike"),
        ("请不要在晚上十点以后给我打电话", ("晚上电话", "preference"), "never"),
        ("晚上十点以后别打电话给我", ("晚上电话", "preference"), "never"),
        ("我的新邮箱是 a@b.com", ("user", "email"), "a@b.com"),
        ("my new phone number is 555 0100", ("user", "phone"), "555 0100"),
        ("I'm not vegetarian anymore", ("user", "diet"), "none"),
        ("我现在不吃素了", ("user", "diet"), "none"),
    ],
)
def test_more_ways_of_saying_a_memory(text: str, key: tuple[str, str], value: str) -> None:
    found = only(text)
    assert ((found.subject, found.predicate), found.object_value) == (key, value)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我现在对咖啡有点腻了", ("咖啡", "preference"), "dislike"),
        ("我已经不怎么喝可乐了", ("可乐", "preference"), "dislike"),
        ("I'm not drinking alcohol these days", ("alcohol", "preference"), "dislike"),
        ("I've started drinking green tea", ("green tea", "preference"), "like"),
        ("Green tea is my go-to drink", ("green tea", "preference"), "like"),
        ("我喜欢的颜色是蓝色", ("颜色", "favourite"), "蓝色"),
        ("我搬到杭州快两年了", ("user", "residence"), "杭州"),
        ("I've been living in Toronto for five years", ("user", "residence"), "Toronto"),
        ("I'm originally from Lyon", ("user", "hometown"), "Lyon"),
        ("I'm now a product manager", ("user", "job"), "product manager"),
        ("I got a new job at Stripe", ("user", "workplace"), "Stripe"),
    ],
)
def test_colloquial_updates(text: str, key: tuple[str, str], value: str) -> None:
    found = only(text)
    assert ((found.subject, found.predicate), found.object_value) == (key, value)


@pytest.mark.parametrize("text", ["我已经离开腾讯了", "我现在在家办公", "我已经到机场了"])
def test_an_event_is_no_preference(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("我搬去深圳住了。", "residence", "深圳"),
        ("我们家去年搬到杭州生活了", "residence", "杭州"),
        ("我上个月搬回成都定居了", "residence", "成都"),
        ("我刚搬到苏州", "residence", "苏州"),
        ("My name's actually Joanna.", "name", "Joanna"),
        ("I'm now officially based in Lyon.", "residence", "Lyon"),
    ],
)
def test_a_value_loses_the_verbs_and_adverbs_around_it(text: str, predicate: str, value: str) -> None:
    assert said(text) == ("user", predicate, value)
