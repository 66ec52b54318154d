import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { zipcode } from '../../db/schema/index';

// Address validation behind one interface (issue 12 "keep the validator behind an interface so that a
// postal address service can replace it by configuration"; docs/decisions/142). The default checks the
// zip against our zipcode table; ADDRESS_VALIDATOR (config.ts) chooses the implementation.

export type AddressInput = {
  address: string;
  address2?: string | null | undefined;
  city: string;
  statecode: string;
  postalcode: string;
};

/** The address as the validator would have it, and whether it is deliverable at all. */
export type ValidatedAddress = {
  /** False when the address cannot be placed (an unknown zip): `message` says why. */
  isValid: boolean;
  message: string | null;
  address: string;
  address2: string | null;
  city: string;
  statecode: string;
  postalcode: string;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type AddressValidator = {
  name: string;
  validate(options: { db: Db; address: AddressInput }): Promise<ValidatedAddress>;
};

export const ADDRESS_MESSAGES = { zipNotFound: 'Zip code not found.' } as const;

const collapse = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * The default validator: the zip (its first five digits) must be in our zipcode table; the city and
 * state become the zip's (the city spelled as the table spells it), and the county and coordinates
 * come from it. The street line is only tidied (blanks): our data has no streets.
 */
export const zipcodeAddressValidator: AddressValidator = {
  name: 'zipcode',
  async validate({ db, address }) {
    const entered = {
      address: collapse(address.address),
      address2: address.address2 ? collapse(address.address2) : null,
      city: collapse(address.city),
      statecode: address.statecode.trim().toUpperCase(),
      postalcode: address.postalcode.trim(),
    };
    const [zip] = await db
      .select({
        city: zipcode.city,
        statecode: zipcode.statecode,
        county: zipcode.county,
        latitude: zipcode.latitude,
        longitude: zipcode.longitude,
      })
      .from(zipcode)
      .where(eq(zipcode.zipcode, entered.postalcode.slice(0, 5)));
    if (!zip)
      return {
        ...entered,
        isValid: false,
        message: ADDRESS_MESSAGES.zipNotFound,
        county: null,
        latitude: null,
        longitude: null,
      };
    return {
      ...entered,
      isValid: true,
      message: null,
      city: zip.city,
      statecode: zip.statecode,
      county: zip.county,
      latitude: zip.latitude,
      longitude: zip.longitude,
    };
  },
};

const VALIDATORS: Record<string, AddressValidator> = { zipcode: zipcodeAddressValidator };

/** The validator config.ts names (ADDRESS_VALIDATOR); a postal service is one more entry. */
export function createAddressValidator(name: Config['addressValidator']): AddressValidator {
  return VALIDATORS[name]!;
}
