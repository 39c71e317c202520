// Which named strategies an application's product prices and qualifies with.
// For now every product uses equity-income: the product manifests (flows/<product>/product.json,
// `strategies`) are being written in parallel, and this will read them once they land, so that
// the choice is data and no product name is compared here.
export interface ProductStrategies {
  pricing: string;
  eligibility: string;
}

export function strategiesOf(product: string): ProductStrategies {
  void product; // read by the manifest lookup that replaces this body
  return { pricing: 'equity-income', eligibility: 'equity-income' };
}
