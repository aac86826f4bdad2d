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
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Pager } from './Pager';

const PER_PAGE = 50;
type Filters = { ator: string; acao: string; de: string; ate: string };
const NO_FILTERS: Filters = { ator: '', acao: '', de: '', ate: '' };

/**
 * /adm/logs: the audit log, searchable by who, action and days. The action is chosen by its readable name
 * (the codes stay on the wire only).
 */
export function LogsTab() {
  const { t, i18n } = useTranslation('admin');
  const language = useLanguage();
  const [form, setForm] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useCallQuery('listAuditLog', {
    ...(applied.ator ? { ator: applied.ator } : {}),
    ...(applied.acao ? { acao: applied.acao } : {}),
    ...(applied.de ? { de: applied.de } : {}),
    ...(applied.ate ? { ate: applied.ate } : {}),
    pagina: page,
    por_pagina: PER_PAGE,
  });
  const actionText = (action: string) =>
    i18n.exists(`admin:actions.${action}`) ? t(`actions.${action}`) : action;
  const actionNames = t('actions', { returnObjects: true }) as Record<string, string>;
  const actionChoices = Object.entries(actionNames)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ ...form, ator: form.ator.trim(), acao: form.acao.trim() });
          setPage(1);
        }}
      >
        <TextField size="small" label={t('logs.actor')} value={form.ator} onChange={set('ator')} />
        <TextField
          select
          size="small"
          label={t('logs.action')}
          value={form.acao}
          onChange={set('acao')}
          sx={{ minWidth: 260 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'logs-action' } as object } }}
        >
          <MenuItem value="">{t('logs.allActions')}</MenuItem>
          {actionChoices.map((choice) => (
            <MenuItem key={choice.code} value={choice.code}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('logs.from')}
          value={form.de}
          onChange={set('de')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('logs.to')}
          value={form.ate}
          onChange={set('ate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined">
          {t('common.search')}
        </Button>
      </Box>
      {error && !data ? (
        <LoadError
          message={t('common.loadError')}
          retryLabel={t('common.retry')}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="logs-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('logs.columns.at')}</TableCell>
                <TableCell>{t('logs.columns.actor')}</TableCell>
                <TableCell>{t('logs.columns.action')}</TableCell>
                <TableCell>{t('logs.columns.subject')}</TableCell>
                <TableCell>{t('logs.columns.detail')}</TableCell>
                <TableCell>{t('logs.columns.ip')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.at, language)}</TableCell>
                  <TableCell>{entry.actor_email ?? t('logs.nobody')}</TableCell>
                  <TableCell>{actionText(entry.action)}</TableCell>
                  <TableCell>{entry.subject_email ?? entry.subject_user_id ?? t('logs.nobody')}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{entry.detail}</TableCell>
                  <TableCell>{entry.ip}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <Pager page={page} perPage={PER_PAGE} total={data.total} onPage={setPage} testId="logs" />
      )}
    </Box>
  );
}
