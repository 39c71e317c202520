// Loads every application status machine (flows/<product>/*.status-machine.json) at start with the
// same parse function as `npm run check`; a bad machine stops the start, naming every problem. Each
// product's applications run on the machine its manifest names (flows/<product>/product.json).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../core/flow/parse-flow';
import { parseStatusMachine, type StatusMachine } from '../core/status/machine';
import { productsUsing, type ProductRegistry } from '../core/product/registry';
import { readJson } from './flows';

export interface StatusMachines {
  /** The machine of an application's product; throws for a product no machine runs (a bug). */
  forProduct(product: string): StatusMachine;
  all(): StatusMachine[];
  /** The products whose applications run on a machine (its SQL sweeps ask for these). */
  productsOf(machine: StatusMachine): string[];
}

export function machineFiles(flowsDir: string): string[] {
  return readdirSync(flowsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(flowsDir, d.name)).filter((f) => f.endsWith('.status-machine.json')).map((f) => join(flowsDir, d.name, f)))
    .sort();
}

export function loadStatusMachines(flowsDir: string, products: ProductRegistry): StatusMachines {
  const byId = new Map<string, StatusMachine>();
  for (const file of machineFiles(flowsDir)) {
    const parsed = parseStatusMachine(readJson(file));
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    if (byId.has(parsed.value.id)) throw new ConfigError(file, [{ pointer: '/id', reason: `another machine is ${parsed.value.id} already` }]);
    byId.set(parsed.value.id, parsed.value);
  }
  for (const manifest of products.all()) {
    if (!byId.has(manifest.tables.statusMachine)) throw new ConfigError(`${flowsDir}/${manifest.id}/product.json`, [{ pointer: '/tables/statusMachine', reason: `no status machine has the id "${manifest.tables.statusMachine}"` }]);
  }
  return {
    forProduct(product) {
      const machine = byId.get(products.get(product)?.tables.statusMachine ?? '');
      if (!machine) throw new Error(`no status machine runs ${product} applications`);
      return machine;
    },
    all: () => [...byId.values()].filter((m) => productsUsing(products, 'statusMachine', m.id).length > 0),
    productsOf: (machine) => productsUsing(products, 'statusMachine', machine.id),
  };
}
