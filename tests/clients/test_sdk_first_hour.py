"""The first hour with the Python SDK: errors name the caller's own arguments, a correction of the
wording sticks, a forgotten user_id or a base URL ending in /v1 is said plainly, the key is known."""

import pytest

from clients.conftest import SdkTenant
from memory_center_client import InvalidArgument, MemoryCenter, NotFound, ValidationError


@pytest.mark.parametrize("user_id", ["", "  "])
def test_remember_names_the_callers_argument(agent: MemoryCenter, user_id: str) -> None:
    with pytest.raises(InvalidArgument) as caught:
        agent.remember(user_id=user_id, text="hi")
    assert "user_id" in str(caught.value) and "actor_id" not in str(caught.value)
    assert isinstance(caught.value, ValueError)
    with pytest.raises(ValidationError) as blank:  # the text is the event's own field: the service says
        agent.remember(user_id="u-1", text="  ")
    assert "text" in blank.value.message and "actor_id" not in blank.value.message


def test_a_correction_of_the_wording_sticks(agent: MemoryCenter) -> None:
    [said] = agent.remember("u-1", "I live in Munich").candidates
    assert said.fact_id
    corrected = agent.patch_fact(said.fact_id, content="I live in Berlin", reason="the user corrected it")
    assert corrected.object_value == "Berlin"
    [again] = agent.remember("u-1", "I live in Berlin").candidates
    assert (again.status, again.fact_id) == ("ACCEPTED", corrected.id)
    with pytest.raises(ValidationError) as caught:
        agent.patch_fact(corrected.id, content="Somewhere up north", reason="vague")
    assert caught.value.code == "stale_value" and "Berlin" in caught.value.message


def test_context_without_user_id_says_what_to_send(agent: MemoryCenter) -> None:
    agent.remember("u-1", "I live in Munich")
    with pytest.raises(ValidationError) as caught:
        agent.context(query="where do I live?")
    assert "user_id" in caught.value.message and "TENANT" in caught.value.message
    with pytest.raises(ValidationError):
        agent.retrieve(query="where do I live?")
    assert "Munich" not in agent.context(query="where do I live?", scope="TENANT").text
    assert "Munich" in agent.context(query="where do I live?", user_id="u-1").text


def test_a_misspelled_filter_is_refused_not_ignored(agent: MemoryCenter) -> None:
    agent.remember("u-1", "I live in Munich")
    agent.remember("u-2", "I live in Rome")
    with pytest.raises(TypeError):
        agent.list_facts(userid="u-1")  # type: ignore[call-arg]
    with pytest.raises(ValidationError) as caught:
        list(agent.iter_facts(userid="u-1"))  # **filters reach the service, which names the typo
    assert caught.value.code == "unknown_parameter" and "userid" in caught.value.message
    assert [f.user_id for f in agent.iter_facts(user_id="u-1")] == ["u-1"]


def test_a_base_url_ending_in_v1_is_named(sdk_tenant: SdkTenant) -> None:
    with (
        MemoryCenter(sdk_tenant.url + "/v1", sdk_tenant.keys["agent"]) as wrong,
        pytest.raises(NotFound) as caught,
    ):
        wrong.list_facts(user_id="u-1")
    assert "base URL should not end in /v1" in caught.value.message


def test_whoami_and_an_unknown_user_erased(
    sdk_tenant: SdkTenant, admin: MemoryCenter, agent: MemoryCenter
) -> None:
    me = agent.whoami()
    assert (me.role, me.tenant_id, me.name, me.key_id) == (
        "agent",
        sdk_tenant.id,
        "sdk-agent",
        sdk_tenant.key_ids["agent"],
    )
    erased = admin.erase_user("never-seen")
    assert erased.known is False and "never-seen" in (erased.message or "")
