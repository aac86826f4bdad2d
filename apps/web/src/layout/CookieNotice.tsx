import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { COOKIE_BREAKPOINT_PX } from '../theme/theme';

/**
 * Cookie notice with accept, close and a privacy-policy link, in two layouts: a full-width bar from 800 px,
 * a stacked card below (docs/product/shell.md#screens). Accepting is stored and survives logout; closing hides it for now.
 */
export function CookieNotice({
  bottomOffsetPx = 0,
  leftOffsetPx = 0,
}: {
  bottomOffsetPx?: number;
  /** Width of the permanent drawer on the left, which the notice must not cover. */
  leftOffsetPx?: number;
}) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(`(min-width:${COOKIE_BREAKPOINT_PX}px)`);
  const [isVisible, setIsVisible] = useState(
    () => localStorage.getItem(STORAGE_KEYS.cookiesAccepted) !== '1',
  );
  const noticeRef = useRef<HTMLDivElement>(null);
  const [heightPx, setHeightPx] = useState(0);

  // A spacer as tall as the fixed notice keeps the end of the page reachable above it. The height comes from
  // the observer, which reports the notice's size once the browser has laid the page out (and at every
  // change): measuring it in the commit forced a layout of the whole page before the first paint (34 ms
  // of a returning visit's start, docs/decisions/first-screen-budget.md). The spacer sits at the page's end,
  // so drawing it one frame later moves nothing on screen.
  useEffect(() => {
    const notice = noticeRef.current;
    if (!notice) return;
    // Read in the observer's callback, the size costs no layout: the page has just been laid out.
    const observer = new ResizeObserver(() => setHeightPx(notice.getBoundingClientRect().height));
    observer.observe(notice);
    return () => observer.disconnect();
  }, [isVisible, isWide]);

  if (!isVisible) return null;

  const accept = () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, '1');
    setIsVisible(false);
  };
  const text = (
    <Typography variant="body2">
      {t('cookies.text')}{' '}
      <Link component={RouterLink} to="/politica-privacidade" color="inherit" underline="always">
        {t('cookies.privacy')}
      </Link>
    </Typography>
  );
  const buttons = (
    <>
      <Button color="inherit" onClick={() => setIsVisible(false)} fullWidth={!isWide}>
        {t('cookies.close')}
      </Button>
      <Button variant="contained" onClick={accept} fullWidth={!isWide} data-testid="cookies-accept">
        {t('cookies.accept')}
      </Button>
    </>
  );

  return (
    <>
      <Box aria-hidden sx={{ height: heightPx + (isWide ? 0 : 12), flexShrink: 0 }} />
      <Paper
        ref={noticeRef}
        role="region"
        aria-label={t('cookies.label')}
        elevation={6}
        data-testid="cookie-notice"
        data-layout={isWide ? 'wide' : 'narrow'}
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.modal - 1, // below dialogs, so it never blocks their buttons
          bottom: bottomOffsetPx + (isWide ? 0 : 12),
          left: leftOffsetPx + (isWide ? 0 : 12),
          right: isWide ? 0 : 12,
          borderRadius: isWide ? 0 : 3,
          px: isWide ? 3 : 2,
          py: 2,
          bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.800',
          color: 'common.white',
        })}
      >
        {isWide ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 1200, mx: 'auto' }}>
            <CookieOutlined />
            <Box sx={{ flexGrow: 1 }}>{text}</Box>
            <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{buttons}</Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CookieOutlined />
              {text}
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column-reverse', gap: 1 }}>{buttons}</Box>
          </Box>
        )}
      </Paper>
    </>
  );
}
