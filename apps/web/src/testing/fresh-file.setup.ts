/**
 * The web tests run without per-file isolation (vitest.config.ts, project `web`; docs/decisions/ci-time.md):
 * the files one worker runs share its modules and its happy-dom page. This set-up runs before each file and
 * gives it what a fresh worker would: no screen, storage, cookie or address from an earlier file, i18next
 * back in the starting language, the app's module-level caches and listeners emptied; after the file, the
 * screens it left are unmounted and timers and globals are real again.
 */
import { afterAll, vi } from 'vitest';
import { resetClockOffset, setUnauthenticatedListener } from '../api/client';
import { i18n, initI18n } from '../i18n/i18n';

/** What this file uses of Emotion's cache (the one MUI styles through: @emotion/react's default). */
type EmotionCache = { readonly sheet: { flush(): void }; readonly inserted: Record<string, unknown> };
/** The cache, read once from a component given it. */
let emotionCache: EmotionCache | undefined;

/** Removes the style elements Emotion inserted and forgets it did, as on a new page load. */
async function forgetEmotionRules(): Promise<void> {
  if (!emotionCache) {
    const [{ createElement }, { act }, { createRoot }, { withEmotionCache }] = await Promise.all([
      import('react'),
      import('@testing-library/react'),
      import('react-dom/client'),
      import('@emotion/react'),
    ]);
    const Reader = withEmotionCache((_props: object, cache: EmotionCache) => {
      emotionCache = cache;
      return null;
    });
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Reader)));
    act(() => root.unmount());
  }
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}

type StartState = { readonly href: string; readonly matchMedia: typeof window.matchMedia };
type WithStartState = typeof globalThis & { __cochoWebTestStart?: StartState };

if (typeof document !== 'undefined') {
  // The page as the worker's first file found it (a file may assign `window.matchMedia` directly).
  const holder = globalThis as WithStartState;
  holder.__cochoWebTestStart ??= { href: location.href, matchMedia: window.matchMedia };
  const start = holder.__cochoWebTestStart;
  window.matchMedia = start.matchMedia;
  // A file may have sent the page to another address (a download's blob: URL, whose origin is not ours).
  const page = window as unknown as { happyDOM?: { setURL(url: string): void } };
  if (location.href !== start.href) {
    if (page.happyDOM) page.happyDOM.setURL(start.href);
    else history.replaceState(null, '', start.href);
  }

  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }

  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  // Emotion's rules go too, with its cache's record of them: kept, they piled up over a worker's files (a
  // <style> element per rule), and happy-dom reads every style sheet for each computed style, so late files
  // ran several times slower (docs/decisions/test-speed.md). A file's screens insert the rules they use.
  await forgetEmotionRules();
  for (const element of [...document.head.children]) element.remove();
  document.title = '';

  const [
    ads,
    catalogue,
    tooltip,
    lazyTooltip,
    helpItems,
    helpStep,
    insets,
    partner,
    referenceData,
    recordAccess,
    offlineDb,
    fakeIndexedDb,
  ] = await Promise.all([
    import('../features/ads/AdsHost'),
    import('../catalogue/use-feed-catalogue'),
    import('../ui/TooltipIconButton'),
    import('../ui/LazyTooltip'),
    import('../help/use-help-items'),
    import('../help/help-step'),
    import('../layout/use-shell-insets'),
    import('../session/use-partner-info'),
    import('../ui/account/use-reference-data'),
    import('../features/sharing/use-record-access'),
    import('../offline/offline-db'),
    import('./fake-indexeddb'),
  ]);
  ads.forgetAdDraws();
  catalogue.resetFeedCatalogueCache();
  tooltip.forgetLoadedTooltip();
  lazyTooltip.forgetLoadedLazyTooltip();
  helpItems.resetHelpItemsCache();
  helpStep.setHelpStep(null);
  insets.setAdBannerHeight(0);
  partner.resetPartnerInfo();
  referenceData.resetReferenceData();
  recordAccess.resetRecordAccessCache();
  offlineDb.forgetOpenedOfflineDbs();
  fakeIndexedDb.forgetFakeIndexedDbClasses();

  afterAll(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  });
}

resetClockOffset();
setUnauthenticatedListener(null);
// Started by an earlier file: back to the language a first start would choose (storage is empty now).
if (i18n.isInitialized) initI18n();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

export {};
