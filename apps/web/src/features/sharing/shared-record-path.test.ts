import { describe, expect, it } from 'vitest';
import type { TShare } from '@cocho/contracts';
import { sharedRecordPath } from './shared-record-path';

const share = (tipo: TShare['tipo']) => ({
  id_dieta: 9,
  id_compartilhamento: 4,
  tipo,
  pessoa: { id: 2, nome: 'Ana', email: 'ana@example.com' },
});

describe('where a received share opens', () => {
  it('a supplement on the supplement screen, a comparison on the diet screen showing the comparison', () => {
    expect(sharedRecordPath(share(4))).toBe('/formulacao-suplemento?did=9&compartilhamento=4&pessoa=2');
    expect(sharedRecordPath(share(5))).toBe(
      '/formulacao-dieta?comparacao=1&did=9&compartilhamento=4&pessoa=2',
    );
    // A diet keeps its own address (no comparison flag).
    expect(sharedRecordPath(share(0))).toBe(
      '/formulacao-dieta?did=9&compartilhamentoID=4&compartilhamento=4&pessoa=2',
    );
  });
});
