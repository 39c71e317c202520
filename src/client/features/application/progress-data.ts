// The 'Application progress' sidebars, bundled from flows/<folder>/application-progress.json (checked
// by `npm run check`); the page picks the one the application's product's manifest names, as it does the status table.
import type { ApplicationProgress } from '../../../core/status/progress';
import { tableForProduct } from '../../../core/status/by-product';
import { products } from '../../lib/products';

// JSON imports widen the types; the schema check guarantees the narrower one.
const tables = Object.values(import.meta.glob('../../../../flows/*/application-progress.json', { eager: true, import: 'default' })) as ApplicationProgress[];

/** The progress sidebar's data for an application's product. */
export const applicationProgressFor = (product: string): ApplicationProgress => tableForProduct(products, tables, product, 'applicationProgress');
