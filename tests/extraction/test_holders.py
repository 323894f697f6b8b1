"""Whose value a statement says (pure: ``extraction.rules.holders``): a question, another holder or
another qualified subject says no new value of a held memory; the same subject, or none, may."""

import pytest

from memory_center.extraction.rules.holders import asked, held_by_other, other_subject, subject_of

WEIGHT = ["weight", "体重"]
HOME = ["home city", "home", "address", "住址", "家", "居住地"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("What would my BMI be if I weighed 70 kg?", "70 kg"),
        ("Is the iPhone 15 worth upgrading to?", "iPhone 15"),
        ("如果我瘦到65公斤，BMI是多少？", "65公斤"),
        ("小米14值得买吗？", "小米14"),
    ],
)
def test_a_question_or_a_hypothetical_is_asked(text: str, value: str) -> None:
    assert asked(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I moved to Queens, any good bakeries nearby?", "Queens"),
        ("最近瘦了，现在63公斤", "63公斤"),
        ("I'm 63 kg now.", "63 kg"),
        ("What's the right tire pressure for my Kia Sorento?", "Kia Sorento"),
        ("我的领克保养一次要多少钱？", "领克"),
    ],
)
def test_a_statement_beside_a_question_is_not_asked(text: str, value: str) -> None:
    assert not asked(text, value)


@pytest.mark.parametrize(
    ("text", "value", "own"),
    [
        ("My suitcase weighs 23 kg, will it be over the limit?", "23 kg", WEIGHT),
        ("我的行李箱有23公斤，会超重吗？", "23公斤", WEIGHT),
        ("我公司在滨江区", "滨江", HOME),
        ("My office is in Midtown.", "Midtown", HOME),
        ("我爸妈住在成都", "成都", HOME),
        ("My wife drives a Honda Civic.", "Honda Civic", ["car", "vehicle", "车"]),
    ],
)
def test_a_value_of_another_holder_is_not_the_users(text: str, value: str, own: list[str]) -> None:
    assert held_by_other(text, value, own)


@pytest.mark.parametrize(
    ("text", "value", "own"),
    [
        ("我体重68公斤", "68公斤", WEIGHT),
        ("最近瘦了，现在63公斤", "63公斤", WEIGHT),
        ("My weight is 63 kg these days.", "63 kg", WEIGHT),
        ("我家在天目山路", "天目山路", HOME),
        ("I moved to Queens last month.", "Queens", HOME),
        ("我今年34岁", "34岁", ["age", "年龄"]),
        ("My new car is a Cupra.", "Cupra", ["car", "vehicle", "车"]),
        ("我的新车是一辆领克", "领克", ["car", "vehicle", "车"]),
        ("朋友们一般叫我阿明。", "阿明", ["name", "名字"]),
        ("My mom calls me Liz.", "Liz", ["name"]),
    ],
)
def test_the_users_own_value_is_the_users(text: str, value: str, own: list[str]) -> None:
    assert not held_by_other(text, value, own)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("My flight out is on the 14th", "And the flight back is on the 21st."),
        ("My older son is called Max", "My younger son is called Leo."),
        ("我去程的航班是14号", "回程是21号"),
        ("我大儿子叫小宝", "小儿子叫豆豆"),
    ],
)
def test_another_qualified_subject_is_another_memory(held: str, said: str) -> None:
    assert other_subject(held, said)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("My flight out is on the 14th", "Correction: my flight out is on the 15th."),
        ("我去程的航班是14号", "去程改到15号了"),
        ("my rent is $1800 a month", "paid 2050 in rent this month after the lease renewal"),
        ("my coach is a guy named Marco", "my coach Lena is strict"),
        ("我的主管是老周", "林姐当我们主管第一次开组会就训人"),
        ("我笔记本电脑是16G内存", "台式机是64G内存"),
        ("My flight out is on the 14th", "Sorry, the flight back is on the 14th, not out."),
    ],
)
def test_the_same_subject_or_none_may_correct(held: str, said: str) -> None:
    assert not other_subject(held, said)


def test_a_subject_is_cut_at_its_verb_without_times_or_the_user() -> None:
    assert subject_of("And the flight back is on the 21st") == "flight back"
    assert subject_of("我女儿身高120厘米") == "女儿"
    assert subject_of("现在63公斤") == ""
    assert subject_of("I live in Brooklyn") == ""
