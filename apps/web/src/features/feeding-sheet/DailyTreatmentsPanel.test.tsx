// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TConcentratePremixRecord, TFeedingPlan, TUser } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { createTestMixReport } from '../../testing/test-mix-report';
import { testUser } from '../../testing/test-user';
import { createTestFeed } from '../../testing/test-feed';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import { FeedingSheetDialog } from './FeedingSheetDialog';

/**
 * The engine's feedlot case (calculate-treatment-loads.test.ts): 20 kg as fed per head (corn silage 50 %,
 * ground corn 40 %, soybean meal 9 %, mineral 1 %), pens of 320, 275 and 181 head, a 6 t mixer, 5 kg scale.
 */
function dietMix() {
  const feeds = [
    { id: 'silage', nutrientes: { MS: 35, PB: 7 }, quantidade: 10, volumoso: true, name: 'Silagem de milho' },
    { id: 'corn', nutrientes: { MS: 88, PB: 9 }, quantidade: 8, name: 'Milho moído' },
    { id: 'soy', nutrientes: { MS: 89, PB: 50 }, quantidade: 1.8, name: 'Farelo de soja' },
    { id: 'mineral', nutrientes: { MS: 100, PB: 0 }, quantidade: 0.2, name: 'Núcleo' },
  ];
  return createTestMixReport('Terminação', feeds, true);
}

/** A saved pre-mix of the diet's corn and soybean meal, 500 kg a batch. */
const cornAndSoyPremix = (nome: string, usar_no_trato: boolean): TConcentratePremixRecord => ({
  alimentos: ['corn', 'soy'],
  lote: 500,
  unidade: 'kg',
  nome,
  usar_no_trato,
});

const typeInto = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

/** The dialog with the three pens and the 6 t mixer, on the daily treatments tab. */
async function openTreatments(user: TUser) {
  storeSignedIn(user);
  renderInSession(
    <FeedingSheetDialog mix={dietMix()} headCount={320} mixerCapacityKg={6000} onClose={() => undefined} />,
  );
  fireEvent.click(await screen.findByTestId('add-pen'));
  fireEvent.click(screen.getByTestId('add-pen'));
  typeInto('pen-name-0', 'Curral 1');
  typeInto('pen-name-1', 'Curral 2');
  typeInto('pen-name-2', 'Curral 3');
  typeInto('pen-heads-1', '275');
  typeInto('pen-heads-2', '181');
  fireEvent.click(screen.getByTestId('mode-treatments'));
  await screen.findByTestId('daily-treatments');
}

/** The sheet of a diet with a saved plan and pre-mix; returns the changes it hands back to keep. */
function renderSavedSheet(
  plan: TFeedingPlan,
  premix: TConcentratePremixRecord,
  headCount: number,
  mixerCapacityKg: number,
) {
  const changes: [TFeedingPlan, TConcentratePremixRecord | null][] = [];
  renderInSession(
    <FeedingSheetDialog
      mix={dietMix()}
      headCount={headCount}
      mixerCapacityKg={mixerCapacityKg}
      onClose={() => undefined}
      feedingPlan={plan}
      premix={premix}
      onFeedingPlanChange={(next, kept) => changes.push([next, kept])}
    />,
  );
  return changes;
}

const chooseWeekday = (weekday: number) => fireEvent.click(screen.getByTestId(`sheet-weekday-${weekday}`));

