// The application's product as a mail or a document names it inside a sentence, from its
// manifest (flows/<product>/product.json): its `inSentenceKey` ('a home equity line of credit'),
// else its name.
import { copyText } from '../../core/copy/resolve';
import type { ProductRegistry } from '../../core/product/registry';

export function productInSentence(registry: ProductRegistry, copy: Record<string, unknown>, product: string): string {
  const manifest = registry.require(product);
  return copyText(copy, manifest.inSentenceKey ?? manifest.nameKey);
}
