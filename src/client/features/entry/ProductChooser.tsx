// Issue 24: which product the applicant wants, where the brand offers several and the link picked
// none (./product-choice.ts). A list of links, one a product (its name, and its one-line summary as
// the link's description), each to that product's entry: keyboard and screen readers use it as they
// use any link, and the server renders it whole.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Card, CardActionArea, Container, Typography } from '@mui/material';
import { PageHeading } from '../../lib/PageHeading';
import type { ProductManifest } from '../../../core/product/registry';
import { entryHref } from './product-choice';

export function ProductChooser({ choices, query }: { choices: readonly ProductManifest[]; query: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading text={t('entry.chooseProduct.heading')} sx={{ mb: 1 }} />
      <Typography component="p" sx={{ mb: 3 }}>
        {t('entry.chooseProduct.intro')}
      </Typography>
      <Box component="ul" aria-label={t('entry.chooseProduct.heading')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {choices.map((m) => (
          <li key={m.id}>
            <Card variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={entryHref(m, query)}
                aria-labelledby={`product-choice-${m.id}`}
                aria-describedby={m.summaryKey ? `product-choice-${m.id}-summary` : undefined}
                sx={{ p: 2, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
              >
                <Typography id={`product-choice-${m.id}`} component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '1.125rem', color: 'primary.main' }}>
                  {t(m.nameKey)}
                </Typography>
                {m.summaryKey && (
                  <Typography id={`product-choice-${m.id}-summary`} component="span" sx={{ display: 'block', mt: 0.5, color: 'text.primary' }}>
                    {t(m.summaryKey)}
                  </Typography>
                )}
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Container>
  );
}
