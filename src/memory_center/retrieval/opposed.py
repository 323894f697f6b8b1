"""Two memories served together that cannot both hold although their keys differ (pure; docs/context.md,
"Opposite memories under different keys").

``conflicts.resolve`` compares facts sharing subject + predicate. A memory said in another shape keeps
another key — "coffee / preference = like" and "drinking coffee / preference = dislike", ``user /
residence = Paris`` and ``user / home_city = Lyon``, ``user / airline = KLM`` and ``lufthansa /
preference = like`` — and governance merges or supersedes it only when it is sure they are one memory.
Whatever reached the store, the read path must not serve two such memories as current without saying
so. Each served fact is read, from its key alone, as a stand on one thing (``governance.stands``: a
stance's polarity on its thing, or a value of a single-valued slot of the key schema), and two stands of
one owner and scope (the same ``space`` governance matches in) that are opposed make a conflict, stated
with the newer memory first. No word lists of its own: the key schema, the predicate families and
``core_subject`` are governance's.
"""

import uuid
from collections.abc import Iterable, Sequence

from memory_center.governance.stands import Stand, opposed, slot_value, stand_of
from memory_center.retrieval.conflicts import Disagreement, Resolved, disagreement_message
from memory_center.retrieval.records import FactRecord


def _space(fact: FactRecord) -> tuple[str | None, ...]:
    return (fact.scope.value, fact.user_id, fact.department_id, fact.agent_id, fact.session_id, fact.task_id)


def opposed_pairs(facts: Iterable[FactRecord]) -> list[tuple[FactRecord, FactRecord]]:
    """Every pair of the facts, of one space and with different keys, whose stands are opposed: (newer,
    older), by ``valid_from`` then id; in the order the older one first appears."""
    groups: dict[tuple[object, ...], list[tuple[FactRecord, Stand]]] = {}
    seen: set[uuid.UUID] = set()
    for fact in facts:
        if fact.id in seen:
            continue
        seen.add(fact.id)
        stand = stand_of(fact.subject, fact.predicate, fact.object_value)
        if stand is not None:
            groups.setdefault((_space(fact), stand.thing), []).append((fact, slot_value(stand)))
    pairs: list[tuple[FactRecord, FactRecord]] = []
    for members in groups.values():
        pairs.extend(_opposed_in(members))
    return pairs


def _opposed_in(members: Sequence[tuple[FactRecord, Stand]]) -> list[tuple[FactRecord, FactRecord]]:
    found = []
    for index, (first, first_stand) in enumerate(members):
        for second, second_stand in members[index + 1 :]:
            if first.key != second.key and opposed(first_stand, second_stand):
                newer, older = sorted((first, second), key=_age, reverse=True)
                found.append((newer, older))
    return found


def _age(fact: FactRecord) -> tuple[float, str]:
    return (fact.valid_from.timestamp(), str(fact.id))


def flag_opposed(resolved: Sequence[Resolved], facts: dict[uuid.UUID, FactRecord]) -> None:
    """Report every opposed pair among the facts served (``resolved``) in both items' ``conflicts``,
    as a disagreement across keys whose note names the newer one first."""
    served = [facts[r.scored.id] for r in resolved if r.scored.kind == "fact" and r.scored.id in facts]
    pairs = opposed_pairs(served)
    if not pairs:
        return
    by_id = {r.scored.id: r for r in resolved}
    for newer, older in pairs:
        message = disagreement_message(newer, older)
        ids = (newer.id, older.id)
        for shown, other in ((newer, older), (older, newer)):
            by_id[shown.id].conflicts.append(
                Disagreement("fact", other.id, other.content, message, other, across_keys=True, ids=ids)
            )
