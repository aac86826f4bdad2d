/** Rows of the repository as the notification records of contracts ZNotification, with the path each opens. */
import { ZNoticeParams } from '@cocho/contracts';
import { toShareType } from '../sharing/share-wire';
import type { TNoticeEvent, TNotification } from '@cocho/contracts';
import type {
  ErrorReportNotificationRow,
  InvitationNotificationRow,
  NoticeRow,
  ContactRequestNotificationRow,
  LinkEventNotificationRow,
  LinkRequestNotificationRow,
  MessageRow,
  NewUserNotificationRow,
  PendingFeedNotificationRow,
  PremiumRequestNotificationRow,
  ShareNotificationRow,
  SponsorshipRequestNotificationRow,
} from './repository';

/** Where a received share opens (docs/product/calculation.md#screens): the diet wizard or the prediction screen by the record's type. */
export function sharedRecordTarget(
  row: Pick<ShareNotificationRow, 'id_dieta' | 'id_compartilhamento' | 'id_pessoa' | 'tipo'>,
): string {
  const shareId = String(row.id_compartilhamento);
  const query = new URLSearchParams({
    // The diet screen shows a comparison instead of the wizard (docs/decisions/saved-supplements-comparisons.md).
    ...(row.tipo === 5 ? { comparacao: '1' } : {}),
    did: String(row.id_dieta),
  });
  if (row.tipo === 0) query.set('compartilhamentoID', shareId);
  query.set('compartilhamento', shareId);
  query.set('pessoa', String(row.id_pessoa));
  const screen =
    row.tipo === 0
      ? '/formulacao-dieta'
      : row.tipo === 2
        ? '/calcula-exigencias'
        : row.tipo === 3
          ? '/calcular-racao'
          : row.tipo === 4
            ? '/formulacao-suplemento'
            : row.tipo === 5
              ? '/formulacao-dieta'
              : '/predicao-desempenho';
  return `${screen}?${query.toString()}`;
}

export function shareNotification(row: ShareNotificationRow): TNotification {
  return {
    tipo: 'compartilhamento',
    id: row.id_compartilhamento,
    created_at: row.updated_at,
    lida: false,
    destino: sharedRecordTarget(row),
    params: {
      id_dieta: row.id_dieta,
      id_pessoa: row.id_pessoa,
      tipo_registro: toShareType(row.tipo),
      nome: row.nome,
      dono_nome: row.dono_nome,
      pode_editar: row.pode_editar === 1,
    },
  };
}

/** Opens the report on the administrators' screen, which marks it read (notificacoes/reporteLido). */
export function errorReportNotification(row: ErrorReportNotificationRow): TNotification {
  return {
    tipo: 'reporte',
    id: row.id,
    created_at: row.created_at,
    lida: false,
    destino: `/adm/reportes?id=${row.id}`,
    params: { nome: row.nome, descricao: row.descricao.slice(0, 200), rota: row.rota },
  };
}

export function messageNotification(row: MessageRow): TNotification {
  return {
    tipo: 'mensagem',
    id: row.id,
    created_at: row.created_at,
    lida: row.read_at !== null,
    destino: '/',
    params: { titulo: row.titulo, mensagem: row.mensagem },
  };
}

export function premiumRequestNotification(row: PremiumRequestNotificationRow): TNotification {
  return {
    tipo: 'solicitacao_premium',
    id: row.id,
    created_at: row.created_at,
    lida: row.read_at !== null,
    destino: `/adm/solicitacaoPremium?id=${row.id}`,
    params: {
      nome: row.nome,
      email: row.email,
      telefone: row.telefone,
      tempo_quantidade: row.tempo_quantidade,
      tempo_unidade: row.tempo_unidade,
    },
  };
}

export function pendingFeedNotification(row: PendingFeedNotificationRow, readUpTo: string): TNotification {
  return {
    tipo: 'alimento_pendente',
    id: row.id,
    created_at: row.created_at,
    lida: row.created_at <= readUpTo,
    destino: '/adm?tab=alimentos',
    params: { nome: row.nome, usuario_nome: row.usuario_nome },
  };
}

