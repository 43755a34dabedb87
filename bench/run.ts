// `npm run bench [name…]`: runs the benchmarks in bench/*.bench.ts and prints one table of figures.
// The machine is noisy: compare figures within one run, as ratios.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, type Row } from './lib.ts';

const only = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const rows: Row[] = [];
console.log(`# ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
for (const file of files) {
  const mod = (await import(path.join(import.meta.dirname, file))) as { name: string; run: () => Promise<Row[]> };
  if (only.length && !only.includes(mod.name)) continue;
  console.error(`running ${mod.name}…`);
  try {
    rows.push(...(await mod.run()));
  } catch (error) {
    rows.push({ bench: mod.name, case: 'failed', value: String((error as Error).message).slice(0, 200) });
  }
}
printTable(rows);
