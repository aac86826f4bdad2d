/** The e-mail an account's owner gets when an administrator releases it (docs/product/shell.md#account-state). */
import type { OutgoingMail } from '../mail/send-mail';

const TEXTS = [
  {
    subject: 'Cocho: sua conta foi liberada',
    text: (nome: string) =>
      `Olá, ${nome}.\n\nSua conta Cocho foi liberada por um administrador. Você já pode entrar com seu e-mail e senha.\n\nEquipe Cocho`,
  },
  {
    subject: 'Cocho: your account is released',
    text: (nome: string) =>
      `Hello, ${nome}.\n\nAn administrator released your Cocho account. You can now sign in with your e-mail and password.\n\nThe Cocho team`,
  },
  {
    subject: 'Cocho: su cuenta fue liberada',
    text: (nome: string) =>
      `Hola, ${nome}.\n\nUn administrador liberó su cuenta de Cocho. Ya puede ingresar con su correo y contraseña.\n\nEquipo Cocho`,
  },
] as const;

export function releaseMail(account: { email: string; nome: string; idioma: number }): OutgoingMail {
  const texts = TEXTS[account.idioma === 1 || account.idioma === 2 ? account.idioma : 0];
  return {
    to: account.email,
    subject: texts.subject,
    text: texts.text(account.nome),
    purpose: 'conta_liberada',
  };
}
