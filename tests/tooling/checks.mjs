// How the page and command checks report, in the test tiers' protocol (tools/test/outcomes.py):
// "@@BEGIN" first, one PASS / FAIL / KNOWN line per check, then the counts and "@@END" from
// finish(), which exits with status 1 if a check failed. A check listed in knownFailures
// (name -> cause) is a strict expected failure: KNOWN when it fails, FAIL when it passes.
export function startChecks(knownFailures = {}) {
  let passed = 0;
  let failed = 0;
  let known = 0;
  console.log('@@BEGIN');
  function check(name, ok, detail = '') {
    const cause = knownFailures[name];
    if (cause && !ok) {
      known++;
      console.log(`KNOWN ${name}: ${cause}`);
      return ok;
    }
    if (ok && !cause) passed++; else failed++;
    if (cause) console.log(`FAIL ${name}: passed, but is listed as a known failure: remove the entry`);
    else console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
    return ok;
  }
  function finish() {
    console.log(`${passed} passed, ${failed} failed`);
    if (known) console.log(`${known} known failures, each failed as expected (causes above)`);
    console.log('@@END');
    process.exit(failed ? 1 : 0);
  }
  return { check, finish };
}
