// The whole page, the same in the browser (main.tsx) and in the server's first render
// (entry-server.tsx): only the router, the emotion cache and the i18next instance differ, so the
// browser's first render matches the server's markup and hydrates it.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { CssBaseline, GlobalStyles, ThemeProvider, createTheme } from '@mui/material';
import type { OrgData } from '../../core/brand/view';
import { BrandProvider } from '../lib/brand';
import { ToastProvider } from '../lib/toast/ToastProvider';
import { autofillKeyframes, createBrandTheme } from './theme';
import { App } from './App';
import { OrgError } from './OrgError';

interface AppRootProps {
  org: OrgData;
  cache: EmotionCache;
  i18n: i18n;
  Router: ComponentType<{ children: ReactNode }>;
}

export function AppRoot({ org, cache, i18n, Router }: AppRootProps) {
  // Without a brand there is no journey to show: only the error page, on MUI's plain theme.
  const page = org.ok ? (
    <BrandProvider brand={org.brand}>
      <ToastProvider>
        <Router>
          <App />
        </Router>
      </ToastProvider>
    </BrandProvider>
  ) : (
    <OrgError error={org.error} details={org.details} />
  );
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={org.ok ? createBrandTheme(org.brand.theme) : createTheme()}>
            <CssBaseline />
            {org.ok && <GlobalStyles styles={autofillKeyframes} />}
            {page}
          </ThemeProvider>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>
  );
}
