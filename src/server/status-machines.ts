// Loads every application status machine (flows/<product>/*.status-machine.json) at start with the
// same parse function as `npm run check`; a bad machine stops the start, naming every problem. Each
// product's applications run on the one machine that names the product.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../core/flow/parse-flow';
import { parseStatusMachine, type StatusMachine } from '../core/status/machine';
import { readJson } from './flows';

export interface StatusMachines {
  /** The machine of an application's product; throws for a product no machine runs (a bug). */
  forProduct(product: string): StatusMachine;
  all(): StatusMachine[];
}

export function machineFiles(flowsDir: string): string[] {
  return readdirSync(flowsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(flowsDir, d.name)).filter((f) => f.endsWith('.status-machine.json')).map((f) => join(flowsDir, d.name, f)))
    .sort();
}

export function loadStatusMachines(flowsDir: string): StatusMachines {
  const byProduct = new Map<string, StatusMachine>();
  for (const file of machineFiles(flowsDir)) {
    const parsed = parseStatusMachine(readJson(file));
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    for (const product of parsed.value.products) {
      if (byProduct.has(product)) throw new ConfigError(file, [{ pointer: '/products', reason: `${product} already runs on ${byProduct.get(product)!.id}` }]);
      byProduct.set(product, parsed.value);
    }
  }
  return {
    forProduct(product) {
      const machine = byProduct.get(product);
      if (!machine) throw new Error(`no status machine runs ${product} applications`);
      return machine;
    },
    all: () => [...new Set(byProduct.values())],
  };
}
