/**
 * The notification bell (docs/product/shell.md#screens, docs/product/calls.md#shell-calls notificacoes; docs/product/calculation.md#notification-panel, docs/product/calculation.md#records notification
 * records, docs/product/calls.md#calculation-calls notificacoes/*). `notificacoes` answers the caller's notification records: codes and
 * parameters the web words in the user's language, never prose, each with the path it opens. Kinds, with
 * who gets them and how each one is read or leaves the list:
 *
 *   compartilhamento     a diet or prediction shared with the caller and not read yet (every user;
 *                        notificacoes/dietaLida)
 *   mensagem             a general message from an administrator to the caller (every user;
 *                        notificacoes/mensagemLida; read ones stay, grey)
 *   vinculo_usuario      a company linked the caller (a link request approved, or an administrator's link)
 *                        or unlinked them, in the last LINK_EVENT_DAYS days (every user; notificacoes/vinculoLido)
 *   contato_empresa      a sales technician's pending contact request to the caller (every user; answered on /user)
 *   vinculo_empresa      a link a user requested to a company the caller manages, until it is answered
 *                        (company managers; empresa/aprovaVinculo, empresa/reprovaVinculo)
 *   solicitacao_premium  a pending premium request (administrators; notificacoes/premiumLido)
 *   alimento_pendente    a user-sent feed awaiting review (administrators; notificacoes/alimentoLido)
 *   patrocinio           a company feed whose sponsorship is requested, until it is accepted or declined
 *                        (administrators; notificacoes/alimentoLido, the call of the feeds tab)
 *   novo_usuario         an account awaiting release, or a recent sign-up (administrators; notificacoes/userLido)
 *   empresa_alteracao    a company change request (administrators; notificacoes/empControleLido or
 *                        empControleUserLido)
 *   reporte              an error report no administrator has read yet (administrators; notificacoes/reporteLido)
 *   convite_empresa      a company invited the caller, until they accept or decline (every user;
 *                        empresa/aceitarConvite, empresa/recusarConvite, from the bell entry too)
 *   aviso                a decision about the caller: premium granted or refused, a sent feed approved or
 *                        rejected, a sponsorship answered, an invitation, link or contact answered (every
 *                        user, also e-mailed in their language; notificacoes/avisoLido; read ones stay, grey)
 *
 * A later kind adds one member to `ZNotification` and its own read call; read marks are
 * stored per user, kind and record (docs/decisions/notifications.md).
 */
import { z } from 'zod';
import { INT4_MAX } from './input-safety';
import { ZProfile } from './access/access-schemas';
import { defineCall } from './define-call';
import { ZShareType } from './sharing';

export {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_POLL_MAX_FAILURES,
  NOTIFICATION_BADGE_MAX,
} from './plain/notifications';
/** Most records one answer lists, newest first; `total` says how many there are. */
export const NOTIFICATION_LIST_MAX = 100;
/** Sign-ups younger than this many days notify administrators (ours: docs/decisions/notifications.md). */
export const RECENT_SIGNUP_DAYS = 30;
/** Link and unlink events younger than this many days notify the user (ours: docs/decisions/notifications.md). */
export const LINK_EVENT_DAYS = 30;
/** Decision notices younger than this many days are listed, read or not (ours: docs/decisions/notifications.md). */
export const NOTICE_DAYS = 30;
/** Longest list of user ids a general message may be addressed to. */
export const NOTIFICATION_RECIPIENTS_MAX = 500;
export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 2000;

