/**
 * The activity the contracts area records, each on the person the contract is for, and on the
 * vehicle or assets of a policy:
 * - contract_added: { contract_id, contract_name, template_type, related_object, related_object_ids }
 * - contract_sent: { contract_id, contract_name }
 * - contract_signed: { contract_id, contract_name, signer_role, signer_name }
 * - contract_deleted / contract_undeleted: { contract_id, contract_name }
 */
export const CONTRACTS_EVENT_TYPES = ['contract_added', 'contract_sent', 'contract_signed', 'contract_deleted', 'contract_undeleted'] as const;
