// Roles, rights and flags as the spec names them (fleet-and-assets.md section 6,
// software-contracts-push.md section 6).
export const ROLES = ['default', 'team_only', 'read_only'] as const;
export type Role = (typeof ROLES)[number];

export const GROUP_ACCESS = ['full', 'light'] as const;
export type GroupAccess = (typeof GROUP_ACCESS)[number];

export const RIGHTS = [
  'fleet',
  'documents',
  'wages',
  'contracts',
  'contract_templates',
  'export',
  'import',
  'sensitive_settings',
  'access_employee_details',
] as const;
export type Right = (typeof RIGHTS)[number];

export const FEATURE_FLAGS = [
  'trusted_groups',
  'enable_cars_usage_type',
  'use_own_contribution_payment_type',
  'trainings_fla',
  'push_no_days_off',
  'support_only',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const INTEGRATION_FEATURES = [
  'dimona/push',
  'people/show-seniority',
  'cars/import',
  'cars/order-date',
  'cars/order-date-always-required',
  'cars/order-date-prefill',
  'cars/pool-cars',
  'cars/extra-fuel-options',
  'cars/end-date-push',
  /** The Belgian company-car tax setup: utility vehicle and commissioning date are asked. */
  'cars/be-company-car-tax',
] as const;
export type IntegrationFeature = (typeof INTEGRATION_FEATURES)[number];
