import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { CallQueryProvider } from '../../api/query';
import { DietComparisonTable } from '../comparison/DietComparisonTable';
import { comparedDietFromRecord, toComparedDiet } from '../comparison/compare-diets';
import type { ComparedDiet } from '../comparison/compare-diets';
import type { DietReportData } from '../../export/report-data';
import { SavedRecordList } from '../records/SavedRecordList';
import { useSavedRecords } from '../records/use-saved-records';
import { SharedRecordLists } from '../sharing/SharedRecordLists';
import { ComparisonHandover } from '../comparison/ComparisonHandover';
import { SavedHandoverList } from '../comparison/SavedHandoverList';
import { savedComparisonPath } from '../comparison/comparison-record';

export type SavedDietsDialogProps = {
  readonly onClose: () => void;
  readonly onOpenDiet: (id: number) => void | Promise<void>;
  /**
   * The report of the diet on screen (null without a result), compared with the chosen ones; the dialog makes
   * the compared diet of it, so the comparison's code is not on the wizard's first screen.
   */
  readonly currentReport: DietReportData | null;
  readonly language: Language;
};

/**
 * My diets (docs/product/shell.md#screens): open, remove, and compare two or more side by side; then the diets shared with me
 * and by me.
 */
export function SavedDietsDialog(props: SavedDietsDialogProps) {
  return (
    <CallQueryProvider>
      <SavedDietsDialogContent {...props} />
    </CallQueryProvider>
  );
}

function SavedDietsDialogContent({ onClose, onOpenDiet, currentReport, language }: SavedDietsDialogProps) {
  const { t } = useTranslation('diet');
  const current = currentReport ? toComparedDiet('current', currentReport) : null;
  const { t: tErrors } = useTranslation('errors');
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [compared, setCompared] = useState<readonly ComparedDiet[] | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const {
    records: diets,
    error,
    setError,
    remove: onRemove,
    syncProps,
  } = useSavedRecords({
    find: 'findMyDiets',
    namespace: 'diet',
    onRemoved: (removed) => setChosen((ids) => ids.filter((id) => id !== removed)),
  });

  const onCompare = async () => {
    setIsComparing(true);
    try {
      const records = await Promise.all(chosen.map((id) => call('getDiet', { id })));
      const saved = records.map(({ dieta }) => comparedDietFromRecord(dieta, language));
      setCompared(current ? [current, ...saved] : saved);
    } catch (failure) {
      setError(tErrors(errorCodeOf(failure)));
    } finally {
      setIsComparing(false);
    }
  };

  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]));
  const canCompare = chosen.length + (current ? 1 : 0) >= 2;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={compared ? 'lg' : 'sm'}>
      <DialogTitle>{compared ? t('compare.title') : t('saved.title')}</DialogTitle>
      <DialogContent>
        {compared ? (
          <>
            <DietComparisonTable diets={compared} />
            <ComparisonHandover dietIds={chosen} />
          </>
        ) : (
          <SavedRecordList
            records={diets}
            error={error}
            emptyText={t('saved.empty')}
            language={language}
            {...syncProps}
            testId="saved-diets"
            itemTestId="saved-diet"
            open={{ title: t('saved.open'), labelOf: () => t('saved.open') }}
            remove={{ title: t('saved.remove'), labelOf: () => t('saved.remove') }}
            onOpen={(diet) => void onOpenDiet(diet.id)}
            onRemove={(diet) => void onRemove(diet)}
            leadingOf={(diet) => (
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={chosen.includes(diet.id)}
                  onChange={() => toggle(diet.id)}
                  slotProps={{ input: { 'aria-label': t('saved.choose', { name: diet.nome }) } }}
                />
              </ListItemIcon>
            )}
            noteOf={(diet) => (diet.atrasada ? t('saved.overdue') : null)}
          />
        )}
        {!compared && <SharedRecordLists tipo={0} onOpening={onClose} />}
        {!compared && (
          <SavedHandoverList
            find="findMyComparisons"
            title={t('comparison:handover.mine')}
            emptyText={t('comparison:handover.mineEmpty')}
            pathOf={savedComparisonPath}
            testId="saved-comparisons"
            onOpening={onClose}
          />
        )}
        {!compared && <SharedRecordLists tipo={5} onOpening={onClose} />}
      </DialogContent>
      <DialogActions>
        {compared ? (
          <Button onClick={() => setCompared(null)}>{t('nav.back')}</Button>
        ) : (
          <Button
            disabled={!canCompare || isComparing}
            onClick={() => void onCompare()}
            data-testid="compare-diets"
          >
            {t('compare.action')}
          </Button>
        )}
        <Button onClick={onClose}>{t('saved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
