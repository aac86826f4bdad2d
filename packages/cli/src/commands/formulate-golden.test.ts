// `cocho formulate` without "objetivo" writes exactly what it wrote before the objective choice was added (outputs recorded from
// the command before the objective choice existed, testing/formulate-golden.json).
import { readFileSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli';
import '../commands';
import { FORMULATE_GOLDEN_INPUTS } from './testing/formulate-golden-inputs';

type Recorded = { status: number; stdout: string; stderr: string };
const GOLDEN = JSON.parse(
  readFileSync(new URL('./testing/formulate-golden.json', import.meta.url), 'utf8'),
) as Record<string, Recorded>;

async function run(input: unknown): Promise<Recorded> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await runCli(['formulate'], Readable.from([JSON.stringify(input)]), stdout, stderr);
  return { status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

describe('cocho formulate without objetivo: output unchanged', () => {
  it('has a recorded output for every input', () => {
    expect(Object.keys(GOLDEN).sort()).toEqual(Object.keys(FORMULATE_GOLDEN_INPUTS).sort());
  });
  for (const [name, input] of Object.entries(FORMULATE_GOLDEN_INPUTS)) {
    it(`${name}: byte-identical`, async () => {
      expect(await run(input)).toEqual(GOLDEN[name]);
    });
  }
  it('"objetivo": "custo" is the same least-cost output', async () => {
    for (const name of ['hand', 'animalStrict', 'animalNoMinerals']) {
      const input = FORMULATE_GOLDEN_INPUTS[name] as Record<string, unknown>;
      expect(await run({ ...input, objetivo: 'custo' })).toEqual(GOLDEN[name]);
    }
  });
});
