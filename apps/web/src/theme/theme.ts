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

/**
 * The system's "reduce motion" setting (`prefers-reduced-motion`, WCAG 2.3.3): transitions (dialogs, menus,
 * drawers, folding cards) and the buttons' ripple jump to their end state, their end events still firing
 * (the usual 0.01-ms form, not `none`). Progress indicators keep turning: they say that something loads.
 */
export const REDUCED_MOTION_STYLES = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
    '.MuiTouchRipple-root *': {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
    },
  },
} as const;

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
      MuiCssBaseline: { styleOverrides: REDUCED_MOTION_STYLES },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
