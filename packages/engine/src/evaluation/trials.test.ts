// The trial table shipped for the model evaluation (trials/trials.json): every row passes the loader's
// schema and the stricter rules of the shipped table (docs/decisions/model-evaluation.md), and the loader
// refuses malformed rows with a message that names the row.
import { describe, expect, it } from 'vitest';
import { loadShippedTrials, parseTrials, predictTrial, tdnOf } from './evaluate-model';
import trialFile from './trials/trials.json';

const shipped = loadShippedTrials();

describe('shipped trial table', () => {
  it('every row passes the loader schema', () => {
    const parsed = parseTrials(trialFile);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    expect(parsed.ok && parsed.value.length).toBe(trialFile.trials.length);
  });

  it('every row names its source: citation, the part read (table) and the address it was read at', () => {
    for (const trial of shipped) {
      expect(trial.citation.length, trial.id).toBeGreaterThan(20);
      expect(trial.table.length, trial.id).toBeGreaterThan(5);
      expect(trial.url, trial.id).toMatch(/^https?:\/\/\S+$/);
    }
  });

  it('every row gives weights, animals and days as positive numbers or null', () => {
    for (const trial of shipped) {
      expect(trial.initialWeightKg, trial.id).toBeGreaterThan(0);
      expect(trial.finalWeightKg, trial.id).toBeGreaterThanOrEqual(trial.initialWeightKg);
      if (trial.animals !== null)
        expect(Number.isInteger(trial.animals) && trial.animals > 0, trial.id).toBe(true);
      if (trial.days !== null) expect(trial.days, trial.id).toBeGreaterThan(0);
      expect(Number.isFinite(trial.observed.adgKg), trial.id).toBe(true);
      if (trial.observed.dmiKg !== null) expect(trial.observed.dmiKg, trial.id).toBeGreaterThan(0);
    }
  });

  it('where a row gives days, its weights agree with its observed gain (catches copying slips)', () => {
    for (const trial of shipped.filter((t) => t.days !== null)) {
      const gain = (trial.finalWeightKg - trial.initialWeightKg) / trial.days!;
      expect(Math.abs(gain - trial.observed.adgKg), trial.id).toBeLessThanOrEqual(0.06);
    }
  });

  it('every feed gives CP and TDN (% DM; a roughage may give NDF instead) and an amount; shares of the diet DM add up to 100 %', () => {
    for (const trial of shipped) {
      let shares = 0;
      for (const feed of trial.diet) {
        expect(feed.id.length && feed.name.length, `${trial.id}/${feed.id}`).toBeTruthy();
        const cp = feed.nutrientes.PB;
        expect(cp !== undefined && cp > 0 && cp <= 100, `${trial.id}/${feed.id} PB`).toBe(true);
        const tdn = tdnOf(feed);
        expect(tdn !== null && tdn > 0 && tdn <= 100, `${trial.id}/${feed.id} NDT`).toBe(true);
        // A TDN from NDF says so in the feed's name (the reader sees what was reported).
        if (feed.nutrientes.NDT === undefined)
          expect(feed.name, `${trial.id}/${feed.id}`).toMatch(/Cappelle/);
        if (feed.shareOfDm !== undefined) {
          expect(feed.shareOfDm, `${trial.id}/${feed.id}`).toBeGreaterThan(0);
          shares += feed.shareOfDm;
        }
        if (feed.dmKgPerDay !== undefined)
          expect(feed.dmKgPerDay, `${trial.id}/${feed.id}`).toBeGreaterThan(0);
      }
      expect(Math.abs(shares - 100), trial.id).toBeLessThanOrEqual(0.05);
    }
  });

  it('pasture rows mark their forage (so the supplement is eaten whole and the forage is scaled)', () => {
    for (const trial of shipped.filter((t) => t.system === 'pasto'))
      expect(
        trial.diet.some((feed) => feed.volumoso === true && feed.shareOfDm !== undefined),
        trial.id,
      ).toBe(true);
  });

  it('observed intakes are a plausible share of the mean body weight (catches g/kg BW or as-fed slips)', () => {
    for (const trial of shipped.filter((t) => t.observed.dmiKg !== null)) {
      const meanWeight = (trial.initialWeightKg + trial.finalWeightKg) / 2;
      const share = trial.observed.dmiKg! / meanWeight;
      expect(share, trial.id).toBeGreaterThanOrEqual(0.01);
      expect(share, trial.id).toBeLessThanOrEqual(0.035);
    }
  });

  it('both systems are in the table, each with at least one Nellore (zebu) row', () => {
    for (const system of ['confinamento', 'pasto'] as const)
      expect(
        shipped.some((t) => t.system === system && t.breed === 'zebuino'),
        system,
      ).toBe(true);
  });

  it('the feedlot rows include dairy crossbreds (cruzado_leite) with an observed intake', () => {
    expect(
      shipped.some(
        (t) => t.system === 'confinamento' && t.breed === 'cruzado_leite' && t.observed.dmiKg !== null,
      ),
    ).toBe(true);
  });

  // Targets the table does not meet yet (docs/decisions/model-evaluation-trials.md lists
  // every source read and what each lacked); turn these into tests when the rows exist.
  it.todo('at least 30 treatment means');
  it.todo('dairy-crossbred (cruzado_leite) rows on pasture');

  it('the prediction accepts every row', () => {
    for (const trial of shipped) expect(predictTrial(trial), trial.id).not.toBeNull();
  });
});

