/**
 * The data-protection rights of the LGPD (Lei 13.709/2018, art. 18): a copy of one's data and the deletion of
 * the account. Choices: docs/decisions/lgpd-export-and-deletion.md.
 */
import { z } from 'zod';
import { defineCall } from './define-call';

const ZRows = z.array(z.record(z.string(), z.unknown()));

/** Everything the service keeps about the signed-in user, as JSON. */
export const ZDataExport = z.object({
  gerado_em: z.string(),
  conta: z.record(z.string(), z.unknown()),
  dietas: ZRows,
  predicoes: ZRows,
  /** Saved requirements tables (mode E). */
  exigencias: ZRows,
  /** Saved stand-alone mixes (mode M); absent from older servers. */
  misturas: ZRows.default([]),
  /** Saved supplements (mode S); absent from older servers. */
  suplementos: ZRows.default([]),
  /** Saved diet comparisons (mode C); absent from older servers. */
  comparacoes: ZRows.default([]),
  alimentos: ZRows,
  sessoes: ZRows,
  planos: ZRows,
  solicitacoes_premium: ZRows,
  clientes: ZRows,
  compartilhamentos: ZRows,
  reportes: ZRows,
  feedback: ZRows,
  registro_auditoria: ZRows,
  vinculos_empresa: ZRows,
  /** Sales-technician contacts where the user was asked or asked. */
  contatos_empresa: ZRows,
  /**
   * Shares the user sent to an e-mail with no account yet (pending until claimed; status 1 pending, 0
   * revoked): the record, the e-mail typed, the permissions and when.
   */
  convites_compartilhamento: ZRows,
  /** Whether partner companies may contact the user (aceita 1/0, when), or null when never answered. */
  consentimento_contato_parceiros: z.record(z.string(), z.unknown()).nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const exportMyData = defineCall('user/exportarDados', z.object({}), z.object({ data: ZDataExport }), {
  auth: true,
});

/** Deletes the signed-in account after the current password (field error senha: currentPasswordIncorrect). */
export const deleteMyAccount = defineCall(
  'user/excluirConta',
  z.object({ senha: z.string().min(1).max(200) }),
  z.object({ data: z.literal(true) }),
  { auth: true },
);

export const privacyCalls = { exportMyData, deleteMyAccount } as const;
