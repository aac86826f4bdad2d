// Layout checks for a screen as drawn: measured on the DOM, not by comparing pixels.
import type { Page } from '@playwright/test';

/** A typical long number a user types (a price per tonne, manganese in mg/day): it must fit its field. */
export const TYPICAL_NUMBER = '12.345,67';
/** The same for a percentage (a field whose name or unit shows "%"): below 100 with two decimals. */
export const TYPICAL_PERCENT = '99,99';

/**
 * What is wrong with the layout of the screen as it stands, one readable line each (empty when all fits):
 * - the page scrolls sideways (document scrollWidth > clientWidth + 1);
 * - a table cell (td/th) cuts its own text (scrollWidth > clientWidth + 1, an ellipsis), or sticks out of a
 *   box that hides what overflows, or out of the screen, unless a box between them scrolls sideways;
 * - a heading (h1–h6) cuts its text or sticks out the same way;
 * - a number field (inputmode decimal/numeric) cannot show its value or a typical long one in full (set
 *   on the DOM without an input event, measured and put back, so the screen's state does not change).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ typical, typicalPercent }) => {
      const problems: string[] = [];
      const describe = (element: Element): string => {
        const id = element.getAttribute('data-testid');
        const label = element.getAttribute('aria-label');
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}${
          label ? ` aria-label="${label}"` : ''
        }>${text ? ` "${text}"` : ''}`;
      };
      const isShown = (element: Element): boolean =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        element.getBoundingClientRect().width > 0;
      const overflowX = (element: Element) => getComputedStyle(element).overflowX;
      const scrolls = (element: Element) => ['auto', 'scroll'].includes(overflowX(element));
      const viewportWidth = document.documentElement.clientWidth;

      /**
       * The box that cuts the element, if any: walking up, a box that scrolls sideways makes what is inside it
       * reachable (then the scrolling box itself must be reachable); a box that hides overflow cuts what
       * sticks out of it; at the top, the screen does.
       */
      const cutBy = (element: Element): string | null => {
        let rect = element.getBoundingClientRect();
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          const overflow = overflowX(box);
          if (overflow === 'visible') continue;
          const boxRect = box.getBoundingClientRect();
          if (overflow === 'auto' || overflow === 'scroll') {
            rect = boxRect;
            continue;
          }
          if (rect.right > boxRect.right + 1 || rect.left < boxRect.left - 1) return describe(box);
        }
        if (rect.right > viewportWidth + 1 || rect.left < -1) return 'the screen';
        return null;
      };

      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) {
        const wide = Array.from(document.body.querySelectorAll('*'))
          .filter((element) => isShown(element) && element.getBoundingClientRect().right > viewportWidth + 1)
          .slice(-3)
          .map(describe);
        problems.push(
          `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${wide.join(', ')}`,
        );
      }

      /** A box holding text of its own (not only through its children). */
      const holdsText = (element: Element): boolean =>
        Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      /**
       * Why the text of `element` cannot be read in full, if it cannot: wider than its box (for a box that
       * lets it spill, `spills` tells whether spilling over its neighbours counts), or cut by a box around it.
       */
      const textCut = (element: Element, spills = true): string | null => {
        const overflow = overflowX(element);
        if (
          element.scrollWidth > element.clientWidth + 1 &&
          (spills || overflow !== 'visible') &&
          !scrolls(element)
        )
          return `cuts its text (${element.scrollWidth} > ${element.clientWidth})`;
        const box = cutBy(element);
        return box ? `cut by ${box}` : null;
      };

      for (const cell of Array.from(document.querySelectorAll('td, th'))) {
        if (!isShown(cell)) continue;
        // The cell, then each text of it (a name cut with an ellipsis inside a wide enough cell).
        const texts = [cell, ...Array.from(cell.querySelectorAll('*')).filter(holdsText)];
        for (const text of texts) {
          if (text !== cell && !isShown(text)) continue;
          const why = textCut(text, text === cell);
          if (!why) continue;
          problems.push(
            `table text ${why}: ${describe(text)}${text === cell ? '' : ` in ${describe(cell)}`}`,
          );
          break;
        }
      }

      for (const heading of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
        if (!isShown(heading)) continue;
        const why = textCut(heading);
        if (why) problems.push(`heading ${why}: ${describe(heading)}`);
      }

      const inputs = document.querySelectorAll<HTMLInputElement>(
        'input[inputmode="decimal"], input[inputmode="numeric"], input[type="number"]',
      );
      for (const input of Array.from(inputs)) {
        if (!isShown(input) || input.disabled) continue;
        const kept = input.value;
        const names = [
          input.getAttribute('aria-label') ?? '',
          ...Array.from(input.labels ?? []).map((label) => label.textContent ?? ''),
          input.closest('.MuiInputBase-root')?.textContent ?? '',
        ];
        const sample = names.some((name) => name.includes('%')) ? typicalPercent : typical;
        const longest = kept.length > sample.length ? kept : sample;
        input.value = longest;
        const [scrollWidth, clientWidth] = [input.scrollWidth, input.clientWidth];
        input.value = kept;
        if (scrollWidth > clientWidth + 1)
          problems.push(
            `number field too narrow for "${longest}" (${scrollWidth} > ${clientWidth}): ${describe(input)}`,
          );
        const box = cutBy(input);
        if (box) problems.push(`number field cut by ${box}: ${describe(input)}`);
      }
      return problems;
    },
    { typical: TYPICAL_NUMBER, typicalPercent: TYPICAL_PERCENT },
  );
}
