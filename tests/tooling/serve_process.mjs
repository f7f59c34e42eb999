// Starts `./brytorch serve` itself (web/cli/serve.mjs) on a free port for a page test, and
// resolves to the URL it prints on the line that starts with `label` (e.g. "BryTorch REPL").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function startServe(label) {
  const child = spawn(process.execPath, [path.join(ROOT, 'web/cli/serve.mjs'), '--port', '0'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = new RegExp(`^${label}: (http:\\/\\/\\S+)$`, 'm');
  const url = new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const m = text.match(line);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with status ${code} before printing its URL`)));
    setTimeout(() => reject(new Error('serve.mjs printed no URL in 20 s')), 20e3);
  });
  return { child, url };
}
