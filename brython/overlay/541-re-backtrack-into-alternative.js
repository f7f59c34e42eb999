// Fix: when a regular expression backtracks into the next alternative of a group, the groups
//   matched before that group keep their spans, and groups inside the new alternative are
//   recorded, as in CPython.
// Symptom: `re.match(r"(a)(?:x?|b)c", "abc").group(1)` was 'ab' (CPython 'a'); `(\d*)(?:x?|
//   \.(\d*))\Z` on "0.25" gave ('0.25', None) for ('0', '25'). So `fractions.Fraction("0.25")`
//   raised ValueError (its _RATIONAL_FORMAT has this shape), and any pattern whose first
//   alternative can match empty and fails later gave wrong groups.
// Cause: brython_stdlib.js python_re's GroupMO.backtrack, retrying the alternatives after the
//   one that had matched, set the end of the last *recorded* group (groups.$last: here the
//   earlier `(a)`) to the new end, instead of the end of the group being backtracked (when it
//   captures at all); and it matched the new alternative with a fresh groups record, so its
//   own groups were lost while those of the failed alternative stayed.
// Fix: that retry forgets the failed alternative's groups, matches the next alternative with
//   the match's groups record, and moves only this group's own end.
// Test: tests/brython/test_stdlib.py::test_re_backtracking_into_an_alternative
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('python_re',
    '                    var _mo = match({node: _case, text: _case.text},\n' +
    '                        string, mo.start)\n' +
    '                    if (_mo) {\n' +
    '                        // update GroupMO object\n' +
    '                        mos.push(_mo)\n' +
    '                        this.end = _mo.end\n' +
    '                        if (this.$groups.$last.length > 0) {\n' +
    '                            var ix = this.$groups.$last[this.$groups.$last.length - 1]\n' +
    '                            this.$groups[ix].end = _mo.end\n' +
    '                        }\n' +
    '                        return true\n' +
    '                    }\n',
    '                    groups = groups || this.$groups\n' +
    '                    bt_forget_groups(groups, mo.node)\n' +
    '                    var _mo = match({node: _case, text: _case.text},\n' +
    '                        string, mo.start, undefined, undefined, groups)\n' +
    '                    if (_mo) {\n' +
    '                        mos.push(_mo)\n' +
    '                        this.end = _mo.end\n' +
    '                        if (this.node.num !== undefined && groups[this.node.num]) {\n' +
    '                            groups[this.node.num].end = _mo.end\n' +
    '                        }\n' +
    '                        return true\n' +
    '                    }\n');
  // (the groups a node holds, at any depth, forgotten: number, name and order of recording)
  $B.brytorchOverlay.patchStdlibSource('python_re',
    'GroupMO.prototype.backtrack = function(string, groups) {\n',
    'function bt_forget_groups(groups, node) {\n' +
    '    if (node instanceof Group && node.num !== undefined && groups[node.num] !== undefined) {\n' +
    '        delete groups[node.num]\n' +
    '        if (node.name !== undefined) { delete groups[node.name] }\n' +
    '        var k = groups.$last.indexOf(node.num)\n' +
    '        if (k > -1) { groups.$last.splice(k, 1) }\n' +
    '    }\n' +
    '    for (var child of node.items || []) { bt_forget_groups(groups, child) }\n' +
    '}\n\n' +
    'GroupMO.prototype.backtrack = function(string, groups) {\n');
  // (a group forgotten that way may be this one: its record is gone, nothing to move)
  $B.brytorchOverlay.patchStdlibSource('python_re',
    '                if (this.node.num !== undefined) {\n' +
    '                    groups[this.node.num].end = mo.end\n',
    '                if (this.node.num !== undefined && groups[this.node.num]) {\n' +
    '                    groups[this.node.num].end = mo.end\n');
})(__BRYTHON__);
