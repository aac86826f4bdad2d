import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import type { SelectedFeed } from './diet-state';
import { feedNameOf } from './feed-names';

/** The composition comparator (issue 6 item 5): the chosen feeds' nutrients side by side, as used. */
export function CompositionComparisonDialog({
  feeds,
  language,
  onClose,
}: {
  readonly feeds: readonly SelectedFeed[];
  readonly language: Language;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('diet');
  const { t: tFeeds } = useTranslation('feeds');
  const compositions = feeds.map((selected) => selected.nutrientesAlterados ?? selected.feed.nutrientes);
  // Only the nutrients some feed has.
  const keys = NUTRIENT_KEYS.filter((key) =>
    compositions.some((composition) => composition[key] !== undefined),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{t('composition.compareTitle')}</DialogTitle>
      <DialogContent>
        <TableContainer>
          <Table size="small" data-testid="composition-comparison">
            <TableHead>
              <TableRow>
                <TableCell />
                {feeds.map((selected) => (
                  <TableCell key={selected.feed.id} align="right" sx={{ fontWeight: 600 }}>
                    {feedNameOf(selected.feed, language)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key}>
                  <TableCell>{tFeeds(`nutrient.${key}`)}</TableCell>
                  {compositions.map((composition, index) => {
                    const value = composition[key];
                    return (
                      <TableCell key={index} align="right">
                        {value === undefined ? '–' : formatNumber(value, language, 2)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('saved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
