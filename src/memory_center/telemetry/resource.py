"""The provider's resource (``service.name`` and the rest), with its hash computed once.

The OTLP encoder groups each batch's spans by resource, hashing the resource once per span, and the
SDK's ``Resource.__hash__`` serialises every attribute to JSON each time: about 15 % of encoding a
context request's spans (docs/benchmarks.md §9). A resource never changes, so its hash is kept."""

from opentelemetry.sdk.resources import Resource


class KeptHashResource(Resource):
    def __init__(self, resource: Resource) -> None:
        super().__init__(resource.attributes, resource.schema_url)
        self._kept_hash = super().__hash__()

    def __hash__(self) -> int:
        return self._kept_hash

    def __eq__(self, other: object) -> bool:
        return super().__eq__(other)


def service_resource(attributes: dict[str, str]) -> Resource:
    """``Resource.create`` (which reads OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES), hash kept."""
    return KeptHashResource(Resource.create(attributes))
