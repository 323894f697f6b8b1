import uuid
from datetime import datetime

from pydantic import Field

from memory_center.api.schemas import Identifier, RequestModel, ResponseModel, with_examples
from memory_center.enums import Role


class ApiKeyIn(RequestModel):
    tenant_id: Identifier = Field(description="A tenant admin may only name its own tenant.")
    role: Role
    name: Identifier = Field("default", description="A label to recognise the key by.")

    model_config = with_examples({"tenant_id": "acme", "role": "agent", "name": "travel-agent"})


class ApiKeyCreated(ResponseModel):
    id: uuid.UUID
    key: str = Field(description="Shown once; only its hash is stored.")
    tenant_id: str
    role: Role
    name: str
    created_at: datetime
