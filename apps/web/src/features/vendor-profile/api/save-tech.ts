import { http } from '../../../lib/http';
import type { CreateTechInput, TechPasswordInput, UpdateTechInput, VendorTech } from './types';

// Silent: the popups show a failure, a 400's messages on their fields.

/** POST /api/vendorprofile/createtech: a Tech user of the caller's vendor (invited by e-mail). */
export const createTech = (input: CreateTechInput) =>
  http.post<VendorTech>('/api/vendorprofile/createtech', input, { isSilent: true });

/** PATCH /api/vendorprofile/updatetech: names and e-mail of one of the vendor's techs. */
export const updateTech = (input: UpdateTechInput) =>
  http.patch<VendorTech>('/api/vendorprofile/updatetech', input, { isSilent: true });

/** PATCH /api/vendorprofile/techpassword: Change Password's Save (the sign-in password rules). */
export const setTechPassword = (input: TechPasswordInput) =>
  http.patch<VendorTech>('/api/vendorprofile/techpassword', input, { isSilent: true });
