/** Shares of saved records for the sharing component tests. */
import type { TShare } from '@cocho/contracts';

/**
 * Share `id` of diet `40 + id` ("Lote <id>"), from consultant Carla to Ana (the test user), read-only and
 * not yet opened, made on 2026-11-20.
 */
export const createTestShare = (id: number, extra: Partial<TShare> = {}): TShare => ({
  id_compartilhamento: id,
  id_dieta: 40 + id,
  tipo: 0,
  nome: `Lote ${id}`,
  dono: { id: 2, nome: 'Carla Consultora', email: 'carla@example.com' },
  pessoa: { id: 1, nome: 'Ana Souza', email: 'ana@cocho.test' },
  pode_ler: true,
  pode_editar: false,
  pode_compartilhar: false,
  status: 1,
  lida: false,
  oculta: false,
  created_at: '2026-11-20T12:00:00.000Z',
  ...extra,
});
