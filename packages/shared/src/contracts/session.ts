import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../permissions/index';

// Wire shapes of the session calls (spec A section 1).

export const authConfigSchema = z.object({
  authority: z.string(),
  client_id: z.string(),
  audience: z.string(),
  scope: z.string(),
  /** The heat maps' tile server (MAP_TILE_URL, decision 155), or null: they draw the state outlines only. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }).nullable(),
});

export const sessionUserSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  picture: z.string().nullable().optional(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.enum(PERMISSIONS)),
  vendorid: z.number().int().nullable(),
  customerid: z.number().int().nullable(),
});

export const profileSchema = sessionUserSchema.extend({ reports: z.array(z.number().int()) });
export type Profile = z.infer<typeof profileSchema>;
