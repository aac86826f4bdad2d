import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TCompanyContact } from '@cocho/contracts';

const STATE_COLORS = { pendente: 'warning', ativo: 'success', desativado: 'default' } as const;

/** A contact's state as a chip. */
export function ContactStateChip({ contact }: { contact: TCompanyContact }) {
  const { t } = useTranslation('contacts');
  return (
    <Chip
      size="small"
      color={STATE_COLORS[contact.situacao]}
      label={t(`state.${contact.situacao}`)}
      data-testid={`contact-state-${contact.id_contato}`}
    />
  );
}
