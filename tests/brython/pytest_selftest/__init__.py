"""Sample test modules for BryTorch's pytest runner (checked by ../test_pytest_runner.py).
Some tests fail on purpose; they are not part of any tier's own results."""
