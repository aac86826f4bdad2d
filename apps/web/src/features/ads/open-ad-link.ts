/**
 * Clicking an ad (docs/product/shell.md#states, docs/product/errors.md#shell-errors): the click is registered (anuncios/registerClique), then the link opens in
 * a new tab, or in this window when the popup is blocked; a failed or empty registration opens it anyway.
 */

export type AdLinkDeps = {
  /** Registers the click; its answer does not matter to the visitor. */
  readonly register: () => Promise<unknown>;
  /** Opens an empty tab (null when the browser blocks it). */
  readonly openTab: () => WindowProxy | null;
  /** Goes to the link in this window. */
  readonly assign: (url: string) => void;
};

export async function openAdLink(link: string, deps: AdLinkDeps): Promise<void> {
  // The tab is opened during the click itself, before the call: opened after an await, browsers treat it
  // as an unrequested popup and block it.
  const tab = deps.openTab();
  try {
    await deps.register();
  } catch {
    // docs/product/errors.md#shell-errors: a failed registration falls back to opening the link; nothing is shown.
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = link;
  } else {
    deps.assign(link);
  }
}
