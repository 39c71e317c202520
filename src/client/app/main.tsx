import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, GlobalStyles, ThemeProvider, createTheme } from '@mui/material';
import { configureApi } from '../lib/api';
import { BrandProvider, readOrgData } from '../lib/brand';
import { ToastProvider } from '../lib/toast/ToastProvider';
import { initI18n } from './i18n';
import { autofillKeyframes, createBrandTheme } from './theme';
import { App } from './App';
import { OrgError } from './OrgError';

const org = readOrgData();
if (org.ok) configureApi({ orgCode: org.brand.orgCode });
// Copy overrides are in place before the first render, so no page ever shows the default wording.
await initI18n(org.ok ? org.brand.copyOverrides : {});

// Without a brand there is no journey to show: only the error page, on MUI's plain theme.
const page = org.ok ? (
  <BrandProvider brand={org.brand}>
    <ToastProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ToastProvider>
  </BrandProvider>
) : (
  <OrgError error={org.error} details={org.details} />
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={org.ok ? createBrandTheme(org.brand.theme) : createTheme()}>
      <CssBaseline />
      {org.ok && <GlobalStyles styles={autofillKeyframes} />}
      {page}
    </ThemeProvider>
  </StrictMode>,
);
