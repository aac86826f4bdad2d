import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL, normalizeAnimal } from '@cocho/engine';
import { describeAnimal } from './describe-animal';
import { createReportFormat } from './report-text';
import { translatorFor } from './testing/translator';

describe('describeAnimal: the report rows read the field table', () => {
  const t = translatorFor('pt');
  const format = createReportFormat('pt');

  it('shows the formulation form’s fields, without the financial ones, with the form’s decimals', () => {
    const rows = Object.fromEntries(describeAnimal(DEFAULT_ANIMAL, t, format));
    expect(rows).toEqual({
      'Tipo de animal': 'Crescimento e terminação',
      'Grupo genético': 'Zebuíno',
      'Sistema de produção': 'Confinamento',
      Sexo: 'Macho não castrado',
      'Número de animais': '1 cab.',
      'Peso corporal inicial': '400,0 kg',
      'Peso corporal final': '540,0 kg',
      'Peso corporal médio': '470,0 kg',
      'Ganho médio diário': '1,30 kg/dia',
      'Total de ração a produzir': '1.000,0 kg',
    });
  });

  it('shows a cow’s milk yield with 2 decimals, as the form, and her estimated yield when none was typed', () => {
    const cow = normalizeAnimal({
      ...DEFAULT_ANIMAL,
      tipo: 'vaca',
      estado_fisiologico: 'lactante',
      peso_corporal_medio: 450,
    });
    const rows = Object.fromEntries(describeAnimal(cow, t, format));
    expect(rows['Produção de leite']).toBe('1,71 kg/dia');
    expect(rows['Escore de condição corporal']).toBe('5,0');
    expect(rows['Ganho médio diário']).toBeUndefined();
  });
});
