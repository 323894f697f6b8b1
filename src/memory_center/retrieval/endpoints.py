from fastapi import APIRouter

from memory_center.api.auth import AgentDep
from memory_center.api.deps import RuntimeDep
from memory_center.api.reads import ReadSessionDep
from memory_center.kit.openapi_errors import COMMON_ERRORS
from memory_center.retrieval import service
from memory_center.retrieval.schemas import ContextIn, ContextOut, RetrieveIn, RetrieveOut

router = APIRouter(prefix="/v1", tags=["retrieval and context"], responses=COMMON_ERRORS)


@router.post(
    "/retrieve",
    response_model=RetrieveOut,
    summary="The memories that matter now",
    description=(
        "Hybrid retrieval (keyword, including Chinese character bigrams, and semantic) with every filter "
        "— tenant, scope visibility, status, validity, `as_of`, memory types — inside the database query, "
        "ranked by relevance, trust, confidence, scope specificity and freshness. Without `query`: the "
        "visible current facts, narrowest scope first. A fact shadowing wider ones lists them in "
        "`shadowed`; disagreeing records are listed in `conflicts`. If the embedder or Redis is down the "
        'answer degrades (`"semantic"` / `"cache"` in `degraded`), never fails.'
    ),
)
async def retrieve(
    body: RetrieveIn, principal: AgentDep, session: ReadSessionDep, runtime: RuntimeDep
) -> RetrieveOut:
    return await service.retrieve(session, runtime, principal, body)


@router.post(
    "/context",
    response_model=ContextOut,
    summary="A budgeted, prompt-ready context",
    description=(
        "Task and task state (when `task_id` names a task of the request's user), conflicts, constraints, "
        "preferences, facts and (with `include_evidence`) evidence, as sections and as a text block "
        "within `token_budget` tokens of the named tokenizer. Each memory line says its source, date and "
        "confidence. `sections.task` and `sections.task_state` are always complete; the text holds what "
        "fits. The standing rules that apply (every visible active CONSTRAINT memory) are always "
        "included whatever the query, most important first, within their own share of the budget; "
        "those that do not fit are counted in `omitted_rules` with their ids in `omitted_rule_ids`. "
        "`parts` reports each part's cap and use."
    ),
)
async def context(
    body: ContextIn, principal: AgentDep, session: ReadSessionDep, runtime: RuntimeDep
) -> ContextOut:
    return await service.build_context(session, runtime, principal, body)