export function newUserNotification(row: NewUserNotificationRow, readUpTo: string): TNotification {
  return {
    tipo: 'novo_usuario',
    id: row.id,
    created_at: row.created_at,
    lida: row.created_at <= readUpTo,
    destino: `/adm?tab=users&ids=${row.id}`,
    params: { nome: row.nome, email: row.email, liberado: row.liberado === 1 },
  };
}

/** A sales technician's pending contact request; answered on /user (accept or decline). */
export function contactRequestNotification(row: ContactRequestNotificationRow): TNotification {
  return {
    tipo: 'contato_empresa',
    id: row.id,
    created_at: row.created_at,
    lida: false,
    destino: '/user',
    params: { id_empresa: row.id_empresa, empresa: row.empresa, tecnico_nome: row.tecnico_nome },
  };
}

export function linkRequestNotification(row: LinkRequestNotificationRow): TNotification {
  return {
    tipo: 'vinculo_empresa',
    id: row.id,
    created_at: row.created_at,
    lida: false,
    destino: '/empresa',
    params: {
      id_empresa: row.id_empresa,
      empresa: row.empresa,
      nome: row.nome,
      email: row.email,
      acesso: row.acesso,
    },
  };
}

/** Where sponsorship requests are answered (docs/product/calculation.md#notification-panel navigation targets: administration, feeds tab). */
export const FEEDS_TAB_TARGET = '/adm?tab=alimentos';

/** A requested sponsorship; it opens the feeds tab, where administrators accept or decline it. */
export function sponsorshipRequestNotification(
  row: SponsorshipRequestNotificationRow,
  readUpTo: string,
): TNotification {
  return {
    tipo: 'patrocinio',
    id: row.id,
    created_at: row.created_at,
    lida: row.created_at <= readUpTo,
    destino: FEEDS_TAB_TARGET,
    params: {
      id_alimento: `EMP|${row.id}`,
      nome: row.nome,
      id_empresa: row.id_empresa,
      empresa: row.empresa,
    },
  };
}

/**
 * A link or unlink event of the caller (listed while unread): a new link opens the company area, an unlink
 * goes home (docs/product/calculation.md#notification-panel navigation targets).
 */
export function linkEventNotification(row: LinkEventNotificationRow): TNotification {
  const ativo = row.situacao === 'ativo';
  return {
    tipo: 'vinculo_usuario',
    id: row.id,
    created_at: row.created_at,
    lida: false,
    destino: ativo ? '/empresa' : '/',
    params: { id_empresa: row.id_empresa, empresa: row.empresa, ativo, acesso: row.acesso },
  };
}

/** A company's invitation waiting for the caller; the bell entry accepts or declines it. */
export function invitationNotification(row: InvitationNotificationRow): TNotification {
  return {
    tipo: 'convite_empresa',
    id: row.id,
    created_at: row.created_at,
    lida: false,
    destino: '/empresa',
    params: { id_empresa: row.id_empresa, empresa: row.empresa, acesso: row.acesso },
  };
}

/** Where each decision notice opens: the screen where its subject lives. */
const NOTICE_TARGETS: Record<TNoticeEvent, string> = {
  premium_concedido: '/seja-premium',
  premium_recusado: '/seja-premium',
  alimento_aprovado: '/enviar-alimento',
  alimento_rejeitado: '/enviar-alimento',
  patrocinio_aceito: '/empresa/alimentos',
  patrocinio_recusado: '/empresa/alimentos',
  convite_aceito: '/empresa/colaboradores',
  convite_recusado: '/empresa/colaboradores',
  vinculo_aprovado: '/empresa',
  vinculo_recusado: '/',
  contato_aceito: '/empresa/add-contato-emp-tecnico',
  contato_recusado: '/empresa/add-contato-emp-tecnico',
};

/** A stored decision notice; undefined when its stored params no longer read (never listed then). */
export function noticeNotification(row: NoticeRow): TNotification | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(row.params);
  } catch {
    return undefined;
  }
  const params = ZNoticeParams.safeParse(stored);
  if (!params.success) return undefined;
  return {
    tipo: 'aviso',
    id: row.id,
    created_at: row.created_at,
    lida: row.read_at !== null,
    destino: NOTICE_TARGETS[params.data.evento],
    params: params.data,
  };
}
