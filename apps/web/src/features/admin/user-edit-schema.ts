import { z } from 'zod';
import type { UserCaptions } from './components/user-captions';

// The user edit form's values and schema; the form loads the schema when it first validates
// (docs/decisions/212).

export type UserEditValues = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  usertypeid: number | null;
  issalesrep: boolean;
  isdispatcher: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userEditSchema = (captions: UserCaptions) =>
  z.object({
    username: z.string(),
    firstName: z.string().trim().min(1, `${captions.given_name} is required.`).max(100),
    lastName: z.string().trim().min(1, `${captions.family_name} is required.`).max(100),
    email: z
      .string()
      .trim()
      .min(1, `${captions.email} is required.`)
      .refine((value) => value === '' || EMAIL.test(value), `${captions.email} is invalid.`),
    usertypeid: z
      .number({ error: 'User Type is required.' })
      .nullable()
      .refine((value) => value !== null, 'User Type is required.'),
    issalesrep: z.boolean(),
    isdispatcher: z.boolean(),
  }) satisfies z.ZodType<UserEditValues, UserEditValues>;
