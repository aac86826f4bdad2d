import { describe, expect, it } from 'vitest';
import { requirementNameText } from '@cocho/contracts';
import { LANGUAGES } from '@cocho/engine';
import type { FormulationWarning } from '@cocho/engine';
import { createReportFormat, describeWarning, requirementName } from './report-text';
import { translatorFor } from './testing/translator';

/** One warning of every code: the record's type makes a new engine code fail to compile here. */
const EVERY_WARNING: {
  readonly [Code in FormulationWarning['code']]: Extract<FormulationWarning, { code: Code }>;
} = {
  PERCENT_ABOVE_100: { code: 'PERCENT_ABOVE_100', id: 'feno', field: 'max', value: 120 },
  UREA_EXCESS: { code: 'UREA_EXCESS', id: 'feno', percentOfDm: 1.5 },
  MINERALS_ABOVE_4_PERCENT: { code: 'MINERALS_ABOVE_4_PERCENT', percentOfDm: 4.5 },
  EDITED_COMPOSITION: { code: 'EDITED_COMPOSITION', id: 'feno' },
  MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT: {
    code: 'MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT',
    id: 'feno',
    key: 'PB',
    forced: 900,
    maximum: 800,
  },
  FEED_EXCLUDED: { code: 'FEED_EXCLUDED', id: 'feno' },
  FEED_WITHOUT_PRICE: { code: 'FEED_WITHOUT_PRICE', id: 'feno' },
  EDITED_REQUIREMENT_NOT_SELECTED: { code: 'EDITED_REQUIREMENT_NOT_SELECTED', key: 'PM' },
  BELOW_MINIMUM_INCLUSION: { code: 'BELOW_MINIMUM_INCLUSION', id: 'feno', grams: 12, minimumGrams: 100 },
  CA_P_RATIO_MISSED: {
    code: 'CA_P_RATIO_MISSED',
    bound: 'min',
    required: 1.2,
    reached: 1.17,
    add: 'calciumSource',
  },
  CRUDE_PROTEIN_FLOOR_MISSED: {
    code: 'CRUDE_PROTEIN_FLOOR_MISSED',
    required: 7,
    reached: 6.5,
    add: 'proteinSource',
  },
  GRAZING_INTAKE_LIMITS_GAIN: { code: 'GRAZING_INTAKE_LIMITS_GAIN', intakeKg: 6.07 },
  NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE: { code: 'NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE', maximum: 4.36 },
};

describe('describeWarning', () => {
  it.each(LANGUAGES)(
    'words every formulation warning in %s, naming the feed or requirement',
    async (language) => {
      const t = translatorFor(language);
      const data = { language, feedNames: { feno: 'Feno de Tifton' } };
      for (const warning of Object.values(EVERY_WARNING)) {
        const text = describeWarning(warning, data, t, createReportFormat(language));
        expect(text, warning.code).not.toMatch(/warning\.|\{\{/);
        if ('id' in warning) expect(text, warning.code).toContain('Feno de Tifton');
        if (warning.code === 'EDITED_REQUIREMENT_NOT_SELECTED')
          expect(text).toContain(requirementNameText('PM', language));
      }
    },
  );

  it.each(LANGUAGES)(
    'words a missed Ca:P guard with the ratio reached and the feed to add in %s',
    (language) => {
      const t = translatorFor(language);
      const format = createReportFormat(language);
      const data = { language, feedNames: {} };
      const below = describeWarning(EVERY_WARNING.CA_P_RATIO_MISSED, data, t, format);
      expect(below).toContain(format.number(1.17, 2));
      expect(below).toContain(format.number(1.2, 2));
      expect(below).toMatch({ pt: /calcário/, en: /limestone/, es: /caliza/ }[language]);
      const above = describeWarning(
        { code: 'CA_P_RATIO_MISSED', bound: 'max', required: 7, reached: 8.4, add: 'phosphorusSource' },
        data,
        t,
        format,
      );
      expect(above).toMatch({ pt: /fósforo/, en: /phosphorus/, es: /fósforo/ }[language]);
    },
  );

  it.each(LANGUAGES)(
    'words a missed crude-protein floor with the protein reached and urea as a source in %s',
    (language) => {
      const t = translatorFor(language);
      const format = createReportFormat(language);
      const text = describeWarning(
        EVERY_WARNING.CRUDE_PROTEIN_FLOOR_MISSED,
        { language, feedNames: {} },
        t,
        format,
      );
      expect(text).toContain(format.percent(6.5));
      expect(text).toContain(format.percent(7));
      expect(text).toMatch(/urea|ureia/);
    },
  );

  it.each(LANGUAGES)('words the grazing intake that limits the gain with its kilograms in %s', (language) => {
    const format = createReportFormat(language);
    const text = describeWarning(
      EVERY_WARNING.GRAZING_INTAKE_LIMITS_GAIN,
      { language, feedNames: {} },
      translatorFor(language),
      format,
    );
    expect(text).toContain(format.number(6.07, 2));
    expect(text).toMatch({ pt: /pastejo/, en: /grazing/, es: /pastoreo/ }[language]);
  });

  it.each(LANGUAGES)('words the NDF maximum not applied on pasture with its kilograms in %s', (language) => {
    const format = createReportFormat(language);
    const text = describeWarning(
      EVERY_WARNING.NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE,
      { language, feedNames: {} },
      translatorFor(language),
      format,
    );
    expect(text).toContain(format.number(4.36, 2));
    expect(text).toMatch({ pt: /FDN.*pasto/, en: /NDF.*pasture/, es: /FDN.*pastoreo/ }[language]);
  });

  it('names the restriction above 100 % in the language, and a nutrient by its code', () => {
    const t = translatorFor('pt');
    const format = createReportFormat('pt');
    const data = { language: 'pt' as const, feedNames: { feno: 'Feno' } };
    expect(describeWarning(EVERY_WARNING.PERCENT_ABOVE_100, data, t, format)).toBe(
      'Feno: o máximo acima de 100 %.',
    );
    const nutrient = { code: 'PERCENT_ABOVE_100', id: 'feno', field: 'FDN', value: 120 } as const;
    expect(describeWarning(nutrient, data, t, format)).toBe('Feno: FDN acima de 100 %.');
  });
});

describe('requirementName', () => {
  it('gives the name and its code, and the name alone where the code only repeats it', () => {
    expect(requirementName('PB', 'pt')).toBe('Proteína bruta (PB)');
    expect(requirementName('CMS', 'en')).toBe('Dry matter intake (DMI)');
    // The starch code is the word itself in en and es ("Starch (Starch)"), upper case in pt ("Amido (AMIDO)").
    expect(requirementName('AMIDO', 'en')).toBe('Starch');
    expect(requirementName('AMIDO', 'es')).toBe('Almidón');
    expect(requirementName('AMIDO', 'pt')).toBe('Amido');
  });
});
