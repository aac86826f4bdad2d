/**
 * The company record's fields, as the company area's edit form and the administrator's company dialog both
 * ask them: checked by the contracts' company rules, each wrong field with its own message.
 */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../ui/form/fields';
import { COMPANY_FIELDS } from './company-of-user';

export type CompanyField = (typeof COMPANY_FIELDS)[number];
const OPTIONAL: readonly CompanyField[] = ['inscricao_estadual', 'suporte_link'];

/** The message of a wrong company field, a key under `prefix` (`company:edit`, `adminCompanies:form`). */
export const companyFieldMessage =
  (prefix: string) =>
  (field: string, _issue: unknown, form: Record<string, unknown>): string => {
    const isEmpty = String(form[field] ?? '').trim() === '';
    if (field === 'email_dono') return `${prefix}.emailInvalid`;
    if (field === 'suporte_link') return `${prefix}.urlInvalid`;
    if (isEmpty) return `${prefix}.required`;
    return `${prefix}.${field === 'cnpj' ? 'cnpjInvalid' : 'tooShort'}`;
  };

/** The record's text fields, each labelled and with its test id; the optional ones not required. */
export function CompanyRecordFields<T extends FieldValues, O>(props: {
  readonly control: Control<T, unknown, O>;
  readonly label: (field: CompanyField) => string;
  readonly testIdPrefix: string;
}) {
  return COMPANY_FIELDS.map((field) => (
    <FormTextField
      key={field}
      control={props.control}
      name={field as FieldPath<T>}
      label={props.label(field)}
      required={!OPTIONAL.includes(field)}
      testId={`${props.testIdPrefix}${field}`}
    />
  ));
}
