// The whole page, the same in the browser (main.tsx) and in the server's first render
// (entry-server.tsx): only the router and the emotion cache differ (the server also gives its own
// i18next and site through providers that draw nothing), so the browser's first render matches the
// server's markup and hydrates it.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, GlobalStyles, ThemeProvider, createTheme } from '@mui/material';
import type { OrgData } from '../../core/brand/view';
import { BrandProvider } from '../lib/brand';
import { FlagsProvider } from '../lib/flags';
import { ToastProvider } from '../lib/toast/ToastProvider';
import { autofillKeyframes, createBrandTheme } from './theme';
import { App } from './App';
import { OrgError } from './OrgError';

interface AppRootProps {
  org: OrgData;
  cache: EmotionCache;
  Router: ComponentType<{ children: ReactNode }>;
}

export function AppRoot({ org, cache, Router }: AppRootProps) {
  // Without a brand there is no journey to show: only the error page, on MUI's plain theme.
  const page = org.ok ? (
    <BrandProvider brand={org.brand}>
      <ToastProvider>
        <Router>
          <FlagsProvider initial={org.flags}>
            <App />
          </FlagsProvider>
        </Router>
      </ToastProvider>
    </BrandProvider>
  ) : (
    <OrgError error={org.error} details={org.details} />
  );
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={org.ok ? createBrandTheme(org.brand.theme) : createTheme()}>
          <CssBaseline />
          {org.ok && <GlobalStyles styles={autofillKeyframes} />}
          {page}
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
