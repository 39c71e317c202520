// The condition categories tables every product's manifest names (flows/<product>/condition-categories.json,
// checked by `npm run check`), bundled. A condition the page lists names its application, not its
// product, so the page reads them as one table: a category any product knows. Today every product
// names one table; a product whose table gives a category other words must be read per product.
import type { ConditionCategories } from '../../core/conditions/categories';
import { products } from './products';

const tables = Object.values(import.meta.glob('../../../flows/*/condition-categories.json', { eager: true, import: 'default' })) as ConditionCategories[];
const used = new Set(products.all().map((m) => m.tables.conditionCategories));

export const conditionCategories: ConditionCategories = {
  id: [...used].join('+'),
  categories: Object.assign({}, ...tables.filter((t) => used.has(t.id)).map((t) => t.categories)) as ConditionCategories['categories'],
};
