/**
 * The premium end of a grant, as the user and premium-request dialogs ask it: a last day, or none
 * (permanent). A day that is not after today is asked about first and becomes tomorrow
 * (docs/product/shell.md#validation: the end date is after today).
 */
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayInBrasilia } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useModal } from '../../ui/ModalProvider';
import { nextDay } from './admin-tabs';
import { FormFields } from '../../ui/form/fields';

export type PremiumEnd = { endDate: string; isPermanent: boolean };

/** The day to send (null: permanent), or undefined when the administrator declined tomorrow instead. */
export function useEndDayCheck(): (end: PremiumEnd) => Promise<string | null | undefined> {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { confirm } = useModal();
  return async ({ endDate, isPermanent }) => {
    const today = todayInBrasilia(new Date());
    // Days as YYYY-MM-DD compare as text.
    if (isPermanent || endDate > today) return isPermanent ? null : endDate;
    const tomorrow = nextDay(today);
    const message = t('users.dialog.endNotAfter', { date: formatDate(tomorrow, language) });
    return (await confirm({ title: t('users.dialog.endNotAfterTitle'), message })) ? tomorrow : undefined;
  };
}

/** The end day and the "permanent" box (which disables the day). */
export function PremiumEndFields<F extends PremiumEnd, O>(props: {
  readonly control: Control<F, unknown, O>;
  readonly isPermanent: boolean;
  readonly testId: string;
  readonly children?: React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const control = props.control as unknown as Control<PremiumEnd>;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <FormFields
        control={control}
        size="small"
        fields={[
          {
            name: 'endDate',
            type: 'date',
            label: t('users.dialog.endDate'),
            disabled: props.isPermanent,
            testId: `${props.testId}-end`,
            hint: '',
          },
          {
            name: 'isPermanent',
            check: true,
            label: t('users.dialog.permanent'),
            testId: `${props.testId}-permanent`,
          },
        ]}
      />
      {props.children}
    </Box>
  );
}
