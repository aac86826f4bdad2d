/**
 * Texts of the e-mails that tell a user of a decision about them, or ask them to answer a request,
 * in the three interface languages (0 pt, 1 en, 2 es). The bell words the same events in the web's i18n.
 */
import type { TNoticeParams } from '@cocho/contracts';

type Language = 0 | 1 | 2;
type Texts = { subject: string; text: string };

/** A request waiting for the recipient's answer: an invitation, a link request (managers), a contact request. */
export type RequestMail = {
  pedido: 'convite' | 'vinculo' | 'contato';
  empresa: string;
  /** Who asks (link: the requester; contact: the sales technician); the company for an invitation. */
  nome: string;
  /** The position offered or requested (0 manager … 3 linked producer); null for a contact. */
  acesso: number | null;
};

const POSITIONS = [
  ['gestor', 'gestor regional', 'técnico de vendas', 'produtor vinculado'],
  ['manager', 'regional manager', 'sales technician', 'linked producer'],
  ['gestor', 'gestor regional', 'técnico de ventas', 'productor vinculado'],
] as const;

const LOCALES = ['pt-BR', 'en-US', 'es'] as const;

const BELL_HINT = [
  'Entre no Cocho e responda pelo sino de notificações.',
  'Sign in to Cocho and answer from the notification bell.',
  'Ingrese a Cocho y responda desde la campana de notificaciones.',
] as const;

function position(acesso: number | null, language: Language): string {
  return POSITIONS[language][acesso ?? 3] ?? POSITIONS[language][3];
}

function day(iso: string, language: Language): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', dateStyle: 'long' }).format(date);
}

/** "Motivo: …" in the language, or nothing without a reason. */
function reason(motivo: string | null, language: Language): string {
  if (!motivo) return '';
  return `\n\n${['Motivo', 'Reason', 'Motivo'][language]}: ${motivo}`;
}

export function requestMailTexts(request: RequestMail, language: Language): Texts {
  const { empresa, nome } = request;
  const cargo = position(request.acesso, language);
  const hint = BELL_HINT[language];
  switch (request.pedido) {
    case 'convite':
      return [
        {
          subject: `Cocho: convite da empresa ${empresa}`,
          text: `A empresa ${empresa} convidou você para fazer parte dela como ${cargo}.\n\n${hint}`,
        },
        {
          subject: `Cocho: invitation from ${empresa}`,
          text: `The company ${empresa} invited you to join it as ${cargo}.\n\n${hint}`,
        },
        {
          subject: `Cocho: invitación de la empresa ${empresa}`,
          text: `La empresa ${empresa} lo invitó a formar parte de ella como ${cargo}.\n\n${hint}`,
        },
      ][language] as Texts;
    case 'vinculo':
      return [
        {
          subject: `Cocho: pedido de vínculo com ${empresa}`,
          text: `${nome} pediu vínculo com a empresa ${empresa} como ${cargo}.\n\n${hint}`,
        },
        {
          subject: `Cocho: link request to ${empresa}`,
          text: `${nome} asked to be linked to ${empresa} as ${cargo}.\n\n${hint}`,
        },
        {
          subject: `Cocho: solicitud de vínculo con ${empresa}`,
          text: `${nome} solicitó vincularse a la empresa ${empresa} como ${cargo}.\n\n${hint}`,
        },
      ][language] as Texts;
    case 'contato':
      return [
        {
          subject: `Cocho: a empresa ${empresa} quer falar com você`,
          text: `${nome}, da empresa ${empresa}, pede sua permissão para entrar em contato com você.\n\n${hint}`,
        },
        {
          subject: `Cocho: ${empresa} would like to contact you`,
          text: `${nome}, of ${empresa}, asks your permission to contact you.\n\n${hint}`,
        },
        {
          subject: `Cocho: la empresa ${empresa} quiere contactarlo`,
          text: `${nome}, de la empresa ${empresa}, solicita su permiso para ponerse en contacto con usted.\n\n${hint}`,
        },
      ][language] as Texts;
  }
}

