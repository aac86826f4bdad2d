import { describe, expect, it } from 'vitest';
import { smallDietRecord } from '../access/access-test-helpers';
import { buildPublicView, toPublicRecord } from './public-view';

describe('toPublicRecord', () => {
  it('leaves out the notes, owner, client and the lifecycle comment, and keeps the rest', () => {
    const record = {
      ...smallDietRecord('Lote 7'),
      user_id: 41,
      id_cliente: 9,
      obs: 'nota do dono',
      ciclo: {
        tipo: 'terminacao' as const,
        situacao: 'ativa' as const,
        comentario: 'cliente atrasa pagamento',
        inicio_previsto: '2026-01-01',
        fim_previsto: '2026-03-01',
        fim_real: null,
        peso_abate: 520,
        gmd_esperado: 1.4,
        gmd_real: null,
        gmd_observado: null,
        numero_animais: 80,
      },
    };
    const shown = toPublicRecord(record, 5);
    expect([shown.user_id, shown.id_cliente, shown.obs, shown.ciclo?.comentario]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(shown.id).toBe(5);
    expect({ ...shown.ciclo, comentario: record.ciclo.comentario }).toEqual(record.ciclo);
    expect(shown.resultado).toEqual(record.resultado);
    expect(JSON.stringify(shown)).not.toMatch(/nota do dono|atrasa/);
  });
});

describe('buildPublicView', () => {
  it('answers no outcome, misses or warnings for a record never calculated', () => {
    const view = buildPublicView({ ...smallDietRecord('Sem cálculo'), custo: null, resultado_simplex: null });
    expect([view.situacao, view.custo, view.consumo_ms, view.faltas, view.avisos]).toEqual([
      null,
      null,
      null,
      [],
      [],
    ]);
    expect(view.exigencias.map((entry) => [entry.exigencia, entry.fornecido])).toEqual([['CMS', null]]);
  });

  it('reads a stored result saved with the old bound names and drops non-plain warning values', () => {
    const view = buildPublicView({
      ...smallDietRecord('Antigo'),
      resultado_simplex: {
        status: 'inviavel',
        violations: [{ key: 'Co', bound: 'maximo', required: 10, supplied: 12 }],
        conflicts: [],
        warnings: [{ code: 'FEED_EXCLUDED', id: '12', extra: { nested: true } }],
        economics: null,
      },
    });
    expect(view.situacao).toBe('inviavel');
    expect(view.faltas).toEqual([{ exigencia: 'Co', limite: 'maximo', exigido: 10, fornecido: 12 }]);
    expect(view.avisos).toEqual([{ code: 'FEED_EXCLUDED', id: '12' }]);
  });
});
