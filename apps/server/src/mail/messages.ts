/**
 * Texts of the server's e-mails in the three interface languages (docs/product/shell.md#audience: 0 Portuguese, 1 English,
 * 2 Spanish). Plain text, so every mail client shows them the same.
 */
import { VERIFICATION_CODE_TTL_MINUTES } from '@cocho/contracts';
import type { TNoticeParams } from '@cocho/contracts';
import { noticeMailTexts, requestMailTexts } from './notice-messages';
import type { RequestMail } from './notice-messages';

/**
 * What was shared, by share type (0 diet, 1 prediction, 2 requirements table, 3 mix, 4 supplement, 5
 * diet comparison), per language (pt, en, es).
 */
const SHARED_THING = [
  [
    'uma dieta',
    'uma predição',
    'uma tabela de exigências',
    'uma mistura',
    'um suplemento',
    'uma comparação de dietas',
  ],
  ['a diet', 'a prediction', 'a requirements table', 'a mix', 'a supplement', 'a diet comparison'],
  [
    'una dieta',
    'una predicción',
    'una tabla de requerimientos',
    'una mezcla',
    'un suplemento',
    'una comparación de dietas',
  ],
] as const;
const SHARED_THING_LONG = [
  [
    'uma dieta',
    'uma predição de desempenho',
    'uma tabela de exigências nutricionais',
    'uma mistura de ração',
    'um suplemento formulado',
    'uma comparação de dietas',
  ],
  [
    'a diet',
    'a performance prediction',
    'a nutrient requirements table',
    'a ration mix',
    'a formulated supplement',
    'a diet comparison',
  ],
  [
    'una dieta',
    'una predicción de desempeño',
    'una tabla de requerimientos nutricionales',
    'una mezcla de ración',
    'un suplemento formulado',
    'una comparación de dietas',
  ],
] as const;

export type MailLanguage = 0 | 1 | 2;

export type MailContent =
  | { kind: 'cadastro'; codigo: string }
  | { kind: 'conta_existente' }
  | { kind: 'senha'; codigo: string }
  | { kind: 'senha_temporaria'; nome: string; senha: string }
  | { kind: 'aviso'; aviso: TNoticeParams }
  | ({ kind: 'pedido' } & RequestMail)
  /** A diet or prediction shared with an e-mail that has no usable account yet (sharing/). */
  | { kind: 'convite_compartilhamento'; nome: string; email: string; tipo: 0 | 1 | 2 | 3 | 4 | 5 };

type Texts = { subject: string; text: string };

const SIGNATURE = ['Equipe Cocho', 'The Cocho team', 'Equipo Cocho'] as const;

