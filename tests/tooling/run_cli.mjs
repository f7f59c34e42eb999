#!/usr/bin/env node
// `./brytorch run` as a command (web/cli/run.mjs), on each host: output, exit statuses,
// tracebacks and streaming are the same on Node and in Chromium (where the program runs in a
// Web Worker). Run by the tooling tier. Prints PASS/FAIL per check and "N passed, N failed".
//   node tests/tooling/run_cli.mjs [--host node|chromium|both]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChecks } from './checks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { check, finish } = startChecks();

// Runs run.mjs; resolves to { status, stdout, stderr, firstAt, ms } (firstAt: ms from the
// start to the first stdout bytes).
function run(host, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(ROOT, 'web/cli/run.mjs'), '--host', host, ...args], { cwd: ROOT });
    let stdout = '', stderr = '', firstAt = null;
    child.stdout.on('data', (d) => { if (firstAt === null) firstAt = Date.now() - started; stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (status) => resolve({ status, stdout, stderr, firstAt, ms: Date.now() - started }));
  });
}

const TRACEBACK = 'Traceback (most recent call last):\n  File "<string>", line 3, in <module>\n' +
  '  File "<string>", line 2, in f\nValueError: boom\n';

async function checks(host) {
  let r = await run(host, ['-c', 'print("a", 1)']);
  check(`${host}: print, exit status 0`, r.status === 0 && r.stdout === 'a 1\n', JSON.stringify(r.stdout));
  r = await run(host, ['-c', 'import sys\nprint("e", file=sys.stderr)\nsys.exit(3)']);
  check(`${host}: stderr and sys.exit(3)`, r.status === 3 && r.stderr.endsWith('e\n'), `${r.status} ${JSON.stringify(r.stderr)}`);
  r = await run(host, ['-c', 'def f():\n    raise ValueError("boom")\nf()']);
  check(`${host}: an uncaught exception: status 1 and CPython's traceback`, r.status === 1 && r.stderr.endsWith(TRACEBACK),
    `${r.status} ${JSON.stringify(r.stderr.slice(-200))}`);
  // A top-level loop pauses, so its output leaves while it runs (1.5 s after "first").
  r = await run(host, ['-c', 'import time\nprint("first")\nt = time.perf_counter()\nwhile time.perf_counter() - t < 1.5: pass\nprint("second")']);
  check(`${host}: stdout streams while the program runs`, r.status === 0 && r.stdout === 'first\nsecond\n' && r.ms - r.firstAt >= 1200,
    `first line ${r.ms - r.firstAt} ms before the end`);
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brytorch-run-')), 'args.py');
  fs.writeFileSync(script, 'import sys\nprint(sys.argv[1:], __name__)\n');
  r = await run(host, [script, 'x', '--y']);
  check(`${host}: a script gets its arguments as __main__`, r.status === 0 && r.stdout === "['x', '--y'] __main__\n", JSON.stringify(r.stdout));
  // CPython reads a script's source back (inspect.getsource: torch.jit.script needs it).
  const sourced = path.join(path.dirname(script), 'sourced.py');
  fs.writeFileSync(sourced, 'import inspect\ndef f(x):\n    return x + 1\nprint(inspect.getsource(f), end="")\n');
  r = await run(host, [sourced]);
  check(`${host}: inspect.getsource of a function in the script`, r.status === 0 && r.stdout === 'def f(x):\n    return x + 1\n',
    `${r.status} ${JSON.stringify(r.stdout)} ${JSON.stringify(r.stderr.slice(-200))}`);
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  r = await run(host, ['--timeout', '3', '-c', 'while True: pass']);
  check(`${host}: --timeout ends a program that never ends, status 124`, r.status === 124 && /timed out after 3 s/.test(r.stderr),
    `${r.status} ${JSON.stringify(r.stderr.slice(-100))}`);
}

const hostArg = process.argv.indexOf('--host');
const which = hostArg > 0 ? process.argv[hostArg + 1] : 'both';
for (const host of which === 'both' ? ['node', 'chromium'] : [which]) await checks(host);
finish();
