import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { CONTRACTS_EVENT_TYPES } from './contracts.events';
import { contractsMutations } from './contracts.mutations';
import { contractsRights } from './contracts.rights';
import type { ContractItem, ContractTemplateItem } from './contracts.schema';

const tables = [
  // The company's templates: whoever has contracts access mirrors them all (the pickers, settings).
  mirrored<Versioned<ContractTemplateItem>>()('contract_templates', 'Contract templates', 'id, type'),
  // Contracts of the people the user may see; a policy's vehicle or assets are in related_object_ids.
  mirrored<Versioned<ContractItem>>()('contracts', 'Contracts', 'id, employee_id, *related_object_ids'),
] as const;

export const contractsArea: SharedArea<typeof tables, typeof contractsRights, typeof CONTRACTS_EVENT_TYPES> = {
  tables,
  mutations: contractsMutations,
  objectTypes: [],
  rights: contractsRights,
  eventTypes: CONTRACTS_EVENT_TYPES,
};
