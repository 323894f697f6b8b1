"""ORM rows to response schemas, with the status a fact has now (or had at ``as_of``)."""

from datetime import datetime

from memory_center.db.base import utcnow
from memory_center.enums import EvidenceRelation
from memory_center.evidence.schemas import EvidenceOut
from memory_center.facts.schemas import FactDetailOut, FactOut, LinkedEvidenceOut
from memory_center.facts.validity import current_status, status_at
from memory_center.models import Evidence, Fact


def fact_out(fact: Fact, as_of: datetime | None = None) -> FactOut:
    if as_of is None:
        status = current_status(fact.status, fact.valid_until, utcnow())
    else:
        then = status_at(
            status=fact.status,
            valid_from=fact.valid_from,
            valid_until=fact.valid_until,
            status_changed_at=fact.status_changed_at,
            at=as_of,
        )
        status = then or fact.status
    return FactOut.model_validate(fact).model_copy(update={"status": status})


def linked_evidence_out(row: Evidence, relation: EvidenceRelation) -> LinkedEvidenceOut:
    return LinkedEvidenceOut.model_construct(**dict(EvidenceOut.model_validate(row)), relation=relation)


def fact_detail_out(fact: Fact, evidence: list[tuple[Evidence, EvidenceRelation]]) -> FactDetailOut:
    linked = [linked_evidence_out(row, relation) for row, relation in evidence]
    return FactDetailOut(**fact_out(fact).model_dump(), evidence=linked)
