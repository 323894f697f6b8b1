import uuid

from fastapi import APIRouter

from memory_center.api.auth import AgentDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.api.reads import ReadSessionDep
from memory_center.evidence import service
from memory_center.evidence.schemas import EvidenceIn, EvidenceOut

router = APIRouter(prefix="/v1/evidence", tags=["events and evidence"])


@router.post(
    "",
    status_code=201,
    response_model=EvidenceOut,
    summary="Record evidence",
    description="Store a source a memory can rest on: a document, a tool or API result, a database row.",
)
async def create_evidence(
    body: EvidenceIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> EvidenceOut:
    evidence = await service.create(session, runtime.settings, principal.tenant, body)
    return EvidenceOut.model_validate(evidence)


@router.get("/{evidence_id}", response_model=EvidenceOut, summary="Get one evidence row")
async def get_evidence(evidence_id: uuid.UUID, principal: AgentDep, session: ReadSessionDep) -> EvidenceOut:
    return EvidenceOut.model_validate(await service.get(session, principal.tenant, evidence_id))
