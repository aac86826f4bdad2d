/**
 * The app's start as built (not Vitest's mode, where every language is loaded from the start): i18next starts
 * once with every chunk the start asked for, so none is added namespace by namespace afterwards
 * (docs/decisions/first-screen-budget.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshI18n() {
  vi.stubEnv('MODE', 'production');
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the start of the interface texts', () => {
  it('a signed-in start (the shared namespaces asked for with the first chunk) starts i18next with both chunks', async () => {
    const { currentLanguage, i18n, loadSharedNamespaces, loadI18n } = await freshI18n();
    const started = loadI18n();
    const shared = loadSharedNamespaces();
    await started;
    // i18next started with both chunks: nothing is added to it once it runs.
    const language = currentLanguage();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasResourceBundle(language, 'shell')).toBe(true);
    expect(i18n.hasResourceBundle(language, 'diet')).toBe(true);
    expect(i18n.hasResourceBundle(language, 'units')).toBe(true);
    const added = vi.fn();
    i18n.store.on('added', added);
    await shared;
    expect(added).not.toHaveBeenCalled();
  });

  it("a visitor's start waits for the first chunk only; a later screen's chunk is added to the running i18next", async () => {
    const { currentLanguage, i18n, loadSharedNamespaces, loadI18n } = await freshI18n();
    await loadI18n();
    const language = currentLanguage();
    expect(i18n.hasResourceBundle(language, 'shell')).toBe(true);
    expect(i18n.hasResourceBundle(language, 'diet')).toBe(false);
    await loadSharedNamespaces();
    expect(i18n.hasResourceBundle(language, 'diet')).toBe(true);
    expect(i18n.t('diet:steps.animal', { defaultValue: '' })).not.toBe('');
  });

  it('a lazy part loaded through withLaterTexts resolves once the later chunk is in the running i18next', async () => {
    const { currentLanguage, i18n, loadSharedNamespaces, loadI18n, withLaterTexts } = await freshI18n();
    await Promise.all([loadI18n(), loadSharedNamespaces()]);
    const language = currentLanguage();
    expect(i18n.hasResourceBundle(language, 'diet')).toBe(true);
    // The signed-in first screens do not wait for the later namespaces.
    expect(i18n.hasResourceBundle(language, 'export')).toBe(false);
    const load = withLaterTexts(async () => 'the dialog');
    await expect(load()).resolves.toBe('the dialog');
    expect(i18n.hasResourceBundle(language, 'export')).toBe(true);
    expect(i18n.t('export:report.full', { defaultValue: '' })).not.toBe('');
  });
});
