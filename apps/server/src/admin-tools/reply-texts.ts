/**
 * The words around an administrator's answer to an error report, in the reporter's language (0 pt, 1 en,
 * 2 es): the title of the general message, or the subject and text of the e-mail.
 */
import type { OutgoingMail } from '../mail/send-mail';

const TEXTS = [
  {
    title: 'Resposta ao seu relato de erro',
    mail: (nome: string, report: string, answer: string) =>
      `Olá, ${nome}.\n\nSobre o erro que você relatou:\n"${report}"\n\n${answer}\n\nEquipe Cocho`,
  },
  {
    title: 'Answer to your error report',
    mail: (nome: string, report: string, answer: string) =>
      `Hello, ${nome}.\n\nAbout the error you reported:\n"${report}"\n\n${answer}\n\nThe Cocho team`,
  },
  {
    title: 'Respuesta a su reporte de error',
    mail: (nome: string, report: string, answer: string) =>
      `Hola, ${nome}.\n\nSobre el error que usted reportó:\n"${report}"\n\n${answer}\n\nEquipo Cocho`,
  },
] as const;

const textsOf = (idioma: number) => TEXTS[idioma === 1 || idioma === 2 ? idioma : 0];

/** The title of the general message that carries the answer. */
export const replyTitle = (idioma: number): string => textsOf(idioma).title;

/** The e-mail that carries the answer. */
export function replyMail(
  account: { email: string; nome: string; idioma: number },
  report: string,
  answer: string,
): OutgoingMail {
  const texts = textsOf(account.idioma);
  return {
    to: account.email,
    subject: `Cocho: ${texts.title}`,
    text: texts.mail(account.nome, report, answer),
    purpose: 'resposta_reporte',
  };
}
