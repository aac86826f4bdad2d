import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** Drawer width in px (docs/product/shell.md#constants). */
export const DRAWER_WIDTH_PX = 264;
/** Breakpoints of docs/product/shell.md#constants: permanent drawer on the dashboard, cookie layout, mobile bottom bar. */
export const DRAWER_BREAKPOINT_PX = 991;
export const COOKIE_BREAKPOINT_PX = 800;
export const BOTTOM_BAR_BREAKPOINT_PX = 650;
/** Height of the mobile bottom bar, kept free at the bottom of the page. */
export const BOTTOM_BAR_HEIGHT_PX = 56;

export type ColorMode = 'light' | 'dark';

export function createAppTheme(mode: ColorMode): Theme {
  const isDark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: isDark ? '#81c784' : '#2e7d32' },
      secondary: { main: isDark ? '#ffb74d' : '#8d5524' },
      // MUI's default orange (#ed6c02) reads at 3.1:1 on white; this one at 5:1 (WCAG AA), for warning text
      // and the white text of warning chips. Dark mode keeps MUI's light orange on the dark paper.
      ...(isDark ? {} : { warning: { main: '#b45309' } }),
      background: isDark
        ? { default: '#121412', paper: '#1c1f1c' }
        : { default: '#f4f6f3', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 600 },
      h2: { fontWeight: 600 },
      h3: { fontWeight: 600 },
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
