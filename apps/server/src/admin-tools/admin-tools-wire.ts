/** The administration tools' rows in their wire shape (contracts admin-tools.ts). */
import type { TAdminErrorReport, THelpItem, TSentMessage } from '@cocho/contracts';
import { ZNotificationAudience } from '@cocho/contracts';
import type { Selectable } from 'kysely';
import type { HelpItemsTable } from '../db/tables/help';
import type { AdminErrorReportRow, SentMessageRow } from './repository';

export function toAdminErrorReport(row: AdminErrorReportRow): TAdminErrorReport {
  return {
    id: row.id,
    id_pessoa: row.user_id,
    nome: row.nome ?? null,
    email: row.email ?? null,
    id_ajuda: row.id_ajuda,
    descricao: row.descricao,
    rota: row.rota,
    etapa: row.etapa,
    video: row.video,
    captura: row.captura,
    lido: row.lido === 1,
    created_at: row.created_at,
    respondido_em: row.respondido_em,
    resposta: row.resposta,
    canal_resposta:
      row.canal_resposta === 'email' || row.canal_resposta === 'notificacao' ? row.canal_resposta : null,
  };
}

export function toHelpItem(row: Selectable<HelpItemsTable>): THelpItem {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    video: row.video,
    rota: row.rota,
    etapa: row.etapa,
    idioma: row.idioma === 1 ? 1 : row.idioma === 2 ? 2 : 0,
  };
}

/** A stored message's audience; a row the contract cannot read (never written by us) reads as everyone. */
export function toSentMessage(row: SentMessageRow, recipients: readonly number[]): TSentMessage {
  const audience = ZNotificationAudience.safeParse(
    row.destino_tipo === 'perfil'
      ? { tipo: 'perfil', perfil: row.destino_perfil }
      : row.destino_tipo === 'idioma'
        ? { tipo: 'idioma', idioma: row.destino_idioma }
        : row.destino_tipo === 'usuarios'
          ? { tipo: 'usuarios', usuarios: recipients }
          : { tipo: 'todos' },
  );
  return {
    id: row.id,
    titulo: row.titulo,
    mensagem: row.mensagem,
    destino: audience.success ? audience.data : { tipo: 'todos' },
    enviado_por: row.enviado_por,
    lidas: Number(row.lidas),
    created_at: row.created_at,
  };
}
