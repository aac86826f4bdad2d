/**
 * The saved-record lists read summary columns and page with a cursor; duplicate names are decided by one
 * lookup.
 */
import type { TDietCycle, TDietRecord, TDietSummary } from '@cocho/contracts';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillDietSummaries } from '../db/migrations/20261124120000_diet_summaries';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

type Page = { data: TDietSummary[]; proximo: string | null };

function record(overrides: Partial<TDietRecord> = {}): TDietRecord {
  return {
    nome: 'Lote',
    tipoEntrada: '/MS',
    time: 1_795_000_000_000,
    custo: 7.5,
    animal: DEFAULT_ANIMAL,
    alimentos_selecionados: [
      {
        id: '12',
        tipo: 6,
        name: 'Silagem de milho',
        name_en: null,
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 32 },
      },
    ],
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    proporcao_volumoso: 50,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: [],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: null,
    status: 2,
    erro: null,
    resultado_simplex: null,
    obs: null,
    oculta: false,
    ciclo: null,
    ...overrides,
  };
}

/** A finished diet: every lifecycle field set. */
const FINISHED: TDietCycle = {
  tipo: 'terminacao',
  situacao: 'finalizada',
  comentario: 'lote vendido',
  inicio_previsto: '2026-01-10',
  fim_previsto: '2026-04-10',
  fim_real: '2026-04-12',
  peso_abate: 545.5,
  gmd_esperado: 1.4,
  gmd_real: 1.35,
  gmd_observado: 1.3,
  numero_animais: 80,
};

async function save(t: TestEnvironment, token: string, dieta: TDietRecord): Promise<number> {
  const res = await t.call('dieta/saveFD', { dieta: JSON.stringify(dieta) }, { token });
  if (res.status !== 200) throw new Error(`saveFD: ${res.status} ${res.text}`);
  return answerOf('saveFD', res).id;
}

async function page(t: TestEnvironment, token: string, body: Record<string, unknown>): Promise<Page> {
  const res = await t.call('dieta/minhasDietas', body, { token });
  if (res.status !== 200) throw new Error(`minhasDietas: ${res.status} ${res.text}`);
  return answerOf('findMyDiets', res);
}

forEachDatabase('saved-record lists and names at scale', (t) => {
  let user: SignedUp;

  beforeAll(async () => {
    user = await t.signUp();
    await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', user.user.id).execute();
  });

  describe('paging', () => {
    it('walks every record once, most recently updated first, page by page', async () => {
      const ids: number[] = [];
      for (let index = 0; index < 7; index += 1)
        ids.push(await save(t, user.token, record({ nome: `P${index}` })));
      // Saved within one millisecond or not, the order is updated_at then id, newest first.
      const expected = (
        await t.db
          .selectFrom('diets')
          .select('id')
          .where('user_id', '=', user.user.id)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((row) => row.id);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer: Page = await page(
          t,
          user.token,
          cursor === null ? { limite: 3 } : { limite: 3, cursor },
        );
        expect(answer.data.length).toBeLessThanOrEqual(3);
        seen.push(...answer.data.map((row) => row.id));
        cursor = answer.proximo;
        pages += 1;
      } while (cursor !== null);
      expect(pages).toBe(3);
      expect(seen).toEqual(expected);
      expect([...seen].sort()).toEqual([...ids].sort());
    });

    it('answers the first page with the default size and a cursor when more follow', async () => {
      const other = await t.signUp();
      await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', other.user.id).execute();
      for (let index = 0; index < 51; index += 1) await save(t, other.token, record({ nome: `D${index}` }));
      const first = await page(t, other.token, {});
      expect(first.data).toHaveLength(50);
      expect(first.proximo).not.toBeNull();
      const rest = await page(t, other.token, { cursor: first.proximo });
      expect(rest.data).toHaveLength(1);
      expect(rest.proximo).toBeNull();
    });

    it('refuses a cursor it did not make and a page size out of range', async () => {
      const bad = await t.call('dieta/minhasDietas', { cursor: 'not-a-cursor' }, { token: user.token });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toContainEqual({ field: 'cursor', code: 'invalid_cursor' });
      const tooMany = await t.call('dieta/minhasDietas', { limite: 201 }, { token: user.token });
      expect(tooMany.status).toBe(400);
    });

    it('pages the active diets too', async () => {
      const active = { ...FINISHED, situacao: 'ativa' as const, fim_real: null };
      for (let index = 0; index < 3; index += 1)
        await save(t, user.token, record({ nome: `A${index}`, ciclo: active }));
      const res = await t.call('dieta/getDietasAtivas', { limite: 2 }, { token: user.token });
      const first = answerOf('findActiveDiets', res);
      expect(first.dietas).toHaveLength(2);
      expect(first.limiteAtingido).toBe(false);
      const next = await t.call(
        'dieta/getDietasAtivas',
        { limite: 2, cursor: first.proximo },
        { token: user.token },
      );
      const second = answerOf('findActiveDiets', next);
      expect(second.dietas).toHaveLength(1);
      expect(second.proximo).toBeNull();
      expect(new Set([...first.dietas, ...second.dietas].map((row) => row.nome))).toEqual(
        new Set(['A0', 'A1', 'A2']),
      );
    });
  });

  describe('summary columns', () => {
    it('lists the whole lifecycle from the columns, not from the stored record', async () => {
      const id = await save(t, user.token, record({ nome: 'Finalizada', ciclo: FINISHED }));
      // Spoil the stored JSON: the list must not read it.
      await t.db.updateTable('diets').set({ dieta: '{"not":"a record"}' }).where('id', '=', id).execute();
      const listed = (await page(t, user.token, { limite: 200 })).data.find((row) => row.id === id);
      expect(listed).toMatchObject({ nome: 'Finalizada', custo: 7.5, status: 2, ciclo: FINISHED });
    });

    it('backfills the lifecycle columns of records stored before them', async () => {
      const id = await save(t, user.token, record({ nome: 'Antiga', ciclo: FINISHED }));
      await t.db
        .updateTable('diets')
        .set({
          ciclo_comentario: null,
          fim_real: null,
          peso_abate: null,
          gmd_esperado: null,
          gmd_real: null,
          gmd_observado: null,
          numero_animais: null,
        })
        .where('id', '=', id)
        .execute();
      await backfillDietSummaries(t.db);
      const listed = (await page(t, user.token, { limite: 200 })).data.find((row) => row.id === id);
      expect(listed?.ciclo).toEqual(FINISHED);
    });
  });

  describe('duplicate names', () => {
    it('appends the timestamp, then (2), (3)… for saves within the same second', async () => {
      const names: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const res = await t.call(
          'dieta/saveFD',
          { dieta: JSON.stringify(record({ nome: 'Mesmo nome' })) },
          {
            token: user.token,
          },
        );
        names.push(answerOf('saveFD', res).nome);
      }
      expect(names[0]).toBe('Mesmo nome');
      expect(new Set(names).size).toBe(names.length);
      for (const name of names.slice(1))
        expect(name).toMatch(/^Mesmo nome \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}( \(\d+\))?$/);
      // A name that only shares the prefix is no duplicate.
      const res = await t.call(
        'dieta/saveFD',
        { dieta: JSON.stringify(record({ nome: 'Mesmo' })) },
        {
          token: user.token,
        },
      );
      expect(answerOf('saveFD', res).nome).toBe('Mesmo');
    });
  });
});
