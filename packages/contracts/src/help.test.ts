import { describe, expect, it } from 'vitest';
import { chooseHelpItem } from './help';

type Item = { id: number; rota: string; etapa: number | null; idioma: 0 | 1 | 2 };
const ITEMS: Item[] = [
  { id: 1, rota: '/formulacao-dieta', etapa: null, idioma: 0 },
  { id: 2, rota: '/formulacao-dieta', etapa: null, idioma: 1 },
  { id: 3, rota: '/formulacao-dieta', etapa: 2, idioma: 0 },
  { id: 4, rota: '/formulacao-dieta', etapa: 2, idioma: 2 },
  { id: 5, rota: '/dashboard', etapa: null, idioma: 2 },
  { id: 6, rota: '/predicao-desempenho', etapa: 1, idioma: 1 },
];
const pick = (route: string, step: number | null, idioma: number) =>
  chooseHelpItem(ITEMS, { route, step, idioma })?.id;

describe('chooseHelpItem: route, then step, then language', () => {
  it('takes the route first: another route’s item never answers', () => {
    expect(pick('/calcula-exigencias', null, 0)).toBeUndefined();
    expect(pick('/dashboard', 2, 0)).toBe(5);
  });

  it('then the step: the step’s item over the screen’s, even in another language', () => {
    expect(pick('/formulacao-dieta', 2, 2)).toBe(4);
    expect(pick('/formulacao-dieta', 2, 1)).toBe(3); // no English item for step 2: Portuguese of that step
  });

  it('falls back to the items without a step when the step has none, then to any of the route', () => {
    expect(pick('/formulacao-dieta', 3, 1)).toBe(2);
    expect(pick('/formulacao-dieta', null, 0)).toBe(1);
    expect(pick('/predicao-desempenho', null, 0)).toBe(6);
  });

  it('then the language, else Portuguese, else the first', () => {
    expect(pick('/formulacao-dieta', null, 1)).toBe(2);
    expect(pick('/formulacao-dieta', null, 2)).toBe(1);
    expect(pick('/dashboard', null, 1)).toBe(5);
  });

  it('compares paths without a trailing slash or case', () => {
    expect(pick('/Formulacao-Dieta/', 2, 0)).toBe(3);
  });
});
