from pydantic import BaseModel, Field


class IndexStatusOut(BaseModel):
    pending: int = Field(description="Rows of the caller's tenant still waiting to be embedded.")
    failed: int = Field(description="Rows that failed every attempt (see last_error; reindex retries).")
    model: str = Field(description='The embedding model queries use ("none": semantic index off).')
    dimensions: int
