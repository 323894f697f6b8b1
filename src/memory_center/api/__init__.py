"""HTTP plumbing shared by every domain: errors, limits, auth, pagination, common schemas."""
