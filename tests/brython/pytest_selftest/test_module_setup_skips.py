"""setup_module skips: every test of the module is skipped, unittest cases too (pytest)."""
import unittest

import pytest


def setup_module(module):
    pytest.skip("setup_module skips the module")


class TestUnittestCase(unittest.TestCase):
    def test_a(self):
        pass


def test_b():
    pass
