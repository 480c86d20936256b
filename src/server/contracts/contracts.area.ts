import { can } from '../../shared/policy/policy';
import { contractTemplates, contracts } from '../db/schema/contracts';
import { defineServerArea } from '../http/server-area';
import { peopleScope } from '../people/people-scope';
import { pullItem } from '../sync/changes';
import { contractActionsRoutes } from './contract-actions.routes';
import { contractSigningRoutes } from './contract-signing.routes';
import { contractChanges, templateChanges } from './contracts-sync.repo';
import { contractsWritesRoutes } from './contracts-writes.routes';
import { contractsRoutes } from './contracts.routes';

export const contractsArea = defineServerArea({
  name: 'contracts',
  routes: (app, deps) => {
    contractsRoutes(app, deps);
    contractsWritesRoutes(app, deps);
    contractActionsRoutes(app, deps);
    contractSigningRoutes(app, deps);
  },
  pull: {
    // Only users with contracts access mirror templates and contracts at all.
    contract_templates: {
      changes: async (tx, v, w) => (await templateChanges(tx, v.company.id, w)).map((r) => pullItem('contract_templates', r, true)),
      sqlTable: contractTemplates,
      access: (v) => can(v, 'contracts.view'),
    },
    contracts: {
      changes: async (tx, v, w) => (await contractChanges(tx, peopleScope(v), w)).map(({ row, visible }) => pullItem('contracts', row, visible)),
      sqlTable: contracts,
      access: (v) => can(v, 'contracts.view'),
    },
  },
});
