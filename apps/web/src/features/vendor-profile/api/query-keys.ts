/** Query keys of the portal profile: the caller's vendor, its techs (one vendor per session). */
export const vendorProfileKeys = {
  all: ['vendorprofile'] as const,
  currentVendor: ['vendorprofile', 'currentvendor'] as const,
  techs: ['vendorprofile', 'vendortechs'] as const,
  /** The vendor's files (the attachments panel loads them under it). */
  documents: ['vendorprofile', 'documents'] as const,
};
