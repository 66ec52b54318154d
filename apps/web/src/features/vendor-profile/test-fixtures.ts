// Test data of the portal profile: the caller's vendor with its lookups, techs, a vendor user.
import { TERMS, TIERS, VENDOR_STATUS_TYPES } from '@dispatchwise/shared';
import { userOf } from '../../entities/work-orders/test-helpers';
import type { Profile } from '../../lib/session';
import type { CurrentVendor, VendorTech } from './api/types';

/** A Vendor or Tech user of vendor 5. */
export const portalUser = (role: 'Vendor' | 'Tech'): Profile => ({ ...userOf(role), vendorid: 5 });

export const makeCurrentVendor = (overrides: Partial<CurrentVendor['vendor']> = {}): CurrentVendor => ({
  vendor: {
    id: 5,
    name: 'Bluebonnet Electric',
    firstname: 'Bea',
    lastname: 'Bluebonnet',
    address: '400 Congress Ave',
    address2: 'Suite 4',
    city: 'Round Rock',
    statecode: 'TX',
    postalcode: '78664',
    county: 'Williamson',
    country: 'US',
    primaryphone: '+1 (737) 555-0142',
    primaryext: null,
    secondaryphone: '+1 (512) 555-0199',
    secondaryext: null,
    primaryemail: 'office@bluebonnet.test',
    secondaryemail: null,
    dispatchemail: 'jobs@bluebonnet.test',
    glexpirationdate: '2026-12-31T00:00:00.000Z',
    coi_enddate: '2026-12-31T00:00:00.000Z',
    wcexpirationdate: '2027-01-15T00:00:00.000Z',
    wc_enddate: '2027-01-15T00:00:00.000Z',
    wcexempt: true,
    w9date: '2026-02-01T00:00:00.000Z',
    profiledate: null,
    minnte: '250.00',
    tierid: 2,
    termid: TERMS[0]!.id,
    vendorstatustypeid: VENDOR_STATUS_TYPES[1]!.id,
    isactive: true,
    paperworkcomplete: false,
    backgroundchecksrun: false,
    allowlogin: true,
    autoattachenabled: false,
    ispreferredvendor: false,
    billingvendorid: null,
    servicestates: {
      states: [
        { id: 44, statecode: 'TX' },
        { id: 37, statecode: 'OK' },
      ],
    },
    // The portal's form shows none of these; the record carries them all the same.
    vendorrating: null,
    numberofratings: 0,
    myrating: null,
    glexpired: false,
    wcexpired: false,
    w9expired: true,
    createddate: '2025-11-20T09:00:00.000Z',
    modifieddate: '2026-02-11T16:45:00.000Z',
    ...overrides,
  },
  tiers: [...TIERS],
  terms: [...TERMS],
  trades: [],
  statuses: [...VENDOR_STATUS_TYPES],
  states: [
    { id: 44, statecode: 'TX', statename: 'Texas' },
    { id: 37, statecode: 'OK', statename: 'Oklahoma' },
  ],
});

export const makeTech = (id: number, given_name: string, family_name: string): VendorTech => ({
  id,
  user_id: `tech-${id}`,
  given_name,
  family_name,
  name: `${given_name} ${family_name}`,
  nickname: given_name.toLowerCase(),
  email: `${given_name.toLowerCase()}@bluebonnet.test`,
  email_verified: false,
  logins_count: 0,
  blocked: false,
  isactive: true,
  isdispatcher: false,
  isvendor: true,
  haspassword: false,
});
