// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TAd, TFeatureFlags } from '@cocho/contracts';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { errorAnswer, renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';
import { useSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { call } from '../../api/client';
import { AdsHost, forgetAdDraws } from './AdsHost';

const AD: TAd = {
  id: 4,
  titulo: 'Experimente o Cocho Premium',
  link: 'https://example.com/oferta',
  youtube_src: null,
  img_src: null,
  idioma: 0,
  tempo_pular: 0,
};
const withGlobal = (global: Partial<TFeatureFlags['global']>): TFeatureFlags => ({
  ...DEFAULT_FEATURE_FLAGS,
  global: { ...DEFAULT_FEATURE_FLAGS.global, ...global },
});

const { answers, requests } = setUpServerTests({
  initialAnswers: () => ({
    'flags/get': { status: 200, body: DEFAULT_FEATURE_FLAGS },
    'anuncios/get': { status: 200, body: { data: AD } },
    'anuncios/premium': { status: 200, body: { data: { src: '/seja-premium?embed=1', tempo_pular: 30 } } },
    'auth/logout': { status: 200, body: { ok: true } },
  }),
});
const called = (path: string) => requests.filter((request) => request.path === path).length;

beforeEach(() => {
  forgetAdDraws();
});

const SIGN_IN = 'sign in';

/** Signs in through the session, as the sign-in form does. */
function SignInButton() {
  const { signIn } = useSession();
  return (
    <button type="button" onClick={() => void signIn('rita@cocho.test', 'senha-forte-123')}>
      {SIGN_IN}
    </button>
  );
}

/**
 * Rendered after AdsHost: once the host may draw (a signed-in user who gets ads), its effect runs after the
 * host's, and sends a call down the same path as the host's calls, so an ad the host asked for is requested
 * before this one: waiting for this call replaces waiting for a request that must never come.
 */
function CallAfterAdsHost() {
  const { user } = useSession();
  const { getsAds } = useAccess();
  const mayDraw = user !== null && getsAds;
  useEffect(() => {
    if (mayDraw) void call('getPremiumAd', {}).catch(() => undefined);
  }, [mayDraw]);
  return null;
}

describe('AdsHost', () => {
  it('shows a drawn ad and the banner to a free user, once per page load', async () => {
    storeSignedIn(testUser());
    renderInSession(<AdsHost draw={() => 0.1} isAutomated={false} />);
    expect(await screen.findByTestId('ad-dialog')).toBeTruthy();
    expect(screen.getByTestId('ad-banner-wait')).toBeTruthy();
    expect(screen.queryByTestId('ad-banner-close')).toBeNull();
    cleanup();
    renderInSession(
      <>
        <AdsHost draw={() => 0.1} isAutomated={false} />
        <CallAfterAdsHost />
      </>,
    );
    // The host would have asked for a second ad before this later call went out (see CallAfterAdsHost).
    await waitFor(() => expect(called('anuncios/premium')).toBe(2));
    expect(called('anuncios/get')).toBe(1);
    expect(screen.queryByTestId('ad-dialog')).toBeNull();
  });

  it('holds a drawn ad while the "another session is open" prompt is up, and shows it once answered', async () => {
    answers['auth/appLogin'] = { status: 200, body: { token: 'token-abc', user: testUser(), sessoes: 2 } };
    renderInSession(
      <>
        <SignInButton />
        <AdsHost draw={() => 0.1} isAutomated={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: SIGN_IN }));
    expect(await screen.findByTestId('other-sessions-dialog')).toBeTruthy();
    // The drawn ad is fetched once the prompt is answered, so the prompt is never under it.
    await screen.findByTestId('ad-banner');
    expect(screen.queryByTestId('ad-dialog')).toBeNull();
    expect(called('anuncios/get')).toBe(0);
    fireEvent.click(screen.getByTestId('other-sessions-it-was-me'));
    expect(await screen.findByTestId('ad-dialog')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('other-sessions-dialog')).toBeNull());
    expect(called('anuncios/get')).toBe(1);
  });

  it('fetches no ad when the draw misses, and none for premium users', async () => {
    storeSignedIn(testUser());
    renderInSession(<AdsHost draw={() => 0.3} isAutomated={false} />);
    expect(await screen.findByTestId('ad-banner')).toBeTruthy();
    expect(called('anuncios/get')).toBe(0);
    cleanup();
    forgetAdDraws();
    storeSignedIn(testUser({ premium: true }));
    renderInSession(<AdsHost draw={() => 0} isAutomated={false} />);
    await waitFor(() => expect(called('flags/get')).toBe(2));
    expect(screen.queryByTestId('ad-banner')).toBeNull();
    expect(called('anuncios/get')).toBe(0);
  });

  it('a click whose registration fails still opens the link', async () => {
    answers['anuncios/registerClique'] = errorAnswer('INTERNAL', 500);
    const tab = { opener: {}, location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    storeSignedIn(testUser());
    renderInSession(<AdsHost draw={() => 0} isAutomated={false} />);
    fireEvent.click(await screen.findByTestId('ad-link'));
    await waitFor(() => expect(tab.location.href).toBe(AD.link));
    expect(requests.find((request) => request.path === 'anuncios/registerClique')?.body).toMatchObject({
      id: 4,
    });
  });

  it('logs out with an alert when the ad-blocker flag is on and a blocker is found', async () => {
    answers['flags/get'] = { status: 200, body: withGlobal({ ad_blocker_detection: true }) };
    storeSignedIn(testUser());
    const detect = vi.fn(async () => true);
    renderInSession(<AdsHost draw={() => 0.9} detectBlocker={detect} isAutomated={false} />);
    expect((await screen.findByTestId('alert-bar')).textContent).toContain(
      'Bloqueador de anúncios detectado',
    );
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(called('auth/logout')).toBe(1);
  });

  it('never looks for an ad blocker with the flag off', async () => {
    storeSignedIn(testUser());
    const detect = vi.fn(async () => true);
    renderInSession(<AdsHost draw={() => 0.9} detectBlocker={detect} isAutomated={false} />);
    await screen.findByTestId('ad-banner');
    expect(detect).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
  });

  it('logs out a user without credits when credits are required and free access is off', async () => {
    answers['flags/get'] = { status: 200, body: withGlobal({ credits_required: true, free_access: false }) };
    storeSignedIn(testUser());
    renderInSession(<AdsHost draw={() => 0.9} isAutomated={false} />);
    expect((await screen.findByTestId('alert-bar')).textContent).toBe(
      'Você não tem créditos suficientes. Entre em contato com o seu consultor.',
    );
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
  });

  it('keeps a user with a plan signed in under the same flags', async () => {
    answers['flags/get'] = { status: 200, body: withGlobal({ credits_required: true, free_access: false }) };
    storeSignedIn(
      testUser({ planos: [{ id: 1, id_empresa: null, tipo: 0, data_final: null, revogado: 0 }] }),
    );
    renderInSession(<AdsHost draw={() => 0.9} isAutomated={false} />);
    await waitFor(() => expect(called('flags/get')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(called('auth/logout')).toBe(0);
  });

  it('shows nothing to an automated browser', async () => {
    storeSignedIn(testUser());
    renderInSession(<AdsHost draw={() => 0} isAutomated />);
    await waitFor(() => expect(called('flags/get')).toBe(1));
    expect(called('anuncios/get')).toBe(0);
    expect(called('anuncios/premium')).toBe(0);
  });

  it('shows at most one blocking ad per sign-in session, across page loads', async () => {
    storeSignedIn(testUser());
    renderInSession(<AdsHost draw={() => 0} isAutomated={false} />);
    expect(await screen.findByTestId('ad-dialog')).toBeTruthy();
    cleanup();
    forgetAdDraws(); // a reload: a new page load, the same session
    renderInSession(<AdsHost draw={() => 0} isAutomated={false} />);
    await screen.findByTestId('ad-banner');
    expect(screen.queryByTestId('ad-dialog')).toBeNull();
    expect(called('anuncios/get')).toBe(1);
  });

  it('keeps a drawn ad off a calculation in progress until the user leaves it', async () => {
    storeSignedIn(testUser());
    const router = renderInSession(
      <AdsHost draw={() => 0} isAutomated={false} />,
      '/:page',
      '/formulacao-dieta',
    );
    await screen.findByTestId('ad-banner');
    expect(called('anuncios/get')).toBe(0);
    expect(screen.queryByTestId('ad-dialog')).toBeNull();
    await router.navigate('/predicao-desempenho');
    expect(called('anuncios/get')).toBe(0);
    await router.navigate('/dashboard');
    expect(await screen.findByTestId('ad-dialog')).toBeTruthy();
    expect(called('anuncios/get')).toBe(1);
  });

  it("opens an ad for the app's own page in this window, with no new tab and no second ad", async () => {
    answers['anuncios/get'] = { status: 200, body: { data: { ...AD, link: '/ativacao-teste' } } };
    answers['anuncios/registerClique'] = { status: 200, body: { data: true } };
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    storeSignedIn(testUser());
    const router = renderInSession(<AdsHost draw={() => 0} isAutomated={false} />, '/:page');
    await router.navigate('/dashboard');
    fireEvent.click(await screen.findByTestId('ad-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ativacao-teste'));
    expect(screen.queryByTestId('ad-dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(called('anuncios/registerClique')).toBe(1));
    expect(called('anuncios/get')).toBe(1);
  });

  it('collapses the banner to one row with the trial and the plans on a phone', async () => {
    const viewport = window as unknown as {
      happyDOM: { setViewport: (size: { width: number; height: number }) => void };
    };
    viewport.happyDOM.setViewport({ width: 390, height: 844 });
    try {
      storeSignedIn(testUser());
      renderInSession(<AdsHost draw={() => 0.9} isAutomated={false} />);
      const banner = await screen.findByTestId('ad-banner');
      expect(banner.getAttribute('data-layout')).toBe('collapsed');
      expect(banner.textContent).not.toContain('Cocho Premium');
      expect(screen.getByRole('link', { name: 'Testar 7 dias grátis' }).getAttribute('href')).toBe(
        '/ativacao-teste',
      );
      expect(screen.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/seja-premium');
    } finally {
      viewport.happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it('offers only the plans on the banner to a user who has used the trial', async () => {
    storeSignedIn(testUser({ teste_usado: true }));
    renderInSession(<AdsHost draw={() => 0.9} isAutomated={false} />);
    const banner = await screen.findByTestId('ad-banner');
    expect(banner.getAttribute('data-layout')).toBe('full');
    expect(screen.queryByRole('link', { name: 'Testar 7 dias grátis' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toBeTruthy();
  });
});
