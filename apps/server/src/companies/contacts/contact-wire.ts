/**
 * Contacts as the wire sends them (contracts ZCompanyContact). Phone, city, state and country of either
 * person go out only while the contact is active (docs/product/shell.md#roles: accepting exposes them); the technician's
 * e-mail too. The user's e-mail is always there: the technician typed it to ask.
 */
import type { TCompanyContact, TCompanyContactState } from '@cocho/contracts';
import { COMPANY_CONTACT_STATES } from '@cocho/contracts';
import type { ContactDetailRow } from './repository';

const asState = (value: string): TCompanyContactState =>
  (COMPANY_CONTACT_STATES as readonly string[]).includes(value)
    ? (value as TCompanyContactState)
    : 'desativado';

export function toCompanyContact(row: ContactDetailRow): TCompanyContact {
  const situacao = asState(row.situacao);
  const isActive = situacao === 'ativo';
  const shown = (value: string | null) => (isActive ? value : null);
  return {
    id_contato: row.id,
    id_empresa: row.id_empresa,
    nome_empresa: row.nome_empresa,
    situacao,
    tecnico: {
      id: row.id_tecnico,
      nome: row.tecnico_nome,
      email: shown(row.tecnico_email),
      telefone: shown(row.tecnico_telefone),
      cidade: shown(row.tecnico_cidade),
      estado: shown(row.tecnico_estado),
      pais: shown(row.tecnico_pais),
    },
    usuario: {
      id: row.id_usuario,
      nome: row.usuario_nome,
      email: row.usuario_email,
      telefone: shown(row.usuario_telefone),
      cidade: shown(row.usuario_cidade),
      estado: shown(row.usuario_estado),
      pais: shown(row.usuario_pais),
    },
    requested_at: row.requested_at,
    decided_at: row.decided_at,
  };
}
