import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-guard';
import { isPublicLinkTarget } from './public-link';

const visitSignedOut = (pathname: string, search: string) =>
  decideAccess({ pathname, search, hash: '', isLoggedIn: false, isMobileMode: false, mobileToken: null });

describe('public share links', () => {
  it('open the record screens without sign-in when the link carries did and assinatura', () => {
    for (const path of [
      '/formulacao-dieta',
      '/predicao-desempenho',
      '/calcula-exigencias',
      '/calcular-racao',
      '/formulacao-suplemento',
      '/Formulacao-Dieta/',
    ]) {
      expect(visitSignedOut(path, '?did=12&assinatura=1790000000.abc')).toEqual({ kind: 'allow' });
    }
  });

  it('still send a visitor to sign in without a signature, with a bad id, or on another screen', () => {
    for (const [path, search] of [
      ['/formulacao-dieta', '?did=12'],
      ['/formulacao-dieta', '?did=12&assinatura='],
      ['/formulacao-dieta', '?did=abc&assinatura=x'],
      ['/formulacao-dieta', '?did=0&assinatura=x'],
      ['/dashboard', '?did=12&assinatura=x'],
      ['/tabela-resumida', '?did=12&assinatura=x'],
      ['/formulacao-suplemento', '?did=12'],
    ] as const) {
      expect(visitSignedOut(path, search)).toMatchObject({ kind: 'redirect' });
      expect(isPublicLinkTarget(path, search)).toBe(false);
    }
  });
});
