import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREMIUM_REQUEST_STATUSES } from '@cocho/contracts';
import type { TPremiumRequest, TPremiumRequestStatus } from '@cocho/contracts';
import { useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { PremiumRequestDialog } from './PremiumRequestDialog';

/** /adm/solicitacaoPremium: premium requests by status; ?id= opens one to grant or refuse. */
export function PremiumRequestsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [status, setStatus] = useState<TPremiumRequestStatus | ''>('pendente');
  const { data, error, refetch } = useCallQuery('listPremiumRequests', status ? { status } : {});
  const reload = () => void refetch();
  const idParam = Number(searchParams.get('id'));
  const openId = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const open = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setSearchParams(next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        size="small"
        label={t('premium.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as TPremiumRequestStatus | '')}
        sx={{ maxWidth: 220 }}
      >
        <MenuItem value="">{t('common.any')}</MenuItem>
        {PREMIUM_REQUEST_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`premium.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="premium-requests-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('premium.columns.user')}</TableCell>
                <TableCell>{t('premium.columns.date')}</TableCell>
                <TableCell>{t('premium.columns.payment')}</TableCell>
                <TableCell>{t('premium.columns.message')}</TableCell>
                <TableCell>{t('premium.status')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((request: TPremiumRequest) => (
                <TableRow key={request.id} data-testid={`premium-request-${request.id}`}>
                  <TableCell>
                    {request.nome} ({request.email})
                  </TableCell>
                  <TableCell>{formatDate(request.created_at, language)}</TableCell>
                  <TableCell>
                    {request.forma_pagamento ? t(`premium:payment.${request.forma_pagamento}`) : ''}
                  </TableCell>
                  <TableCell>{request.mensagem}</TableCell>
                  <TableCell>{t(`premium.statuses.${request.status}`)}</TableCell>
                  <TableCell align="right">
                    <Button onClick={() => open(request.id)}>{t('premium.open')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {openId !== null && (
        <PremiumRequestDialog
          id={openId}
          onClose={() => open(null)}
          onDecided={() => {
            open(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
