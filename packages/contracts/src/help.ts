/**
 * Help, error reports and feedback (docs/product/calculation.md#help-dialog, docs/product/calculation.md#help-items help item, docs/product/calls.md#calculation-calls ajuda, ajuda/reportar;
 * docs/product/shell.md#screens /feedback). Choices: docs/decisions/help-support-feedback.md.
 */
import { z } from 'zod';
import { ZLanguageIndex } from './auth';
import { defineCall } from './define-call';

/** One help item (docs/product/calculation.md#records): chosen by route, then step, then language (`chooseHelpItem`). */
export const ZHelpItem = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  /** YouTube id or address; empty when the item has no video. */
  video: z.string(),
  /** The app path the item explains ("/formulacao-dieta"). */
  rota: z.string(),
  /** The wizard step it explains (1–4), or null for the whole screen. */
  etapa: z.number().int().nullable(),
  idioma: ZLanguageIndex,
});
export type THelpItem = z.infer<typeof ZHelpItem>;

/**
 * Largest screenshot data URL, in characters. The server refuses bodies above 1 MB (BODY_LIMIT_BYTES), so the
 * screenshot, with the rest of the report, must fit under it; the web scales larger pictures down.
 */
export const ERROR_REPORT_CAPTURE_MAX_CHARS = 900_000;
export const ERROR_REPORT_MESSAGE_MAX = 2000;
export const FEEDBACK_MESSAGE_MAX = 4000;
export const FEEDBACK_KINDS = ['sugestao', 'problema', 'elogio', 'outro'] as const;

const CAPTURE_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A screenshot as a PNG, JPEG or WebP data URL. */
export const ZCapture = z.string().max(ERROR_REPORT_CAPTURE_MAX_CHARS).regex(CAPTURE_PATTERN);

/** What the user was doing (docs/product/calls.md#calculation-calls dados: route, step, video, message). */
export const ZErrorReportData = z.object({
  rota: z.string().max(300),
  etapa: z.number().int().min(0).max(20).nullable(),
  video: z.string().max(300).optional(),
});

/** An error report as the administrators' list shows it. */
export const ZErrorReport = z.object({
  id: z.number().int(),
  id_pessoa: z.number().int().nullable(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  id_ajuda: z.number().int().nullable(),
  descricao: z.string(),
  rota: z.string(),
  etapa: z.number().int().nullable(),
  video: z.string().nullable(),
  captura: z.string().nullable(),
  lido: z.boolean(),
  created_at: z.string(),
});
export type TErrorReport = z.infer<typeof ZErrorReport>;

export const listHelpItems = defineCall(
  'ajuda',
  z.object({ web: z.boolean().optional() }),
  z.object({ data: z.array(ZHelpItem) }),
  { auth: false },
);

export const reportError = defineCall(
  'ajuda/reportar',
  z.object({
    id_ajuda: z.number().int().nullable().optional(),
    descricao: z.string().trim().min(1).max(ERROR_REPORT_MESSAGE_MAX),
    captura: ZCapture.nullable().optional(),
    dados: ZErrorReportData,
    web: z.boolean().optional(),
  }),
  z.object({ data: z.object({ id: z.number().int() }) }),
  { auth: true },
);

export const listErrorReports = defineCall(
  'adm/reportes/list',
  z.object({ id: z.number().int().optional() }),
  z.object({ data: z.array(ZErrorReport) }),
  { auth: true },
);

export const sendFeedback = defineCall(
  'feedback/enviar',
  z.object({
    tipo: z.enum(FEEDBACK_KINDS),
    mensagem: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX),
    /** Satisfaction from 1 to 5, optional. */
    nota: z.number().int().min(1).max(5).nullable().optional(),
    rota: z.string().max(300).optional(),
  }),
  z.object({ data: z.object({ id: z.number().int() }) }),
  { auth: true },
);

export const FEEDBACK_REPLY_MAX = 4000;

/** A feedback message with its sender and the administrators' reply. */
export const ZFeedbackEntry = z.object({
  id: z.number().int(),
  /** The sender (null once the account is gone). */
  user_id: z.number().int().nullable(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  tipo: z.enum(FEEDBACK_KINDS),
  mensagem: z.string(),
  nota: z.number().int().nullable(),
  rota: z.string().nullable(),
  created_at: z.string(),
  resposta: z.string().nullable(),
  respondido_em: z.string().nullable(),
});
export type TFeedbackEntry = z.infer<typeof ZFeedbackEntry>;

/** adm/feedback/list: the newest feedback first (administrators), optionally only unanswered ones. */
export const listFeedback = defineCall(
  'adm/feedback/list',
  z.object({ sem_resposta: z.boolean().optional() }),
  z.object({ data: z.array(ZFeedbackEntry) }),
  { auth: true },
);

/** adm/feedback/responder: stores the reply (replacing an earlier one) and tells the sender in the bell. */
export const replyFeedback = defineCall(
  'adm/feedback/responder',
  z.object({ id: z.number().int(), resposta: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) }),
  z.object({ data: ZFeedbackEntry }),
  { auth: true },
);

/** feedback/meus: the signed-in user's feedback with the replies, newest first. */
export const findMyFeedback = defineCall(
  'feedback/meus',
  z.object({}),
  z.object({ data: z.array(ZFeedbackEntry) }),
  { auth: true },
);

export const helpCalls = {
  listHelpItems,
  reportError,
  listErrorReports,
  sendFeedback,
  listFeedback,
  replyFeedback,
  findMyFeedback,
} as const;

/**
 * The help item for a place in the app (docs/product/calculation.md#screens): those of the route; among them those of the step (an
 * item without a step when none has it); among them the one in the language, else Portuguese, else the first.
 * Paths compare without a trailing slash and case.
 */
export function chooseHelpItem<T extends Pick<THelpItem, 'rota' | 'etapa' | 'idioma'>>(
  items: readonly T[],
  place: { route: string; step: number | null; idioma: number },
): T | undefined {
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  const route = normalize(place.route);
  const ofRoute = items.filter((item) => normalize(item.rota) === route);
  if (ofRoute.length === 0) return undefined;
  const ofStep = ofRoute.filter((item) => item.etapa === place.step);
  const stepless = ofRoute.filter((item) => item.etapa === null);
  const candidates = ofStep.length > 0 ? ofStep : stepless.length > 0 ? stepless : ofRoute;
  return (
    candidates.find((item) => item.idioma === place.idioma) ??
    candidates.find((item) => item.idioma === 0) ??
    candidates[0]
  );
}
