// Runs one Python program in N successive pages of ONE headless Chromium (one profile), for
// cold and warm starts: page 1 fetches and compiles everything; later pages revalidate
// against the HTTP cache (304s) and reuse the wasm code Chromium cached for the module.
//   node chromium_pages.mjs PROGRAM.py N [--torch]
// Prints one JSON line per page: {page, boot_ms, run_ms, output} where boot_ms covers
// loading the scripts and starting the bridge, run_ms the program (torch's import included).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../../../web/cli/chromium.mjs';
import { runnerPage, scriptList, startServer } from '../../../web/cli/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [program, count = '2', flag] = process.argv.slice(2);
const torch = flag === '--torch';
const source = fs.readFileSync(program, 'utf8');
const scripts = scriptList({ torch, bundles: [], warn: (m) => process.stderr.write(`${m}\n`) });
const bridge = torch ? 'out/bridge/torch.js' : null;
const { server, url } = await startServer(ROOT, { pages: { '/runner.html': () => runnerPage(scripts, bridge) } });
const browser = await launch();
try {
  for (let i = 1; i <= Number(count); i++) {
    const page = await browser.context.newPage();
    let output = '';
    page.on('console', (msg) => { if (msg.text().startsWith('\u0001O')) output += msg.text().slice(2); });
    const t0 = Date.now();
    await page.goto(`${url}/runner.html`, { timeout: 0 });
    if (bridge) await page.evaluate(async () => { (await createBridgeModule()).bridge.start(); });
    const t1 = Date.now();
    const status = await page.evaluate(([src, name]) => {
      BryTorch.start((stream, text) => console.log((stream === 'stdout' ? '\u0001O' : '\u0001E') + text));
      return BryTorch.run(src, name, []);
    }, [source, program]);
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
