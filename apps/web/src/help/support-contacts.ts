/**
 * Support contacts of the support modal (docs/product/shell.md#screens, docs/product/shell.md#constants: hours Monday to Friday 08–18 Brasília time). The
 * e-mail is the one the premium screens use; the messaging number is deployment configuration
 * (VITE_SUPPORT_WHATSAPP, digits with the country code): without it the modal shows the e-mail only
 * (docs/decisions/help-support-feedback.md).
 */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim() || 'suporte@cocho.app';

const whatsappDigits = ((import.meta.env.VITE_SUPPORT_WHATSAPP as string | undefined) ?? '').replace(
  /\D/g,
  '',
);

/** The messaging-service link (wa.me), or null when none is configured. */
export const SUPPORT_WHATSAPP_URL: string | null =
  whatsappDigits.length >= 10 ? `https://wa.me/${whatsappDigits}` : null;

/** The number as shown, "+55 …", or null. */
export const SUPPORT_WHATSAPP_TEXT: string | null = whatsappDigits.length >= 10 ? `+${whatsappDigits}` : null;

/** Support hours in Brasília time (docs/product/shell.md#constants). */
export const SUPPORT_HOURS = { from: '08', to: '18' } as const;
