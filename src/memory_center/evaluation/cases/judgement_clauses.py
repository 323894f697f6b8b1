"""Two changes in one English sentence joined by "and" ("I moved to Oslo and joined Equinor", "I quit
Accenture and joined Stripe"): each clause is read on its own, the second with the sentence's "I",
so no value swallows the next clause ("Oslo and joined Equinor")."""

from memory_center.evaluation.cases.judgement import F, change, ends_with
from memory_center.evaluation.model import Case

CASES: tuple[Case, ...] = (
    ends_with(
        "multi_fact",
        "en-and-moved-joined",
        ("I moved to Oslo and joined Equinor.",),
        (F, "user", "residence", "Oslo"),
        (F, "user", "workplace", "Equinor"),
    ),
    ends_with(
        "multi_fact",
        "en-and-household-car",
        ("My husband and I moved to Porto and bought a Fiat.",),
        (F, "user", "residence", "Porto"),
        (F, "user", "car", "Fiat"),
    ),
    change(
        "move_rename",
        "en-and-quit-joined",
        "I work for Accenture.",
        "Last year I quit Accenture and joined Stripe.",
        (F, "user", "workplace", "Accenture"),
        "Stripe",
    ),
)
