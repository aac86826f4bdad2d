import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { createAppTheme } from './theme';
import type { ColorMode } from './theme';

type ColorModeValue = { mode: ColorMode; toggleMode: () => void };

const ColorModeContext = createContext<ColorModeValue | null>(null);

function readStoredMode(): ColorMode {
  return localStorage.getItem(STORAGE_KEYS.darkMode) === '1' ? 'dark' : 'light';
}

/** Light or dark theme, stored locally (docs/product/shell.md#screens dark-mode toggle). */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(readStoredMode);
  const toggleMode = useCallback(() => {
    setMode((previous) => {
      const next = previous === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORAGE_KEYS.darkMode, next === 'dark' ? '1' : '0');
      return next;
    });
  }, []);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return (
    <ColorModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext>
  );
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
