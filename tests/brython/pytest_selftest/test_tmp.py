"""tmp_path: passes where files can be written (CPython), skipped on Brython."""


def test_tmp_path(tmp_path):
    f = tmp_path / "x.txt"
    f.write_text("data")
    assert f.read_text() == "data"
