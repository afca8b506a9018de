import { createRequire } from 'node:module';

/** The shell's route table (its `shell/routes/<area>.json` files), read through the shell's own Node loader. */
const require = createRequire(import.meta.url);
const { loadRouteTable } = require('../../shell/routes/index.cjs') as {
  loadRouteTable: () => readonly { path: string }[];
};

export const routeTable = loadRouteTable();
