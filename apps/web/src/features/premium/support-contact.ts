/**
 * Where plans are bought and trials beyond the first are asked for (docs/product/shell.md#audience: a payment receipt sent to
 * support by e-mail or chat; docs/product/shell.md#constants support hours Monday to Friday 08 to 18 Brasília time). The shell's support
 * modal (layout/) had no exported contact when this was written; this address is the one the premium
 * screens show until it does (docs/decisions/premium-screens.md).
 */
export const SUPPORT_EMAIL = 'suporte@cocho.app';
