import { z } from 'zod';
import { FEATURE_FLAGS, GROUP_ACCESS, INTEGRATION_FEATURES, RIGHTS, ROLES } from './roles';

/** Who is asking: the signed-in user, or the user a support user is acting as. Answer of GET /api/me. */
export const viewerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), employee_id: z.string().nullable() }),
  company: z.object({ id: z.string(), name: z.string(), group_id: z.string().nullable() }),
  admin: z.boolean(),
  role: z.enum(ROLES),
  support: z.boolean(),
  group_access: z.enum(GROUP_ACCESS),
  rights: z.array(z.enum(RIGHTS)),
  feature_flags: z.array(z.enum(FEATURE_FLAGS)),
  integration_features: z.array(z.enum(INTEGRATION_FEATURES)),
  /** Teams this user manages; what a team_only user may see. */
  managed_team_ids: z.array(z.string()),
  /** Set while a support user acts as this user. */
  impersonator: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
});
export type Viewer = z.infer<typeof viewerSchema>;