export const NOTIFICATION_KINDS = [
  'compartilhamento',
  'mensagem',
  'solicitacao_premium',
  'alimento_pendente',
  'novo_usuario',
  'vinculo_empresa',
  'empresa_alteracao',
  'reporte',
  'contato_empresa',
  'patrocinio',
  'vinculo_usuario',
  'convite_empresa',
  'aviso',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * What a decision notice (kind `aviso`) tells its user: premium granted or refused; a feed they
 * sent approved or rejected; a sponsorship of their company's feed accepted or declined; a person they
 * invited accepted or declined (company managers); a link they requested rejected; a contact they asked
 * for accepted or declined (the sales technician).
 */
export const NOTICE_EVENTS = [
  'premium_concedido',
  'premium_recusado',
  'alimento_aprovado',
  'alimento_rejeitado',
  'patrocinio_aceito',
  'patrocinio_recusado',
  'convite_aceito',
  'convite_recusado',
  'vinculo_aprovado',
  'vinculo_recusado',
  'contato_aceito',
  'contato_recusado',
] as const;
export const ZNoticeEvent = z.enum(NOTICE_EVENTS);
export type TNoticeEvent = z.infer<typeof ZNoticeEvent>;

/** The words of a notice: the company, the person or feed it is about, the refusal reason, a plan's end. */
export const ZNoticeParams = z.object({
  evento: ZNoticeEvent,
  /** The company concerned (invitations, links, contacts, sponsorships). */
  empresa: z.string().nullable(),
  /** The person (invitee, farmer) or the feed the decision is about. */
  nome: z.string().nullable(),
  /** The refusal reason (motivo_rejeicao, premium motivo), when refused with one. */
  motivo: z.string().nullable(),
  /** A granted plan's last day (YYYY-MM-DD), null when it has none. */
  data_final: z.string().nullable(),
});
export type TNoticeParams = z.infer<typeof ZNoticeParams>;

/** What every record carries: its kind's id, when it happened (ISO-8601 UTC), read or not, the path it opens. */
const ZNotificationBase = z.object({
  /** The id of the record in its kind (share, message, premium request, feed, user). */
  id: z.number().int(),
  created_at: z.string(),
  lida: z.boolean(),
  /** The screen the record opens (docs/product/calculation.md#notification-panel navigation targets). */
  destino: z.string(),
});

export const ZNotification = z.discriminatedUnion('tipo', [
  ZNotificationBase.extend({
    /**
     * A company change request (administrators; docs/product/calculation.md#screens): `id` is the request, listed until the caller reads
     * it with notificacoes/empControleLido (tipo_alteracao empresa) or empControleUserLido (usuario).
     */
    tipo: z.literal('empresa_alteracao'),
    params: z.object({
      tipo_alteracao: z.enum(['empresa', 'usuario']),
      empresa: z.string(),
      autor_nome: z.string(),
      usuario_nome: z.string().nullable(),
      situacao: z.string().nullable(),
    }),
  }),
  ZNotificationBase.extend({
    tipo: z.literal('compartilhamento'),
    params: z.object({
      id_dieta: z.number().int(),
      id_pessoa: z.number().int(),
      /** 0 diet, 1 prediction. */
      tipo_registro: ZShareType,
      nome: z.string(),
      dono_nome: z.string(),
      pode_editar: z.boolean(),
    }),
  }),
  ZNotificationBase.extend({
    tipo: z.literal('mensagem'),
    params: z.object({ titulo: z.string(), mensagem: z.string() }),
  }),
  ZNotificationBase.extend({
    tipo: z.literal('solicitacao_premium'),
    params: z.object({
      nome: z.string(),
      email: z.string(),
      telefone: z.string().nullable(),
      /** The requested offer's length, when the request names an offer. */
      tempo_quantidade: z.number().int().nullable(),
      tempo_unidade: z.string().nullable(),
    }),
  }),
  ZNotificationBase.extend({
    tipo: z.literal('alimento_pendente'),
    params: z.object({ nome: z.string(), usuario_nome: z.string() }),
  }),
  ZNotificationBase.extend({
    tipo: z.literal('novo_usuario'),
    params: z.object({ nome: z.string(), email: z.string(), liberado: z.boolean() }),
  }),
  ZNotificationBase.extend({
    /** `id` is the link (id_emp_user). */
    tipo: z.literal('vinculo_empresa'),
    params: z.object({
      id_empresa: z.number().int(),
      empresa: z.string(),
      nome: z.string(),
      email: z.string(),
      /** The requested position: 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
      acesso: z.number().int(),
    }),
  }),
  ZNotificationBase.extend({
    /** `id` is the error report; listed while no administrator has read it. */
    tipo: z.literal('reporte'),
    params: z.object({ nome: z.string().nullable(), descricao: z.string(), rota: z.string() }),
  }),
  ZNotificationBase.extend({
    /**
     * A sales technician asks the user for contact (`id` is the contact): listed while it is pending, until
     * the user accepts or declines it on /user (companies/contacts).
     */
    tipo: z.literal('contato_empresa'),
    params: z.object({ id_empresa: z.number().int(), empresa: z.string(), tecnico_nome: z.string() }),
  }),
  ZNotificationBase.extend({
    /**
     * A company feed whose sponsorship is requested (administrators; docs/product/calculation.md#screens feed sponsorship requests):
     * `id` is the feed row, listed until an administrator accepts or declines it on the feeds tab.
     */
    tipo: z.literal('patrocinio'),
    params: z.object({
      /** The feed's wire id (EMP|id), as adm/patrocinios answers it. */
      id_alimento: z.string(),
      nome: z.string(),
      id_empresa: z.number().int(),
      empresa: z.string(),
    }),
  }),
  ZNotificationBase.extend({
    /**
     * The caller was linked to a company (`ativo` true: a request approved, or an administrator's link) or
     * unlinked from it (`ativo` false) by someone else (docs/product/calculation.md#screens link or unlink events, docs/product/calculation.md#records company-user link
     * with active 0 or 1). `id` is the link (id_emp_user); listed until read with notificacoes/vinculoLido.
     */
    tipo: z.literal('vinculo_usuario'),
    params: z.object({
      id_empresa: z.number().int(),
      empresa: z.string(),
      ativo: z.boolean(),
      /** The link's position: 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
      acesso: z.number().int(),
    }),
  }),
  ZNotificationBase.extend({
    /**
     * A company invited the caller (`id` is the link, id_emp_user, state convidado): listed until the caller
     * accepts or declines, which the bell entry offers.
     */
    tipo: z.literal('convite_empresa'),
    params: z.object({
      id_empresa: z.number().int(),
      empresa: z.string(),
      /** The offered position: 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
      acesso: z.number().int(),
    }),
  }),
  ZNotificationBase.extend({
    /** A decision about the caller (`id` is the notice); listed NOTICE_DAYS days, read with notificacoes/avisoLido. */
    tipo: z.literal('aviso'),
    params: ZNoticeParams,
  }),
]);
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  /** Unread records (the badge). */
  count: z.number().int().nonnegative(),
  /** Every record the caller has, read or not; `list` holds the newest NOTIFICATION_LIST_MAX of them. */
  total: z.number().int().nonnegative(),
  list: z.array(ZNotification),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/**
 * Who a general message is for: everyone, one profile (docs/product/shell.md#roles), the accounts of one interface language
 * (0 pt, 1 en, 2 es) or listed user ids.
 */
export const ZNotificationAudience = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('todos') }),
  z.object({ tipo: z.literal('perfil'), perfil: ZProfile.exclude(['free']) }),
  z.object({ tipo: z.literal('idioma'), idioma: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  z.object({
    tipo: z.literal('usuarios'),
    usuarios: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(NOTIFICATION_RECIPIENTS_MAX),
  }),
]);
export type TNotificationAudience = z.infer<typeof ZNotificationAudience>;

const ZRead = z.object({ data: z.object({ lida: z.literal(true) }) });

/** notificacoes (docs/product/calls.md#shell-calls): the caller's records, polled every NOTIFICATION_POLL_MS. */
export const findNotifications = defineCall(
  'notificacoes',
  z.object({}),
  z.object({ data: ZNotificationList }),
  { auth: true },
);

/** notificacoes/premiumLido (administrators): premium request `id` is read for the caller. NOT_FOUND if none. */
export const markPremiumRequestRead = defineCall(
  'notificacoes/premiumLido',
  z.object({ id: z.number().int().positive() }),
  ZRead,
  { auth: true },
);

/**
 * notificacoes/alimentoLido (administrators): every feed sent and every sponsorship requested so far is read
 * for the caller (both open the feeds tab, docs/product/calls.md#calculation-calls).
 */
export const markPendingFeedsRead = defineCall('notificacoes/alimentoLido', z.object({}), ZRead, {
  auth: true,
});

/** notificacoes/userLido (administrators): every account made so far is read for the caller. */
export const markNewUsersRead = defineCall('notificacoes/userLido', z.object({}), ZRead, { auth: true });

/**
 * notificacoes/mensagemLida (docs/product/calls.md#calculation-calls notificacoes_app_set_situacao): a general message addressed to the
 * caller is read. A message not addressed to the caller answers NOT_FOUND.
 */
export const markMessageRead = defineCall(
  'notificacoes/mensagemLida',
  z.object({ notificacao_id: z.number().int().positive() }),
  ZRead,
  { auth: true },
);

/**
 * adm/notificacoes/enviar (administrators): a general message to everyone, one profile or listed user ids.
 * A listed id without an account answers NOTIFICATION_RECIPIENT_NOT_FOUND. It reaches the accounts that
 * exist when it is sent.
 */
export const sendNotification = defineCall(
  'adm/notificacoes/enviar',
  z.object({
    titulo: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX),
    mensagem: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
    destino: ZNotificationAudience,
  }),
  z.object({ data: z.object({ id: z.number().int(), created_at: z.string() }) }),
  { auth: true },
);

/**
 * notificacoes/vinculoLido (every user): the latest link or unlink event of the caller's link `id`
 * (id_emp_user) is read. A link that is not the caller's answers NOT_FOUND. The spec names no read call for
 * these events; ours follows the other per-record read calls (docs/decisions/notifications.md).
 */
export const markLinkEventRead = defineCall(
  'notificacoes/vinculoLido',
  z.object({ id: z.number().int().positive().max(INT4_MAX) }),
  ZRead,
  { auth: true },
);

/** notificacoes/avisoLido (every user): the caller's decision notice `id` is read. Another's is NOT_FOUND. */
export const markNoticeRead = defineCall(
  'notificacoes/avisoLido',
  z.object({ id: z.number().int().positive().max(INT4_MAX) }),
  ZRead,
  { auth: true },
);

export const notificationCalls = {
  markNoticeRead,
  findNotifications,
  markPremiumRequestRead,
  markPendingFeedsRead,
  markNewUsersRead,
  markMessageRead,
  markLinkEventRead,
  sendNotification,
} as const;
