"""`./brytorch bench upstream --shard I/N` (host python3, `./brytorch test tooling`): the
shard rule (web/runtime/python/brytorch_shard.py) against FNV-1a's published test vectors,
and tools/bench/lib/suite_bench.py merging the shards of one file into one row."""
import json
import os
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench", "lib"))
import suite_bench  # noqa: E402
from brytorch_shard import parse_shard, shard_of  # noqa: E402  (suite_bench put it on the path)

MODULE = "test_x.py"
IDS = [f"{MODULE}::T::test_{i}" for i in range(40)]


class ShardRule(unittest.TestCase):
    def test_fnv1a_vectors(self):
        # FNV-1a 32-bit of "", "a", "foobar" from the algorithm's reference vectors
        self.assertEqual(shard_of("", 2**32), 0x811C9DC5 + 1)
        self.assertEqual(shard_of("a", 2**32), 0xE40C292C + 1)
        self.assertEqual(shard_of("foobar", 2**32), 0xBF9CF968 + 1)

    def test_every_shard_gets_tests(self):
        counts = [sum(shard_of(i, 3) == k for i in IDS) for k in (1, 2, 3)]
        self.assertEqual(sum(counts), len(IDS))
        self.assertTrue(all(c > 0 for c in counts), counts)

    def test_parse(self):
        self.assertEqual(parse_shard("2/4"), (2, 4))
        for bad in ("0/2", "3/2", "x/2", "2"):
            with self.assertRaises(ValueError):
                parse_shard(bad)


class ShardMerge(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "test_x.json")
        self.native = {i: {"outcome": "passed"} for i in IDS}

    def tearDown(self):
        self.tmp.cleanup()

    def shard_run(self, index, count, outcome="passed"):
        """What one shard's run writes: its own tests, merged with the file on disk."""
        ours = {i: {"outcome": outcome} for i in IDS if shard_of(i, count) == index}
        merged, shards = suite_bench.merge_shard(self.path, MODULE, ours, 10.0, (index, count))
        with open(self.path, "w") as f:
            json.dump({"here": merged, "shards": shards}, f)
        return suite_bench.compare(self.native, merged, MODULE, "done", shards), shards

    def test_one_shard_counts_only_its_tests(self):
        row, shards = self.shard_run(1, 2)
        mine = sum(shard_of(i, 2) == 1 for i in IDS)
        self.assertEqual((row["native_passed"], row["passed"], row["not_run"]), (mine, mine, 0))
        self.assertEqual(shards["done"], [1])

    def test_all_shards_make_the_whole_row(self):
        self.shard_run(2, 2, outcome="failed")
        row, shards = self.shard_run(1, 2)
        self.assertEqual(row["native_passed"], len(IDS))
        self.assertEqual(row["passed"] + row["failed"], len(IDS))
        self.assertEqual(row["failed"], sum(shard_of(i, 2) == 2 for i in IDS))
        self.assertEqual((shards["done"], sorted(shards["seconds"])), ([1, 2], ["1", "2"]))

    def test_rerunning_a_shard_replaces_its_results(self):
        self.shard_run(1, 2, outcome="failed")
        self.shard_run(2, 2)
        row, _ = self.shard_run(1, 2)
        self.assertEqual((row["passed"], row["failed"]), (len(IDS), 0))

    def test_another_count_starts_over(self):
        self.shard_run(1, 2)
        row, shards = self.shard_run(1, 3)
        self.assertEqual(shards["done"], [1])
        self.assertEqual(row["native_passed"], sum(shard_of(i, 3) == 1 for i in IDS))


if __name__ == "__main__":
    unittest.main()
