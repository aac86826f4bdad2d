import { describe, expect, it } from 'vitest';
import type { THelpItem } from '@cocho/contracts';
import { findLinkedHelpItem } from './help-deep-link';

const item = (id: number, rota: string, etapa: number | null, idioma: 0 | 1 | 2): THelpItem => ({
  id,
  titulo: `Item ${id}`,
  descricao: '',
  video: '',
  rota,
  etapa,
  idioma,
});
const ITEMS = [
  item(1, '/dashboard', null, 0),
  item(2, '/formulacao-dieta', 2, 0),
  item(3, '/formulacao-dieta', 2, 1),
];

describe('/instrucoes?a=', () => {
  it('finds an item by its id', () => {
    expect(findLinkedHelpItem(ITEMS, '3', 0)?.id).toBe(3);
    expect(findLinkedHelpItem(ITEMS, '{"id":1}', 2)?.id).toBe(1);
  });

  it('chooses by route, step and language from an encoded place', () => {
    expect(findLinkedHelpItem(ITEMS, '{"rota":"/formulacao-dieta","etapa":2}', 1)?.id).toBe(3);
    expect(findLinkedHelpItem(ITEMS, '{"rota":"/formulacao-dieta","etapa":2}', 2)?.id).toBe(2);
  });

  it('answers nothing for no parameter, an unknown id or unreadable text', () => {
    for (const parameter of [null, '', '99', '{oops', '"text"', '{"rota":"/adm"}'])
      expect([parameter, findLinkedHelpItem(ITEMS, parameter, 0)]).toEqual([parameter, undefined]);
  });
});
