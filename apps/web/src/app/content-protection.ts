/**
 * Content protections (docs/product/errors.md#shell-errors: printing blocked with an alert, the screenshot key blocked with
 * 'Screenshots disabled!', right-click and text selection disabled), each behind its own global feature
 * flag, all off by default. Each block that is on says so with its message when it acts; one that is off
 * changes nothing. Browsers cannot cancel printing from the menu or a system screenshot: printing hides the
 * page from the printout, and the screenshot key empties the clipboard where the browser allows it.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFeatureFlags } from '@cocho/contracts';
import { useAlert } from '../ui/AlertProvider';

export type ContentProtectionFlags = Pick<
  TFeatureFlags['global'],
  'block_printing' | 'block_screenshot_key' | 'block_context_menu' | 'block_text_selection'
>;
export type BlockedAction = 'printing' | 'screenshot' | 'contextMenu' | 'selection';

const STYLE_ID = 'cocho-content-protection';
/** Form fields stay selectable and keep their own menu, so the product stays usable. */
const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(EDITABLE) !== null;

/** The style sheet of the blocks that are on (print hiding, no selection outside form fields). */
function protectionCss(flags: ContentProtectionFlags): string {
  const rules: string[] = [];
  if (flags.block_printing) rules.push('@media print { body { display: none !important; } }');
  if (flags.block_text_selection)
    rules.push(
      `body { -webkit-user-select: none; user-select: none; }`,
      `${EDITABLE} { -webkit-user-select: text; user-select: text; }`,
    );
  return rules.join('\n');
}

/**
 * Installs the blocks that are on in `doc`; `onBlocked` is told each blocked action. Answers the uninstall.
 */
export function installContentProtection(
  doc: Document,
  flags: ContentProtectionFlags,
  onBlocked: (action: BlockedAction) => void,
): () => void {
  const view = doc.defaultView;
  const removers: (() => void)[] = [];
  const listen = <K extends keyof DocumentEventMap>(
    type: K,
    handler: (event: DocumentEventMap[K]) => void,
  ) => {
    doc.addEventListener(type, handler, true);
    removers.push(() => doc.removeEventListener(type, handler, true));
  };

  if (flags.block_printing) {
    listen('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        onBlocked('printing');
      }
    });
    if (view) {
      const onBeforePrint = () => onBlocked('printing');
      view.addEventListener('beforeprint', onBeforePrint);
      removers.push(() => view.removeEventListener('beforeprint', onBeforePrint));
    }
  }
  if (flags.block_screenshot_key) {
    const onScreenshotKey = (event: KeyboardEvent) => {
      if (event.key !== 'PrintScreen') return;
      event.preventDefault();
      if (event.type === 'keyup') {
        void view?.navigator.clipboard?.writeText('').catch(() => undefined);
        onBlocked('screenshot');
      }
    };
    listen('keydown', onScreenshotKey);
    listen('keyup', onScreenshotKey);
  }
  if (flags.block_context_menu)
    listen('contextmenu', (event) => {
      if (isEditable(event.target)) return;
      event.preventDefault();
      onBlocked('contextMenu');
    });
  if (flags.block_text_selection) {
    listen('selectstart', (event) => {
      if (!isEditable(event.target)) event.preventDefault();
    });
    listen('copy', (event) => {
      if (isEditable(event.target)) return;
      event.preventDefault();
      onBlocked('selection');
    });
  }

  const css = protectionCss(flags);
  if (css) {
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    doc.head.appendChild(style);
    removers.push(() => style.remove());
  }
  return () => {
    for (const remove of removers) remove();
  };
}

/** The shell's use: the blocks the flags turn on, each blocked action told with its alert. */
export function useContentProtection(flags: ContentProtectionFlags): void {
  const { t } = useTranslation('contentProtection');
  const { showAlert } = useAlert();
  const { block_printing, block_screenshot_key, block_context_menu, block_text_selection } = flags;
  useEffect(
    () =>
      installContentProtection(
        document,
        { block_printing, block_screenshot_key, block_context_menu, block_text_selection },
        (action) => showAlert(t(action), 'error'),
      ),
    [block_printing, block_screenshot_key, block_context_menu, block_text_selection, showAlert, t],
  );
}
