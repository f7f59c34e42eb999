// Which modules `import torch` spends its time in, from the file the Node host writes with
// BRYTORCH_IMPORT_PROFILE=FILE (web/host/import-profile.cjs):
//   node import_profile_summary.mjs FILE [TOP]
// Prints how many modules ran and the sum of their own time, then the TOP modules by own
// time (their body without the modules it imported) with their total (imports included).
import fs from 'node:fs';

const [file, top = '20'] = process.argv.slice(2);
const { modules, sum_self_ms: sum } = JSON.parse(fs.readFileSync(file, 'utf8'));
const s = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
console.log(`${modules.length} modules ran; their own time: ${s(sum)}`);
console.log(`top ${top} modules by own time (own, share, with what they imported):`);
for (const r of [...modules].sort((a, b) => b.self_ms - a.self_ms).slice(0, Number(top))) {
  console.log(`${s(r.self_ms)} ${(100 * r.self_ms / sum).toFixed(1).padStart(5)} % ${s(r.total_ms)}  ${r.module}`);
}
