# Imports a module that does not exist (tests/brython/test_language.py).
import no_such_module_for_brytorch_tests  # noqa: F401
