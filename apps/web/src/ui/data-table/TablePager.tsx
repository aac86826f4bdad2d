import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A server-paged list: the page shown (from 1), the page size and the number of records. */
export type TablePaging = {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** Prefix of the pager's test ids (`<testId>-page`, `-previous`, `-next`). */
  readonly testId: string;
};

/** Previous / next over a server-paged list, with "page N of M (T records)". */
export function TablePager({ page, perPage, total, onPage, testId }: TablePaging) {
  const { t } = useTranslation('dataTable');
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography color="text.secondary" data-testid={`${testId}-page`}>
        {t('page', { page, pages, total })}
      </Typography>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        {t('previous')}
      </Button>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t('next')}
      </Button>
    </Box>
  );
}