export function noticeMailTexts(notice: TNoticeParams, language: Language): Texts {
  const empresa = notice.empresa ?? '';
  const nome = notice.nome ?? '';
  const why = reason(notice.motivo, language);
  switch (notice.evento) {
    case 'premium_concedido': {
      const until = notice.data_final
        ? [
            ` Ele vale até ${day(notice.data_final, 0)}.`,
            ` It is valid until ${day(notice.data_final, 1)}.`,
            ` Es válido hasta el ${day(notice.data_final, 2)}.`,
          ][language]
        : '';
      return [
        {
          subject: 'Cocho: seu plano Premium foi liberado',
          text: `Seu pedido de plano Premium foi aprovado.${until}\n\nEntre no Cocho para usar os recursos Premium.`,
        },
        {
          subject: 'Cocho: your Premium plan is active',
          text: `Your Premium plan request was approved.${until}\n\nSign in to Cocho to use the Premium features.`,
        },
        {
          subject: 'Cocho: su plan Premium fue habilitado',
          text: `Su solicitud de plan Premium fue aprobada.${until}\n\nIngrese a Cocho para usar los recursos Premium.`,
        },
      ][language] as Texts;
    }
    case 'premium_recusado':
      return [
        {
          subject: 'Cocho: pedido de plano Premium não aprovado',
          text: `Seu pedido de plano Premium não foi aprovado.${why}`,
        },
        {
          subject: 'Cocho: Premium plan request not approved',
          text: `Your Premium plan request was not approved.${why}`,
        },
        {
          subject: 'Cocho: solicitud de plan Premium no aprobada',
          text: `Su solicitud de plan Premium no fue aprobada.${why}`,
        },
      ][language] as Texts;
    case 'alimento_aprovado':
      return [
        {
          subject: 'Cocho: alimento aprovado',
          text: `O alimento "${nome}" que você enviou foi aprovado e entrou no catálogo.`,
        },
        {
          subject: 'Cocho: feed approved',
          text: `The feed "${nome}" you sent was approved and added to the catalogue.`,
        },
        {
          subject: 'Cocho: alimento aprobado',
          text: `El alimento "${nome}" que envió fue aprobado y agregado al catálogo.`,
        },
      ][language] as Texts;
    case 'alimento_rejeitado':
      return [
        {
          subject: 'Cocho: alimento não aprovado',
          text: `O alimento "${nome}" que você enviou não foi aprovado.${why}`,
        },
        { subject: 'Cocho: feed not approved', text: `The feed "${nome}" you sent was not approved.${why}` },
        {
          subject: 'Cocho: alimento no aprobado',
          text: `El alimento "${nome}" que envió no fue aprobado.${why}`,
        },
      ][language] as Texts;
    case 'patrocinio_aceito':
      return [
        {
          subject: 'Cocho: patrocínio aceito',
          text: `O patrocínio do alimento "${nome}" da empresa ${empresa} foi aceito.`,
        },
        {
          subject: 'Cocho: sponsorship accepted',
          text: `The sponsorship of ${empresa}'s feed "${nome}" was accepted.`,
        },
        {
          subject: 'Cocho: patrocinio aceptado',
          text: `El patrocinio del alimento "${nome}" de la empresa ${empresa} fue aceptado.`,
        },
      ][language] as Texts;
    case 'patrocinio_recusado':
      return [
        {
          subject: 'Cocho: patrocínio recusado',
          text: `O patrocínio do alimento "${nome}" da empresa ${empresa} foi recusado.${why}`,
        },
        {
          subject: 'Cocho: sponsorship declined',
          text: `The sponsorship of ${empresa}'s feed "${nome}" was declined.${why}`,
        },
        {
          subject: 'Cocho: patrocinio rechazado',
          text: `El patrocinio del alimento "${nome}" de la empresa ${empresa} fue rechazado.${why}`,
        },
      ][language] as Texts;
    case 'convite_aceito':
      return [
        {
          subject: `Cocho: ${nome} aceitou o convite`,
          text: `${nome} aceitou o convite para a empresa ${empresa}.`,
        },
        {
          subject: `Cocho: ${nome} accepted the invitation`,
          text: `${nome} accepted the invitation to ${empresa}.`,
        },
        {
          subject: `Cocho: ${nome} aceptó la invitación`,
          text: `${nome} aceptó la invitación a la empresa ${empresa}.`,
        },
      ][language] as Texts;
    case 'convite_recusado':
      return [
        {
          subject: `Cocho: ${nome} recusou o convite`,
          text: `${nome} recusou o convite para a empresa ${empresa}.`,
        },
        {
          subject: `Cocho: ${nome} declined the invitation`,
          text: `${nome} declined the invitation to ${empresa}.`,
        },
        {
          subject: `Cocho: ${nome} rechazó la invitación`,
          text: `${nome} rechazó la invitación a la empresa ${empresa}.`,
        },
      ][language] as Texts;
    case 'vinculo_aprovado':
      return [
        {
          subject: `Cocho: vínculo com ${empresa} aprovado`,
          text: `Seu pedido de vínculo com a empresa ${empresa} foi aprovado.`,
        },
        {
          subject: `Cocho: link to ${empresa} approved`,
          text: `Your request to be linked to ${empresa} was approved.`,
        },
        {
          subject: `Cocho: vínculo con ${empresa} aprobado`,
          text: `Su solicitud de vínculo con la empresa ${empresa} fue aprobada.`,
        },
      ][language] as Texts;
    case 'vinculo_recusado':
      return [
        {
          subject: `Cocho: vínculo com ${empresa} recusado`,
          text: `Seu pedido de vínculo com a empresa ${empresa} foi recusado.`,
        },
        {
          subject: `Cocho: link to ${empresa} declined`,
          text: `Your request to be linked to ${empresa} was declined.`,
        },
        {
          subject: `Cocho: vínculo con ${empresa} rechazado`,
          text: `Su solicitud de vínculo con la empresa ${empresa} fue rechazada.`,
        },
      ][language] as Texts;
    case 'contato_aceito':
      return [
        {
          subject: `Cocho: ${nome} aceitou o contato`,
          text: `${nome} aceitou o contato da empresa ${empresa}.`,
        },
        { subject: `Cocho: ${nome} accepted the contact`, text: `${nome} accepted contact from ${empresa}.` },
        {
          subject: `Cocho: ${nome} aceptó el contacto`,
          text: `${nome} aceptó el contacto de la empresa ${empresa}.`,
        },
      ][language] as Texts;
    case 'contato_recusado':
      return [
        {
          subject: `Cocho: ${nome} recusou o contato`,
          text: `${nome} recusou o contato da empresa ${empresa}.`,
        },
        { subject: `Cocho: ${nome} declined the contact`, text: `${nome} declined contact from ${empresa}.` },
        {
          subject: `Cocho: ${nome} rechazó el contacto`,
          text: `${nome} rechazó el contacto de la empresa ${empresa}.`,
        },
      ][language] as Texts;
  }
}
