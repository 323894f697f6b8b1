"""Options said as a modifier of one thing: when it happens ("morning meetings" or "afternoon
meetings", 上午开会 or 下午开会). Picking another option supersedes the one picked before; two things,
or a dislike of one option, stay apart (governance/choices.py)."""

from memory_center.evaluation.cases.judgement import STANCE, P, ends_with
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"

CASES: tuple[Case, ...] = (
    ends_with(
        "change_of_mind",
        "en-time-flights",
        ("I like early morning flights.", "Evening flights suit me better these days."),
        (P, "evening flight", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "en-time-calls",
        ("I prefer afternoon calls.", "Morning calls work better for me now."),
        (P, "morning call", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "zh-time-meetings",
        ("我喜欢上午开会。", "下午开会更适合我。"),
        (P, "下午开会", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "zh-time-running",
        ("我习惯早上跑步。", "我现在更喜欢晚上跑步。"),
        (P, "晚上跑步", STANCE, LIKE),
    ),
    ends_with(
        "must_not_merge",
        "en-time-two-things",
        ("I like morning coffee.", "I like afternoon tea."),
        (P, "morning coffee", STANCE, LIKE),
        (P, "afternoon tea", STANCE, LIKE),
    ),
    ends_with(
        "must_not_merge",
        "en-time-dislike-is-no-pick",
        ("I hate morning meetings.", "I like afternoon meetings."),
        (P, "morning meeting", STANCE, DISLIKE),
        (P, "afternoon meeting", STANCE, LIKE),
    ),
)
