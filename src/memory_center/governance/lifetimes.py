"""Default validity of a new fact: per scope first, then per memory type (docs/design.md §3, "Defaults")."""

from datetime import datetime, timedelta

from memory_center.config import GovernanceSettings
from memory_center.enums import MemoryType, Scope


def default_valid_until(
    memory_type: MemoryType, scope: Scope, valid_from: datetime, settings: GovernanceSettings
) -> datetime | None:
    """SESSION facts end ``session_lifetime_hours`` after ``valid_from``, TASK facts
    ``task_lifetime_days`` after; any other scope ends after ``lifetime_days[memory_type]`` days, or
    never when that is null or missing."""
    if scope is Scope.SESSION:
        return valid_from + timedelta(hours=settings.session_lifetime_hours)
    if scope is Scope.TASK:
        return valid_from + timedelta(days=settings.task_lifetime_days)
    days = settings.lifetime_days.get(memory_type.value)
    return None if days is None else valid_from + timedelta(days=days)
