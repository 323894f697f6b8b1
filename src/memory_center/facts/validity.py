"""When a fact holds: its status now, and its status as of an instant in the past.

Now: the stored status, except that an ACTIVE fact past ``valid_until`` which the sweeper has not
reached yet is already EXPIRED.

As of an instant: a fact is ACTIVE from ``valid_from`` until the first of ``valid_until`` (set to the
successor's ``valid_from`` on supersession, or reached by expiry) and, for an invalidated fact, the
moment it was invalidated. After that it has the status it ended with; before ``valid_from`` it did not
hold at all. The SQL twins of these functions are in ``facts.repository``; both must agree.
"""

from datetime import datetime

from memory_center.enums import FactStatus


def current_status(status: FactStatus, valid_until: datetime | None, now: datetime) -> FactStatus:
    if status is FactStatus.ACTIVE and valid_until is not None and valid_until <= now:
        return FactStatus.EXPIRED
    return status


def active_until(
    status: FactStatus, valid_until: datetime | None, status_changed_at: datetime | None
) -> datetime | None:
    """The end of the fact's active window (None: open-ended)."""
    if status is FactStatus.INVALIDATED and status_changed_at is not None:
        return status_changed_at if valid_until is None else min(valid_until, status_changed_at)
    return valid_until


def status_at(
    *,
    status: FactStatus,
    valid_from: datetime,
    valid_until: datetime | None,
    status_changed_at: datetime | None,
    at: datetime,
) -> FactStatus | None:
    """The status the fact had at ``at``; None when it did not hold yet."""
    if at < valid_from:
        return None
    end = active_until(status, valid_until, status_changed_at)
    if end is None or at < end:
        return FactStatus.ACTIVE
    return FactStatus.EXPIRED if status is FactStatus.ACTIVE else status
