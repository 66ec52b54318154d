import { http } from '../../../../lib/http';
import type { CustomerRecord, SaveCustomerInput, UpdateCustomerInput } from './types';

/**
 * POST /api/customer/save: a new customer; answers it with its id. Silent: the screen toasts
 * 'Failed to update!' and puts a 400's messages on the fields.
 */
export const saveCustomer = (input: SaveCustomerInput) =>
  http.post<CustomerRecord>('/api/customer/save', input, { isSilent: true });

/** PUT /api/customer/update: the fields the form names (a field left out is never cleared). Silent, as above. */
export const updateCustomer = (input: UpdateCustomerInput) =>
  http.put<CustomerRecord>('/api/customer/update', input, { isSilent: true });
