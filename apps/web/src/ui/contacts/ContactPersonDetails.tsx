import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TContactPerson } from '@cocho/contracts';
import { useLanguage } from '../../i18n/use-language';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A contact's person: the name, then what the active contact exposes (e-mail, phone, city, state, country). */
export function ContactPersonDetails({ person }: { person: TContactPerson }) {
  const { t } = useTranslation('contacts');
  const language = useLanguage();
  const place = [person.cidade, person.estado, person.pais ? countryName(person.pais, language) : null]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return (
    <>
      <Typography variant="body2">{person.nome}</Typography>
      {person.email && (
        <Typography variant="body2" color="text.secondary">
          {person.email}
        </Typography>
      )}
      {person.telefone && (
        <Typography variant="body2" color="text.secondary">
          {t('list.phone')}: {person.telefone}
        </Typography>
      )}
      {place && (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      )}
    </>
  );
}