describe('trial table loader', () => {
  const good = trialFile.trials[0]!;
  const errorsOf = (row: unknown) => {
    const parsed = parseTrials({ trials: [row] });
    return parsed.ok ? [] : parsed.errors;
  };

  it('refuses rows without a source, with an unknown breed, system or sex, or with the final weight below the initial', () => {
    expect(errorsOf({ ...good, url: '' })).toContain('trials[0].url: required');
    expect(errorsOf({ ...good, citation: undefined })).toContain('trials[0].citation: required');
    expect(errorsOf({ ...good, breed: 'angus' }).join(' ')).toMatch(/trials\[0\]\.breed/);
    expect(errorsOf({ ...good, system: 'semi' }).join(' ')).toMatch(/trials\[0\]\.system/);
    expect(errorsOf({ ...good, sex: 'boi' }).join(' ')).toMatch(/trials\[0\]\.sex/);
    expect(errorsOf({ ...good, finalWeightKg: good.initialWeightKg - 1 }).join(' ')).toMatch(
      /final ≥ initial/,
    );
  });

  it('refuses rows without an observed gain, with a non-numeric intake, or with a feed without amount', () => {
    expect(errorsOf({ ...good, observed: { dmiKg: null } })).toContain('trials[0].observed.adgKg: required');
    expect(errorsOf({ ...good, observed: { adgKg: 1, dmiKg: '7' } })).toContain(
      'trials[0].observed.dmiKg: number or null',
    );
    expect(errorsOf({ ...good, diet: [{ id: 'x', name: 'x', nutrientes: { PB: 12, NDT: 70 } }] })).toContain(
      'trials[0].diet[0]: shareOfDm or dmKgPerDay required',
    );
    expect(errorsOf({ ...good, diet: [] })).toContain('trials[0].diet: at least one feed');
  });

  it('takes NDF instead of TDN only for a roughage marked volumoso, through the Cappelle et al. (2001) equation', () => {
    const feed = { id: 'grass', name: 'grass', shareOfDm: 100, nutrientes: { PB: 10, FDN: 70 } };
    expect(errorsOf({ ...good, diet: [feed] })).toContain(
      'trials[0].diet[0]: nutrientes.NDT required (or FDN for a roughage marked volumoso)',
    );
    expect(errorsOf({ ...good, diet: [{ ...feed, volumoso: true }] })).toEqual([]);
    expect(tdnOf({ ...feed, volumoso: true })).toBeCloseTo(83.79 - 0.4171 * 70, 9);
    expect(tdnOf({ ...feed, volumoso: true, nutrientes: { PB: 10, FDN: 70, NDT: 60 } })).toBe(60);
    expect(errorsOf({ ...good, outOfDomain: '' }).join(' ')).toMatch(/outOfDomain/);
  });

  it('refuses duplicate ids', () => {
    const parsed = parseTrials({ trials: [good, good] });
    expect(parsed.ok ? [] : parsed.errors).toContain(`trials: duplicate id ${good.id}`);
  });
});
