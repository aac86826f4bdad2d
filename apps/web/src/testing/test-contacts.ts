/** Sales-technician contact records for component tests (company area and the user's partner-contact section). */
import type { TCompanyContact, TContactPerson } from '@cocho/contracts';

const hidden = { telefone: null, cidade: null, estado: null, pais: null };

/** A person as a contact shows them: e-mail and the rest hidden unless given. */
export const person = (id: number, nome: string, extra: Partial<TContactPerson> = {}): TContactPerson => ({
  id,
  nome,
  email: null,
  ...hidden,
  ...extra,
});

/** A contact of company 7 (Alfa Nutrição) asked by technician 50 of `usuario`. */
export const contact = (
  id: number,
  situacao: TCompanyContact['situacao'],
  usuario: TContactPerson,
): TCompanyContact => ({
  id_contato: id,
  id_empresa: 7,
  nome_empresa: 'Alfa Nutrição',
  situacao,
  tecnico: person(50, 'Tiago Técnico'),
  usuario,
  requested_at: '2026-11-01T12:00:00.000Z',
  decided_at: null,
});
