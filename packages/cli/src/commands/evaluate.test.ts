// `cocho evaluate` over the trial table shipped with Cocho and over tables built to meet or break the bounds.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Trial } from '@cocho/engine';
import { loadShippedTrials, predictTrial } from '@cocho/engine';
import { runCli } from '../run-cli';

async function run(input: unknown) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += String(c)));
  stderr.on('data', (c) => (err += String(c)));
  const code = await runCli(['evaluate'], Readable.from([JSON.stringify(input)]), stdout, stderr);
  return { code, out, err };
}

type Output = {
  systems: { system: string; adg: { n: number; bias: number; rmse: number } }[];
  bounds: { system: string; variable: string; measure: string; limit: number; value: number; met: boolean }[];
  trials: { id: string; predictedAdgKg: number }[];
};

describe('cocho evaluate', () => {
  it('refuses an input that is not an object, or a checkBounds that is not true or false', async () => {
    for (const input of [[], 5, null])
      expect(await run(input)).toMatchObject({
        code: 2,
        err: `${JSON.stringify([{ field: '', code: 'expectedObject' }])}\n`,
      });
    const bad = await run({ checkBounds: 'no' });
    expect([bad.code, JSON.parse(bad.err)]).toEqual([2, [{ field: 'checkBounds', code: 'expectedBoolean' }]]);
  });
  it('evaluates the shipped table; the exit status says whether every bound is met', async () => {
    const { code, out, err } = await run({});
    expect(err).toBe('');
    const output = JSON.parse(out) as Output;
    const shipped = loadShippedTrials();
    expect(output.trials.map((t) => t.id)).toEqual(shipped.map((t) => t.id));
    const feedlot = output.systems.find((s) => s.system === 'confinamento');
    expect(feedlot?.adg.n).toBe(shipped.filter((t) => t.system === 'confinamento').length);
    for (const bound of output.bounds) expect(bound.met).toBe(bound.value <= bound.limit);
    expect(code).toBe(output.bounds.every((b) => b.met) ? 0 : 3);
    // Rows marked out of the model's domain stay in `systems` and in the bounds; `systemsInDomain` leaves them out.
    const outOfDomain = shipped.filter((t) => t.outOfDomain !== undefined);
    const inDomain = (output as unknown as { systemsInDomain?: Output['systems'] }).systemsInDomain;
    if (outOfDomain.length === 0) expect(inDomain).toBeUndefined();
    else
      expect(inDomain?.find((s) => s.system === 'confinamento')?.adg.n).toBe(
        shipped.filter((t) => t.system === 'confinamento' && t.outOfDomain === undefined).length,
      );
    // Reporting only: same output, exit 0.
    const report = await run({ checkBounds: false });
    expect(report.code).toBe(0);
    expect(JSON.parse(report.out)).toEqual(output);
  });

  it('a table the model predicts exactly meets every bound (exit 0); 0.3 kg/day off breaks them (exit 3)', async () => {
    const shipped = loadShippedTrials();
    // Without an observed intake the gain is predicted ad libitum, so setting the observed gain to the
    // prediction makes the table agree exactly (intake bounds then have no data).
    const exact: Trial[] = shipped.map((trial) => {
      const withoutIntake = { ...trial, observed: { adgKg: 0, dmiKg: null } };
      return {
        ...withoutIntake,
        observed: { adgKg: predictTrial(withoutIntake)!.predictedAdgKg, dmiKg: null },
      };
    });
    const met = await run({ trials: exact });
    expect(met.code).toBe(0);
    const metOutput = JSON.parse(met.out) as Output;
    expect(metOutput.bounds.length).toBeGreaterThan(0);
    expect(metOutput.systems[0]!.adg.rmse).toBeCloseTo(0, 6);
    const off = exact.map((trial) => ({
      ...trial,
      observed: { ...trial.observed, adgKg: trial.observed.adgKg + 0.3 },
    }));
    const broken = await run({ trials: off });
    expect(broken.code).toBe(3);
    const brokenOutput = JSON.parse(broken.out) as Output;
    const bias = brokenOutput.bounds.find((b) => b.measure === 'absBias' && b.variable === 'adg');
    expect(bias?.value).toBeCloseTo(0.3, 3);
    expect(bias?.met).toBe(false);
  });

  it('refuses a malformed table with a clear error (exit 2)', async () => {
    const { code, err } = await run({ trials: [{ id: 'x' }] });
    expect(code).toBe(2);
    expect(err).toContain('trials[0]');
  });
});
