import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
};

/** Previous / next over a paged administrators' list. */
export function Pager({ page, perPage, total, onPage, testId }: Props) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography color="text.secondary" data-testid={`${testId}-page`}>
        {t('common.page', { page, pages, total })}
      </Typography>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        {t('common.previous')}
      </Button>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t('common.next')}
      </Button>
    </Box>
  );
}