function textsOf(content: MailContent, language: MailLanguage): Texts {
  const minutes = VERIFICATION_CODE_TTL_MINUTES;
  switch (content.kind) {
    case 'aviso':
      return noticeMailTexts(content.aviso, language);
    case 'pedido':
      return requestMailTexts(content, language);
    case 'cadastro':
      return [
        {
          subject: 'Cocho: seu código de cadastro',
          text: `Seu código de verificação é ${content.codigo}.\n\nDigite-o na tela de cadastro para criar sua conta. Ele vale por ${minutes} minutos.\n\nSe você não pediu este código, ignore este e-mail.`,
        },
        {
          subject: 'Cocho: your registration code',
          text: `Your verification code is ${content.codigo}.\n\nEnter it on the registration screen to create your account. It is valid for ${minutes} minutes.\n\nIf you did not ask for this code, ignore this e-mail.`,
        },
        {
          subject: 'Cocho: su código de registro',
          text: `Su código de verificación es ${content.codigo}.\n\nIngréselo en la pantalla de registro para crear su cuenta. Es válido durante ${minutes} minutos.\n\nSi no solicitó este código, ignore este correo.`,
        },
      ][language] as Texts;
    case 'conta_existente':
      return [
        {
          subject: 'Cocho: você já tem uma conta',
          text: 'Alguém pediu um código de cadastro para este e-mail, mas já existe uma conta Cocho com ele.\n\nPara entrar, use sua senha. Se não se lembra dela, use "Esqueci minha senha" na tela de entrada.\n\nSe não foi você, ignore este e-mail.',
        },
        {
          subject: 'Cocho: you already have an account',
          text: 'Someone asked for a registration code for this e-mail, but a Cocho account with it already exists.\n\nTo sign in, use your password. If you do not remember it, use "Forgot password" on the sign-in screen.\n\nIf this was not you, ignore this e-mail.',
        },
        {
          subject: 'Cocho: ya tiene una cuenta',
          text: 'Alguien solicitó un código de registro para este correo, pero ya existe una cuenta de Cocho con él.\n\nPara entrar, use su contraseña. Si no la recuerda, use "Olvidé mi contraseña" en la pantalla de acceso.\n\nSi no fue usted, ignore este correo.',
        },
      ][language] as Texts;
    case 'senha':
      return [
        {
          subject: 'Cocho: código para redefinir a senha',
          text: `Seu código para redefinir a senha é ${content.codigo}. Ele vale por ${minutes} minutos.\n\nAo redefinir a senha, todas as sessões abertas da sua conta serão encerradas.\n\nSe você não pediu este código, ignore este e-mail; sua senha continua a mesma.`,
        },
        {
          subject: 'Cocho: code to reset your password',
          text: `Your code to reset your password is ${content.codigo}. It is valid for ${minutes} minutes.\n\nResetting the password signs out every open session of your account.\n\nIf you did not ask for this code, ignore this e-mail; your password stays the same.`,
        },
        {
          subject: 'Cocho: código para restablecer la contraseña',
          text: `Su código para restablecer la contraseña es ${content.codigo}. Es válido durante ${minutes} minutos.\n\nAl restablecer la contraseña se cerrarán todas las sesiones abiertas de su cuenta.\n\nSi no solicitó este código, ignore este correo; su contraseña sigue siendo la misma.`,
        },
      ][language] as Texts;
    case 'senha_temporaria':
      return [
        {
          subject: 'Cocho: senha temporária',
          text: `Olá, ${content.nome}.\n\nUm administrador definiu uma senha temporária para sua conta: ${content.senha}\n\nEntre com ela; você deverá escolher uma nova senha em seguida.`,
        },
        {
          subject: 'Cocho: temporary password',
          text: `Hello, ${content.nome}.\n\nAn administrator set a temporary password for your account: ${content.senha}\n\nSign in with it; you will then be asked to choose a new password.`,
        },
        {
          subject: 'Cocho: contraseña temporal',
          text: `Hola, ${content.nome}.\n\nUn administrador definió una contraseña temporal para su cuenta: ${content.senha}\n\nIngrese con ella; a continuación deberá elegir una nueva contraseña.`,
        },
      ][language] as Texts;
    case 'convite_compartilhamento': {
      const who = `${content.nome} (${content.email})`;
      return [
        {
          subject: `Cocho: ${content.nome} compartilhou ${SHARED_THING[0][content.tipo]} com você`,
          text: `${who} compartilhou ${SHARED_THING_LONG[0][content.tipo]} com você no Cocho.\n\nPara abrir, crie sua conta no Cocho com este e-mail; o compartilhamento aparece em "Compartilhados comigo" assim que a conta estiver liberada.\n\nSe você não conhece quem compartilhou, ignore este e-mail.`,
        },
        {
          subject: `Cocho: ${content.nome} shared ${SHARED_THING[1][content.tipo]} with you`,
          text: `${who} shared ${SHARED_THING_LONG[1][content.tipo]} with you on Cocho.\n\nTo open it, create your Cocho account with this e-mail; the share appears under "Shared with me" as soon as the account is released.\n\nIf you do not know who shared it, ignore this e-mail.`,
        },
        {
          subject: `Cocho: ${content.nome} compartió ${SHARED_THING[2][content.tipo]} con usted`,
          text: `${who} compartió ${SHARED_THING_LONG[2][content.tipo]} con usted en Cocho.\n\nPara abrirla, cree su cuenta de Cocho con este correo; lo compartido aparece en "Compartidos conmigo" en cuanto la cuenta esté habilitada.\n\nSi no conoce a quien lo compartió, ignore este correo.`,
        },
      ][language] as Texts;
    }
  }
}

/** Subject and text of a mail in `language`, signed. */
export function composeMail(content: MailContent, language: MailLanguage): Texts {
  const texts = textsOf(content, language);
  return { subject: texts.subject, text: `${texts.text}\n\n${SIGNATURE[language]}` };
}

/** A stored language index as a mail language (anything unknown reads as Portuguese, the default). */
export function toMailLanguage(idioma: number | undefined): MailLanguage {
  return idioma === 1 || idioma === 2 ? idioma : 0;
}
