import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDietMode, TDietRecord, TSavedFeed } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { formatKgAmount, formatPercent } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';

type Opened = { modo: TDietMode; dieta: TDietRecord };
type State = { kind: 'loading' } | { kind: 'failed'; code: string } | { kind: 'ready'; record: Opened };

function feedName(feed: TSavedFeed, language: Language): string {
  if (language === 'en') return feed.name_en ?? feed.name;
  if (language === 'es') return feed.name_es ?? feed.name;
  return feed.name;
}

/**
 * A public share link opened by a visitor who is not signed in (`?did=&assinatura=`): the shared diet or
 * prediction read-only (its feeds with the amounts of the result), and an invitation to sign in to copy or
 * edit it. Signing in returns to the same link, which opens in the diet or prediction screen.
 */
export function PublicSharedRecordPage() {
  const { t } = useTranslation('sharing');
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const did = Number(searchParams.get('did'));
  const signature = searchParams.get('assinatura') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    call('openShareLink', { did, assinatura: signature }).then(
      (answer) => {
        if (isCurrent) setState({ kind: 'ready', record: { modo: answer.modo, dieta: answer.dieta } });
      },
      (error: unknown) => {
        if (isCurrent) setState({ kind: 'failed', code: errorCodeOf(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [did, signature]);

  const signIn = `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;

  return (
    <Box
      sx={{
        maxWidth: 900,
        width: '100%',
        mx: 'auto',
        py: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && (
        <Alert severity="error" data-testid="public-link-error">
          {t(`errors:${state.code}`)}
        </Alert>
      )}
      {state.kind === 'ready' && (
        <Card data-testid="public-shared-record">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="overline">
              {t(state.record.modo === 'FD' ? 'public.diet' : 'public.prediction')}
            </Typography>
            <Typography variant="h5" component="h1">
              {state.record.dieta.nome}
            </Typography>
            <Alert severity="info">{t('public.readOnly')}</Alert>
            <TableContainer>
              <Table size="small" aria-label={t('public.feeds')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('public.feed')}</TableCell>
                    <TableCell align="right">{t('public.asFed')}</TableCell>
                    <TableCell align="right">{t('public.dryMatter')}</TableCell>
                    <TableCell align="right">{t('public.shareOfDryMatter')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.record.dieta.alimentos_selecionados.map((feed) => {
                    const row = state.record.dieta.resultado?.find((result) => result.id === feed.id);
                    return (
                      <TableRow key={feed.id}>
                        <TableCell>{feedName(feed, language)}</TableCell>
                        <TableCell align="right">{row ? formatKgAmount(row.MN, language) : '–'}</TableCell>
                        <TableCell align="right">{row ? formatKgAmount(row.MS, language) : '–'}</TableCell>
                        <TableCell align="right">{row ? formatPercent(row.MSprop, language) : '–'}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flexGrow: 1 }}>{t('public.signInInvitation')}</Typography>
              <Button
                component={RouterLink}
                to={signIn}
                variant="contained"
                data-testid="public-link-sign-in"
              >
                {t('public.signIn')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
