import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cocho/engine';
import type { RequirementMiss, SuggestedFeedClass } from '@cocho/engine';
import { describeMiss } from './describe-miss';
import { createReportFormat, requirementDecimals } from './report-text';
import { translatorFor } from './testing/translator';

const NAMES = { soja: 'Farelo de soja', milho: 'Milho', mix: 'Mistura mineral' };

/** Every class of feed the engine may advise adding: a new class fails to compile here. */
const EVERY_CLASS: { readonly [Class in SuggestedFeedClass]: RequirementMiss } = {
  proteinSource: miss('PB', { feedIds: [], cappedFeedIds: [], addFeedClass: 'proteinSource' }),
  energyConcentrate: miss('NDT', { feedIds: [], cappedFeedIds: [], addFeedClass: 'energyConcentrate' }),
  roughage: miss('FDN', { feedIds: [], cappedFeedIds: [], addFeedClass: 'roughage' }),
  mineralSource: miss('Se', { feedIds: ['mix'], cappedFeedIds: ['mix'], addFeedClass: 'mineralSource' }),
};

function miss(
  key: RequirementMiss['key'],
  advice: RequirementMiss['advice'],
  bound: RequirementMiss['bound'] = 'min',
): RequirementMiss {
  return { key, bound, required: 1063.58, supplied: 815.47, advice };
}

describe('describeMiss', () => {
  it.each(LANGUAGES)('words the amounts and every class of feed to add in %s', (language) => {
    const t = translatorFor(language);
    const format = createReportFormat(language);
    const texts = Object.values(EVERY_CLASS).map((entry) => {
      const text = describeMiss(entry, { language, feedNames: NAMES }, t, format);
      expect(text).not.toMatch(/miss\.|\{\{|diet:/);
      expect(text).toContain(format.number(1063.58, requirementDecimals(entry.key)));
      expect(text).toContain(format.number(815.47, requirementDecimals(entry.key)));
      return text;
    });
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('says how much is missing and what would fix it (pt)', () => {
    const t = translatorFor('pt');
    const format = createReportFormat('pt');
    const data = { language: 'pt' as const, feedNames: NAMES };
    expect(describeMiss(EVERY_CLASS.proteinSource, data, t, format)).toBe(
      'Proteína bruta (PB): a dieta fornece 815,5 g/dia, abaixo do mínimo de 1.063,6 g/dia. ' +
        'Nenhum dos seus alimentos é rico o bastante em PB. ' +
        'Adicione uma fonte de proteína (farelo de soja, farelo de algodão ou ureia).',
    );
    const richest = miss('PB', { feedIds: ['soja', 'milho'], cappedFeedIds: [], addFeedClass: null });
    expect(describeMiss(richest, data, t, format)).toContain(
      'Para aumentar: os seus alimentos mais ricos em PB são Farelo de soja e Milho.',
    );
    expect(describeMiss(EVERY_CLASS.mineralSource, data, t, format)).toBe(
      'Selênio (Se): a dieta fornece 815,5 mg/dia, abaixo do mínimo de 1.063,6 mg/dia. ' +
        'Para aumentar: o seu alimento mais rico em Se é Mistura mineral. ' +
        'Mistura mineral já está no seu máximo; aumente esse limite em Restrições. ' +
        'Adicione uma fonte mineral com Se (mistura mineral ou premix).',
    );
    const excess = miss('K', { feedIds: ['soja'], cappedFeedIds: [], addFeedClass: null }, 'max');
    expect(describeMiss(excess, data, t, format)).toBe(
      'Potássio (K): a dieta fornece 815,5 g/dia, acima do máximo de 1.063,6 g/dia. ' +
        'Principal fonte na dieta: Farelo de soja; limite o máximo em Restrições.',
    );
  });

  it('words a miss without advice (a record saved before advice existed) by its amounts alone (en)', () => {
    const old = { key: 'CMS', bound: 'max', required: 10.84, supplied: 12.4 } as const;
    expect(
      describeMiss(old, { language: 'en', feedNames: {} }, translatorFor('en'), createReportFormat('en')),
    ).toBe('Dry matter intake (DMI): the diet supplies 12.40 kg/day, above the maximum of 10.84 kg/day.');
  });
});
