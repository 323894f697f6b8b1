"""New rows by the thousand: ORM objects and ids made without the per-attribute work of the ORM's
constructor and of ``uuid.UUID``'s validating one (a batch of 500 events makes about 4,000 of each).
"""

import os
import uuid
from typing import Any, TypeVar

from sqlalchemy.orm import class_mapper
from sqlalchemy.orm.instrumentation import ClassManager

Row = TypeVar("Row")

_VARIANT_MASK = ~(0xC000 << 48 | 0xF000 << 64)
_VERSION_4 = 0x8000 << 48 | 0x4000 << 64  # RFC 4122 variant, version 4


def random_id() -> uuid.UUID:
    """A random (version 4) UUID from ``os.urandom``, as ``uuid.uuid4()`` makes it."""
    value = int.from_bytes(os.urandom(16), "big") & _VARIANT_MASK | _VERSION_4
    made = object.__new__(uuid.UUID)
    object.__setattr__(made, "int", value)
    object.__setattr__(made, "is_safe", uuid.SafeUUID.unknown)
    return made


_managers: dict[type[Any], ClassManager[Any]] = {}


def _manager(cls: type[Any]) -> ClassManager[Any]:
    manager = _managers.get(cls)
    if manager is None:
        manager = _managers[cls] = class_mapper(cls).class_manager
    return manager


def transient(cls: type[Row], **values: Any) -> Row:
    """A new (transient) ORM object holding ``values``, as ``cls(**values)`` makes it, without the
    attribute events a constructor fires per value (the way the ORM's loader fills an object). Only
    for mapped classes without relationships: nothing here runs a backref. It may be added to a
    session (a flush reads the same values) or written by ``kit.bulk.insert_all``."""
    obj: Row = _manager(cls).new_instance()
    obj.__dict__.update(values)
    return obj
