import { z } from 'zod';
import { idList, optionalId, requiredId } from './fields';

// Wire shapes of the user-administration calls (spec A "Admin" and section 7, spec C "User edit").
// Types only: the spec's required/invalid messages are produced by users.service.ts so that every
// caller (grid popup and edit form) gets the same wording (docs/decisions/061).

const id = requiredId('User');
const optionalText = z.string().max(320).nullish();
const optionalFlag = z.boolean().nullish();

export const appMetadataSchema = z.object({ roles: z.array(z.string().max(50)).max(10).nullish() }).nullish();

export const createUserSchema = z.object({
  email: optionalText,
  email_verified: optionalFlag,
  given_name: optionalText,
  family_name: optionalText,
  isactive: optionalFlag,
  blocked: optionalFlag,
  isdispatcher: optionalFlag,
  issalesrep: optionalFlag,
  isvendor: optionalFlag,
  iscustomer: optionalFlag,
  vendorid: optionalId('Vendor'),
  customerid: optionalId('Customer'),
  app_metadata: appMetadataSchema,
  reports: idList('Report', { max: 500 }),
  password: z.string().max(200).nullish(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Both shapes of PATCH /admin/updateuser: the grid popup's and the edit form's (firstName, lastName, usertypeid). */
export const updateUserSchema = createUserSchema.extend({
  id,
  firstName: optionalText,
  lastName: optionalText,
  username: optionalText,
  usertypeid: optionalId('User Type'),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const userIdQuerySchema = z.object({ id });

export const adminUserSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  app_metadata: z.object({ roles: z.array(z.string()) }),
  logins_count: z.number(),
  last_login: z.string().nullable(),
  isactive: z.boolean(),
  blocked: z.boolean(),
  isdispatcher: z.boolean(),
  issalesrep: z.boolean(),
  isvendor: z.boolean(),
  iscustomer: z.boolean(),
  vendorid: z.number().nullable(),
  customerid: z.number().nullable(),
  usertypeid: z.number(),
  reports: z.array(z.number()),
  haspassword: z.boolean(),
  // The edit form's names for the same fields (spec C "User edit").
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const roleSchema = z.object({ id: z.number(), name: z.string() });
export const reportSchema = z.object({
  id: z.number(),
  reportname: z.string(),
  showdateselection: z.boolean(),
});

/** The invitation link's token (GET and POST /account/setpassword, docs/decisions/062). */
const setPasswordTokenSchema = z.string().min(1).max(4096);
export const setPasswordQuerySchema = z.object({ token: setPasswordTokenSchema });
export const setPasswordBodySchema = z.object({
  token: setPasswordTokenSchema,
  password: z.string().max(200),
});
export const setPasswordAnswerSchema = z.object({ email: z.string() });
