import { calculateRequirements } from '@cocho/engine';
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

  it('a requirements table (mode E) shows the animal and its requirements, and reads no diet result', () => {
    const diet = smallDietRecord('Exigências');
    // A light calf-weight steer: the requirements result carries a warning of its own, which is no diet warning.
    const animal = { ...diet.animal, peso_corporal_inicial: 100, peso_corporal_final: 140 };
    const computed = calculateRequirements(animal);
    if (!computed.ok) throw new Error('the animal must be valid');
    expect(computed.value.warnings.length).toBeGreaterThan(0);
    const record = {
      ...diet,
      animal,
      custo: null,
      alimentos_selecionados: [],
      restricoes: {},
      resultado: null,
      exigencias_selecionadas: [],
      exigencias_alteradas: [],
      status: 1,
      resultado_simplex: JSON.parse(JSON.stringify(computed.value)) as typeof diet.resultado_simplex,
    };
    const view = buildPublicView(record, 'E');
    expect(view).toMatchObject({ situacao: null, custo: null, consumo_ms: null, faltas: [], avisos: [] });
    const cms = computed.value.requirements.find((entry) => entry.key === 'CMS');
    expect(view.exigencias.find((entry) => entry.exigencia === 'CMS')).toMatchObject({
      minimo: cms?.min,
      fornecido: null,
    });
  });
});
