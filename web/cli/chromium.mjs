// Headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.BRYTORCH_CHROMIUM || '/usr/bin/chromium';

// Flags: no sandbox (we run as root in CI), and no background networking, which this
// machine's closed network refuses noisily.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// exposeGc: gc() for the page (_brytorch_bridge.memory() measures live objects; the slice
// scheduler collects on a budget). Without it the page is what a person opens: V8's own
// collections only.
export async function launch({ exposeGc = true } = {}) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found; run ./brytorch setup apt`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'brytorch-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true,
    args: [...ARGS, `--js-flags=--stack-size=4000${exposeGc ? ' --expose-gc' : ''}`],
  });
  const close = async () => {
    await context.close().catch(() => {});
    // Chromium's helpers may still be writing into the profile for a moment (seen after a
    // timeout: ENOTEMPTY); a leftover temporary directory is not worth failing for.
    try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }); } catch { /* left in tmp */ }
  };
  return { context, close };
}
