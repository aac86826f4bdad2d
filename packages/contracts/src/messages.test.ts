import { describe, expect, it } from 'vitest';
import {
  FINANCE_CODES,
  LANGUAGES,
  REQUIREMENT_CHILD_KEYS,
  REQUIREMENT_KEYS,
  SOURCE_IDS,
} from '@cocho/engine';
import {
  indicatorFormulaText,
  indicatorNameText,
  MESSAGES,
  requirementCodeText,
  requirementNameText,
  unitText,
} from './messages';

describe('the message catalogue of the engine’s codes', () => {
  // Moved from the engine's requirement properties test when the names left the engine.
  it('names every requirement and gives its code in pt, en and es', () => {
    for (const key of REQUIREMENT_KEYS)
      for (const lang of LANGUAGES) {
        expect(requirementNameText(key, lang).length).toBeGreaterThan(0);
        expect(requirementCodeText(key, lang).length).toBeGreaterThan(0);
      }
  });

  // Moved from the engine's financial report test when the names left the engine.
  it('gives every financial indicator a name and a formula in three languages', () => {
    for (const code of FINANCE_CODES)
      for (const language of ['pt', 'en', 'es'] as const) {
        expect(indicatorNameText(code, language).length).toBeGreaterThan(2);
        expect(indicatorFormulaText(code, language).length).toBeGreaterThan(2);
      }
  });

  it('names every sub-item and every model source, and writes no unit for a ratio', () => {
    for (const language of LANGUAGES) {
      const messages = MESSAGES[language];
      for (const key of REQUIREMENT_CHILD_KEYS)
        expect(messages.requirementNames.child[key], key).toBeTruthy();
      for (const id of SOURCE_IDS) {
        expect(messages.modelSources.label[id], id).toBeTruthy();
        expect(messages.modelSources.citation[id], id).toBeTruthy();
      }
      expect(unitText('ratio', language)).toBe('');
      expect(unitText('gPerDay', language)).toBe({ pt: 'g/dia', en: 'g/day', es: 'g/día' }[language]);
    }
  });
});
