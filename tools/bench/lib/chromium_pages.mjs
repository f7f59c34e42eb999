// Runs one Python program in N successive pages of ONE headless Chromium (one profile), for
// cold and warm starts: page 1 fetches and compiles everything; later pages revalidate
// against the HTTP cache (304s) and reuse the code Chromium cached (the wasm module, the
// precompiled chunks the worker loaded with importScripts).
//   node chromium_pages.mjs PROGRAM.py N [--torch] [--main-thread] [--no-expose-gc]
// Python runs where a user's runs: in the Web Worker of the embedding API
// (web/api/brytorch.mjs, as the REPL page and `./brytorch run --host chromium`), or with
// --main-thread on the page itself (loadBryTorch({ worker: false })), where the loader runs
// every precompiled chunk as a <script src> before Python starts (web/runtime/loader.js).
// The page has gc() (--js-flags=--expose-gc, as `./brytorch run` and the test tiers start
// Chromium), which the slice scheduler calls at its pauses; --no-expose-gc runs it as a page a
// person opens, with V8's own collections only (docs/torch.md compares the two).
// Prints one JSON line per page: {page, boot_ms, run_ms, output} where boot_ms covers
// loading the scripts and starting the bridge, run_ms the program (torch's import included).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../../../web/cli/chromium.mjs';
import { pageConfig } from '../../../web/cli/config.mjs';
import { startServer, workerRunnerPage } from '../../../web/cli/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [program, count = '2', ...flags] = process.argv.slice(2);
const torch = flags.includes('--torch');
const worker = !flags.includes('--main-thread');
const exposeGc = !flags.includes('--no-expose-gc');
const source = fs.readFileSync(program, 'utf8');
const config = pageConfig(torch ? 'torch' : 'no_bridge');
if (config.error) throw new Error(config.error);
if (torch && !config.bridge) throw new Error(`torch is not built: ${config.missing.build}`);
for (const warning of config.warnings) process.stderr.write(`${warning}\n`);
const { server, url } = await startServer(ROOT, { pages: { '/runner.html': workerRunnerPage } });
const browser = await launch({ exposeGc });
try {
  for (let i = 1; i <= Number(count); i++) {
    const page = await browser.context.newPage();
    let output = '';
    page.on('console', (msg) => { if (msg.text().startsWith('\u0001O')) output += msg.text().slice(2); });
    const t0 = Date.now();
    await page.goto(`${url}/runner.html`, { timeout: 0 });
    await page.waitForFunction(() => globalThis.BryTorchAPI);
    await page.evaluate(async ([cfg, inWorker]) => {
      globalThis.__bt = await BryTorchAPI.loadBryTorch({ baseURL: '/', config: cfg, worker: inWorker, outputEveryMs: 0,
        onOutput: (stream, text) => console.log((stream === 'stdout' ? '\u0001O' : '\u0001E') + text) });
    }, [config, worker]);
    const t1 = Date.now();
    const status = await page.evaluate(([src, name]) => __bt.run(src, name, []), [source, program]);
    const t2 = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));   // the last console messages
    await page.close();
    if (status !== 0) throw new Error(`page ${i}: the program exited with status ${status}`);
    console.log(JSON.stringify({ page: i, boot_ms: t1 - t0, run_ms: t2 - t1, output: output.trim() }));
  }
} finally {
  await browser.close();
  server.close();
}
