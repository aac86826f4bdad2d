/**
 * The one message catalogue of the texts behind the engine's codes: units, requirement
 * names, codes and sub-items, financial indicator names and formulas, and the citations of the published
 * models. The engine returns codes only; the web app loads each top-level key of these files as an i18next
 * namespace (apps/web/src/i18n/catalogues.ts, where a test checks that pt, en and es have the same keys) and
 * the CLI reads them here. Texts live in `messages/<language>.json`.
 */
import type {
  FinanceCode,
  Language,
  RequirementChildKey,
  RequirementKey,
  SourceId,
  UnitKey,
} from '@cocho/engine';
import en from './messages/en.json';
import es from './messages/es.json';
import pt from './messages/pt.json';

type Texts<K extends string> = Readonly<Record<K, string>>;

/** The shape of one language's catalogue: a text for every code the engine returns. */
export type Messages = {
  /** Units of the requirement table; `ratio` has no unit and no text. */
  readonly units: Texts<Exclude<UnitKey, 'ratio'>>;
  readonly requirementNames: {
    readonly name: Texts<RequirementKey>;
    /** The requirement's short code in the language (CMS, DMI). */
    readonly code: Texts<RequirementKey>;
    readonly child: Texts<RequirementChildKey>;
  };
  readonly financeIndicators: { readonly name: Texts<FinanceCode>; readonly formula: Texts<FinanceCode> };
  readonly modelSources: { readonly label: Texts<SourceId>; readonly citation: Texts<SourceId> };
};

/** Every language's catalogue. Assigning the JSON here makes the type check fail on a missing code. */
export const MESSAGES: Readonly<Record<Language, Messages>> = { pt, en, es };

/** The catalogue's namespaces (its top-level keys). */
export type MessageNamespace = keyof Messages;
export const MESSAGE_NAMESPACES = Object.keys(pt) as MessageNamespace[];

/** A requirement unit in the language (kg/dia, g/day…); empty for a ratio. */
export function unitText(unit: UnitKey, language: Language): string {
  return unit === 'ratio' ? '' : MESSAGES[language].units[unit];
}

/** A requirement's name in the language ("Proteína bruta"). */
export function requirementNameText(key: RequirementKey, language: Language): string {
  return MESSAGES[language].requirementNames.name[key];
}

/** A requirement's short code in the language ("PB", "CP"). */
export function requirementCodeText(key: RequirementKey, language: Language): string {
  return MESSAGES[language].requirementNames.code[key];
}

/** A financial indicator's name in the language. */
export function indicatorNameText(code: FinanceCode, language: Language): string {
  return MESSAGES[language].financeIndicators.name[code];
}

/** A financial indicator's formula in the language. */
export function indicatorFormulaText(code: FinanceCode, language: Language): string {
  return MESSAGES[language].financeIndicators.formula[code];
}
