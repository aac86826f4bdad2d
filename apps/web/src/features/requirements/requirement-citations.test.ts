// Requirement tooltips show a short citation in the user's language: every model the engine
// names has a label and a citation in pt, en and es, and no text a user reads carries a file path, a spec
// section number, a curation note or a tool name.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@cocho/contracts';
import { SOURCE_IDS } from '@cocho/engine';
import { CATALOGUES } from '../../i18n/catalogues';

const INTERNAL =
  /§|\.md\b|\.xlsx|reference\/|\bspec\b|NutriPerformance|\bsheet\b|github|search tool|as coded|TODO/i;
const sourceIds = SOURCE_IDS;

describe('requirement sources and citations', () => {
  for (const [language, namespaces] of Object.entries(CATALOGUES))
    it(`${language}: every source has a short label and a clean citation`, () => {
      const catalogue = namespaces.modelSources!;
      const labels = catalogue.label as Record<string, string>;
      const citations = catalogue.citation as Record<string, string>;
      for (const id of sourceIds) {
        expect(labels[id], id).toBeTruthy();
        expect(citations[id], id).toBeTruthy();
        expect(citations[id], id).not.toMatch(INTERNAL);
        expect(labels[id], id).not.toMatch(INTERNAL);
      }
      expect(Object.keys(citations).sort()).toEqual([...sourceIds].sort());
    });
  // The engine's English developer texts became the English citations of the shared catalogue.
  it('the engine’s developer texts carry no file paths or spec section numbers either', () => {
    const english = MESSAGES.en.modelSources.citation;
    for (const id of sourceIds) expect(english[id], id).not.toMatch(/§|\.md\b|reference\//);
  });
});
