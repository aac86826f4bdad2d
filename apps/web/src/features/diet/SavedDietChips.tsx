/**
 * The saved diet's cycle and overdue chips beside its name (docs/product/calculation.md#screens). A module of
 * its own, loaded with an opened saved diet, so MUI's Chip is not among the files the wizard's first step
 * waits for (docs/decisions/first-screen-budget.md).
 */
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TDietCycle } from '@cocho/contracts';
import { isCycleOverdue } from './cycle-overdue';

export function SavedDietChips({ cycle }: { readonly cycle: TDietCycle }) {
  const { t } = useTranslation('diet');
  return (
    <>
      <Chip
        size="small"
        label={`${t(`cycle.type.${cycle.tipo}`)} · ${t(`cycle.situation.${cycle.situacao}`)}`}
        data-testid="saved-cycle"
      />
      {isCycleOverdue(cycle, new Date()) && (
        <Chip size="small" color="error" label={t('saved.overdue')} data-testid="saved-overdue" />
      )}
    </>
  );
}