/** Sunday with two treatments: 60 % at 07:00 and the afternoon's 40 %. */
function makeSundayTwoTreatments() {
  // The default plan: 07:00 30 %, 11:00 30 %, 16:00 40 %, every day. Take Sunday off the first two.
  fireEvent.click(screen.getByTestId('treatment-day-0-0'));
  fireEvent.click(screen.getByTestId('treatment-day-1-0'));
  fireEvent.click(screen.getByTestId('add-treatment'));
  typeInto('treatment-time-3', '07:00');
  typeInto('treatment-percent-3', '60');
  fireEvent.click(screen.getByTestId('treatment-day-3-0'));
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  stubServer({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A dialog with a plan typed in takes seconds on a shared machine: a larger ceiling, not a timing check.
describe('daily treatments in the feeding sheet', { timeout: 60_000 }, () => {
  it('3 pens, 30/30/40 % and Sunday with 2: morning sheets whose loads add up exactly', async () => {
    await openTreatments(testUser());
    makeSundayTwoTreatments();
    expect(screen.queryByTestId('treatment-day-issues')).toBeNull();

    chooseWeekday(1);
    const monday = within(await screen.findByTestId('feeding-sheet'));
    // 776 head × 20 kg = 15 520 kg: 4655, 4655 and 6210 kg, the last in two loads of 3105 kg.
    expect(monday.getByTestId('feeding-sheet-day-treatments').textContent).toContain('Trato 1 – 07:00');
    expect(
      within(screen.getByTestId('feeding-sheet-day-treatments'))
        .getAllByTestId('feeding-sheet-line')
        .map((row) => row.textContent),
    ).toEqual(['Trato 1 – 07:004.655 kg', 'Trato 2 – 11:004.655 kg', 'Trato 3 – 16:006.210 kg']);
    expect(screen.getByTestId('feeding-sheet-day-treatments').textContent).toContain('15.520 kg');
    expect(screen.getByTestId('feeding-sheet-t3-load-1').textContent).toContain('3.105 kg');
    expect(screen.getByTestId('feeding-sheet-t3-load-2').textContent).toContain(
      'Curral 2: 1.655 kg; Curral 3: 1.450 kg',
    );

    chooseWeekday(0);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('feeding-sheet-day-treatments'))
          .getAllByTestId('feeding-sheet-line')
          .map((row) => row.textContent),
      ).toEqual(['Trato 1 – 07:009.310 kg', 'Trato 2 – 16:006.210 kg']),
    );
    expect(screen.getByTestId('feeding-sheet-t1-load-2').textContent).toContain('4.655 kg');

    // One treatment's morning sheet alone: the loads and each pen, nothing of the other treatment.
    fireEvent.click(screen.getByTestId('sheet-treatment-2'));
    await waitFor(() => expect(screen.queryByTestId('feeding-sheet-day-treatments')).toBeNull());
    expect(titles().some((title) => title.startsWith('Trato 2 – 16:00 · Batida 1 de 2'))).toBe(true);
    expect(titles().some((title) => title.startsWith('Trato 1'))).toBe(false);
    expect(screen.getByTestId('feeding-sheet-t2-pens').textContent).toContain('6.210 kg');
  });

  it('says what is left of a day, and warns above 100 %', async () => {
    await openTreatments(testUser());
    fireEvent.click(screen.getByTestId('treatment-day-0-0'));
    fireEvent.click(screen.getByTestId('treatment-day-1-0'));
    const issues = await screen.findByTestId('treatment-day-issues');
    expect(issues.textContent).toContain('Curral 1, Domingo: faltam 60 % do dia.');
    expect(screen.getByTestId('treatments-incomplete')).toBeTruthy();

    fireEvent.click(screen.getByTestId('treatment-day-0-0'));
    fireEvent.click(screen.getByTestId('treatment-day-1-0'));
    typeInto('treatment-percent-2', '50');
    await waitFor(() =>
      expect(screen.getByTestId('treatment-day-issues').textContent).toContain(
        'Curral 1, Domingo: 10 % acima do dia; o curral recebe mais do que o formulado.',
      ),
    );
    // Allowed: the sheet is still made, with 110 % of the day.
    expect(screen.getByTestId('feeding-sheet-day-treatments').textContent).toContain('17.070 kg');
  });

  it('a weekday is required for each treatment', async () => {
    await openTreatments(testUser());
    fireEvent.click(screen.getByTestId('add-treatment'));
    typeInto('treatment-time-3', '18:00');
    typeInto('treatment-percent-3', '10');
    expect(await screen.findByText('Marque ao menos um dia da semana.')).toBeTruthy();
  });

  it('the pre-mix is premium: a free user gets the plans offer', async () => {
    await openTreatments(testUser());
    fireEvent.click(screen.getByTestId('premix-switch'));
    const offer = await screen.findByRole('dialog', { name: /premium/i });
    expect(offer.textContent).toContain('A pré-mistura do concentrado é um recurso premium.');
    expect(screen.queryByTestId('premix-recipe')).toBeNull();
  });

  it('a premium user pre-mixes the concentrates and the loads carry it as one line per pen', async () => {
    await openTreatments(testUser({ premium: true }));
    fireEvent.click(screen.getByTestId('premix-switch'));
    const recipe = await screen.findByTestId('premix-recipe');
    // 1 t of corn 8, soybean meal 1.8 and mineral 0.2 kg per head: 800, 180 and 20 kg.
    expect(
      within(recipe)
        .getAllByTestId('premix-line')
        .map((row) => row.textContent),
    ).toEqual(['Milho moído80,00 %800,0', 'Farelo de soja18,00 %180,0', 'Núcleo2,00 %20,0']);
    expect(screen.getByTestId('premix-per-head').textContent).toContain('10,00 kg (50,0 %');
    chooseWeekday(1);
    // Pen 1's first treatment: 30 % of 6400 kg, half of it pre-mix.
    await waitFor(() =>
      expect(screen.getByTestId('feeding-sheet-t1-premix').textContent).toContain('960 kg'),
    );
    expect(screen.getByTestId('feeding-sheet-t1-load-1').textContent).toContain('Pré-mistura');
    expect(screen.getByTestId('feeding-sheet-t1-load-1').textContent).not.toContain('Milho moído');
  });

  it("saves the pre-mix as the user's own feed with its composition", async () => {
    const requests = stubServer({
      'alimentos/createAlimentoUsuario': {
        status: 200,
        body: {
          data: createTestFeed({
            id: 'USR|9',
            tipo: 3,
            name: 'Núcleo da casa',
            nutrientes: { PB: 16.2 },
            visibilidade: 'privado',
          }),
        },
      },
    });
    await openTreatments(testUser({ premium: true }));
    fireEvent.click(screen.getByTestId('premix-switch'));
    await screen.findByTestId('premix-recipe');
    fireEvent.click(screen.getByTestId('premix-save-feed'));
    await waitFor(() =>
      expect(requests.some((request) => request.path === 'alimentos/createAlimentoUsuario')).toBe(true),
    );
    const sent = requests.find((request) => request.path === 'alimentos/createAlimentoUsuario')?.body;
    expect(sent?.['tipo']).toBe(3);
    // DM-weighted: (8 × 0.88 × 9 + 1.8 × 0.89 × 50 + 0.2 × 1 × 0) / (7.04 + 1.602 + 0.2) = 143.46 / 8.842 = 16.22 % CP.
    const nutrients = sent?.['nutrientes'] as Record<string, number>;
    expect(nutrients['PB']).toBeCloseTo(16.2248, 3);
    expect(nutrients['MS']).toBeCloseTo(88.42, 2);
    // The alert bar loads on its first use.
    expect(
      await screen.findByText('A pré-mistura foi salva entre os seus alimentos.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("a producer editing a premium owner's diet gets the stored pre-mix back, shown but not editable", async () => {
    // A producer plan saves diets but has no pre-mix (contracts access/abilities.ts).
    storeSignedIn(
      testUser({ planos: [{ id: 1, id_empresa: null, tipo: 0, data_final: null, revogado: 0 }] }),
    );
    const saved: TFeedingPlan = {
      lotes: [{ id: 'a', nome: 'Curral A', cabecas: 100 }],
      tratos: [{ id: 'm', horario: '07:00', percentual: 100, dias: [0, 1, 2, 3, 4, 5, 6] }],
      capacidade_misturador: 2000,
      passo_balanca: 5,
    };
    const premix = cornAndSoyPremix('Núcleo do dono', true);
    const changes = renderSavedSheet(saved, premix, 100, 2000);
    await screen.findByTestId('daily-treatments');
    expect(screen.getByTestId('premix-read-only').textContent).toContain(
      'só um usuário premium pode alterá-la',
    );
    expect(within(screen.getByTestId('premix-recipe')).getAllByTestId('premix-line')).toHaveLength(2);
    expect((screen.getByTestId('premix-switch') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('premix-at-mixer') as HTMLInputElement).disabled).toBe(true);
    // The plan changes; the pre-mix goes back as stored, so the save keeps it.
    typeInto('sheet-mixer-capacity', '2500');
    await waitFor(() => expect(changes.at(-1)?.[0].capacidade_misturador).toBe(2500));
    expect(changes.every(([, kept]) => kept === premix)).toBe(true);
  });

  it('opens a saved plan and hands every valid change back to keep with the diet', async () => {
    storeSignedIn(testUser({ premium: true }));
    const saved: TFeedingPlan = {
      lotes: [
        { id: 'a', nome: 'Curral A', cabecas: 100 },
        { id: 'b', nome: 'Curral B', cabecas: 50 },
      ],
      tratos: [
        { id: 'm', horario: '07:00', percentual: 50, dias: [0, 1, 2, 3, 4, 5, 6] },
        { id: 'ta', horario: '15:00', percentual: 50, dias: [0, 1, 2, 3, 4, 5, 6], lotes: ['a'] },
        { id: 'tb', horario: '16:00', percentual: 50, dias: [0, 1, 2, 3, 4, 5, 6], lotes: ['b'] },
      ],
      capacidade_misturador: 2000,
      passo_balanca: 5,
    };
    const premix = cornAndSoyPremix('Núcleo da casa', false);
    const changes = renderSavedSheet(saved, premix, 150, 6000);
    await screen.findByTestId('daily-treatments');
    chooseWeekday(3);
    // Pen A at 07:00 and 15:00, pen B at 07:00 and 16:00: 100 × 20 × 50 % = 1000 kg, 50 × 20 × 50 % = 500 kg.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('feeding-sheet-day-treatments'))
          .getAllByTestId('feeding-sheet-line')
          .map((row) => row.textContent),
      ).toEqual(['Trato 1 – 07:001.500 kg', 'Trato 2 – 15:001.000 kg', 'Trato 3 – 16:00500 kg']),
    );
    expect(within(screen.getByTestId('premix-recipe')).getAllByTestId('premix-line')).toHaveLength(2);
    await waitFor(() => expect(changes.length).toBeGreaterThan(0));
    const [plan, kept] = changes.at(-1)!;
    expect(plan.tratos.map((treatment) => treatment.lotes ?? null)).toEqual([null, ['0'], ['1']]);
    expect(plan.lotes.map((lot) => lot.cabecas)).toEqual([100, 50]);
    expect(kept).toEqual(premix);

    // The saved pen limits show as chosen pens.
    expect(screen.getByTestId('treatment-pen-1-0').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('treatment-pen-1-1').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('treatment-pen-0-0').getAttribute('aria-pressed')).toBe('false');
    typeInto('sheet-mixer-capacity', '2500');
    await waitFor(() => expect(changes.at(-1)?.[0].capacidade_misturador).toBe(2500));
    // A plan that breaks a rule is not handed back: 40 + 50 % leaves 10 % of the day.
    const count = changes.length;
    typeInto('treatment-percent-0', '40');
    expect(await screen.findByTestId('treatment-day-issues')).toBeTruthy();
    expect(changes).toHaveLength(count);
    // Limiting the 07:00 treatment to pen B leaves pen A at 50 % (40 % of it moved to pen B): both wrong.
    typeInto('treatment-percent-0', '50');
    fireEvent.click(screen.getByTestId('treatment-pen-0-1'));
    await waitFor(() =>
      expect(screen.getByTestId('treatment-day-issues').textContent).toContain(
        'Curral A, Domingo: faltam 50 % do dia.',
      ),
    );
  });
});
