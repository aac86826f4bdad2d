/**
 * Component tests in Portuguese: i18n starts in pt, and after each test the rendered tree is removed and
 * the language set back to pt (a test may switch it). Call once at the top level of a test file.
 */
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { changeLanguage, initI18n } from '../i18n/i18n';

export function renderComponentsInPortuguese(): void {
  beforeAll(() => {
    initI18n('pt');
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('pt');
  });
}
