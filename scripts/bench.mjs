// `npm run bench`: runs every benchmark in bench/ (each prints its ratios against its baseline).
import { readdirSync } from 'node:fs';
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
const only = process.argv[2];
for (const file of readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n▶ bench/${file}`);
  run('npx', ['tsx', `bench/${file}`]);
}
