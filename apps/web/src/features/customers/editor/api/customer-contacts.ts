import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { customerEditorKeys } from './query-keys';
import type { AddCustomerContactInput, CustomerContact, UpdateCustomerContactInput } from './types';

/** GET /api/customer/contacts?customerid: the Contacts tab's rows. */
export const useCustomerContacts = (customerid: number) =>
  useQuery({
    queryKey: customerEditorKeys.contacts(customerid),
    queryFn: ({ signal }) =>
      http.get<CustomerContact[]>('/api/customer/contacts', { params: { customerid }, signal }),
  });

/** POST /api/customer/contact/add */
export const addCustomerContact = (input: AddCustomerContactInput) =>
  http.post<CustomerContact>('/api/customer/contact/add', input, { isSilent: true });

/** PUT /api/customer/contact/update */
export const updateCustomerContact = (input: UpdateCustomerContactInput) =>
  http.put<CustomerContact>('/api/customer/contact/update', input, { isSilent: true });

/** DELETE /api/customer/contact/delete/{id} */
export const removeCustomerContact = (id: number) =>
  http.delete<unknown>(`/api/customer/contact/delete/${id}`);
