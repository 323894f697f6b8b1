import uuid
from datetime import datetime
from typing import Annotated

from pydantic import Field

from memory_center.enums import Role
from memory_center.kit.schemas import FROM_STRING, Identifier, RequestModel, ResponseModel, with_examples


class ApiKeyIn(RequestModel):
    tenant_id: Identifier = Field(description="A tenant admin may only name its own tenant.")
    role: Annotated[Role, FROM_STRING]
    name: Identifier = Field("default", description="A label to recognise the key by.")

    model_config = with_examples({"tenant_id": "acme", "role": "agent", "name": "travel-agent"})


class ApiKeyCreated(ResponseModel):
    id: uuid.UUID
    key: str = Field(description="Shown once; only its hash is stored.")
    tenant_id: str
    role: Role
    name: str
    created_at: datetime


class WhoAmI(ResponseModel):
    key_id: uuid.UUID
    tenant_id: str
    role: Role = Field(description="agent, reviewer or admin: what the key may do.")
    name: str | None = Field(description="The label the key was created with.")
