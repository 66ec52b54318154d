import type {
  customerContactSchema,
  updateCustomerContactBodySchema,
  updateVendorContactBodySchema,
  vendorContactSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** The areas whose records have contacts; the API shares one contact record between them (decision 147). */
export type ContactArea = 'vendor' | 'customer';

/** The record whose contacts a panel shows. */
export type ContactOwner = { area: ContactArea; id: number };

/** One contact as each owner's list answers it, from the shared contracts (docs/decisions/125). */
export type ContactOfArea = {
  vendor: WireOf<typeof vendorContactSchema>;
  customer: WireOf<typeof customerContactSchema>;
};

/** What every contact has, whatever its owner: what the panel reads. */
export type ContactRecord = ContactOfArea[ContactArea];

/** The contact's own fields as add and update send them (the same for both owners). */
export type ContactFields = Omit<WireInput<typeof updateVendorContactBodySchema>, 'id'> &
  Omit<WireInput<typeof updateCustomerContactBodySchema>, 'id'>;

/** The owner's calls: GET /{area}/contacts?{area}id, POST /{area}/contact/add, PUT .../update, DELETE .../delete/{id}. */
const pathsOf = (area: ContactArea) => ({
  list: `/api/${area}/contacts`,
  add: `/api/${area}/contact/add`,
  update: `/api/${area}/contact/update`,
  remove: (id: number) => `/api/${area}/contact/delete/${id}`,
});
const ownerKey = (area: ContactArea) => `${area}id` as const;

/** The contacts live under the owner's cache key (`recordKey`), like its notes and attachments. */
export const contactsKey = (recordKey: readonly unknown[]) => [...recordKey, 'contacts'] as const;

export const getContacts = (owner: ContactOwner, signal?: AbortSignal) =>
  http.get<ContactRecord[]>(pathsOf(owner.area).list, {
    params: { [ownerKey(owner.area)]: owner.id },
    signal,
  });

export const useContacts = (owner: ContactOwner, recordKey: readonly unknown[]) =>
  useQuery({
    queryKey: contactsKey(recordKey),
    queryFn: ({ signal }) => getContacts(owner, signal),
  });

/** POST /{area}/contact/add: a new contact of the owner. Silent: the popup shows the failure. */
export const addContact = (owner: ContactOwner, fields: ContactFields) =>
  http.post<ContactRecord>(
    pathsOf(owner.area).add,
    { [ownerKey(owner.area)]: owner.id, ...fields },
    { isSilent: true },
  );

/** PUT /{area}/contact/update: an edited contact. Silent: the popup shows the failure. */
export const updateContact = (owner: ContactOwner, id: number, fields: ContactFields) =>
  http.put<ContactRecord>(pathsOf(owner.area).update, { id, ...fields }, { isSilent: true });

/** DELETE /{area}/contact/delete/{id}. Silent: the confirmation popup shows the failure. */
export const removeContact = (owner: ContactOwner, id: number) =>
  http.delete<unknown>(pathsOf(owner.area).remove(id), { isSilent: true });
