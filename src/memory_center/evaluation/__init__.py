"""The evaluation suite (docs/design.md §9) as data, a runner that plays it against any Memory Center
over HTTP, and ``memory-center eval``, which prints its scorecard. The pytest suite in
tests/evaluation runs the very same cases."""
