import { faker } from '@faker-js/faker';
import { TRADE } from '@dispatchwise/shared';
import { SEED, type Rng } from './random';

/**
 * Text the generators pick from. Facilities wording is written out here (faker's lorem would read
 * as Latin on a work order); people, companies, phones and streets come from faker, made once with
 * the fixed seed so every run gets the same pools (decision 071).
 */
export type TextPools = {
  firstNames: string[];
  lastNames: string[];
  phones: string[];
  streets: string[];
  companies: string[];
};

export function buildTextPools(): TextPools {
  faker.seed(SEED);
  const many = <T>(count: number, make: () => T) => Array.from({ length: count }, make);
  return {
    firstNames: many(400, () => faker.person.firstName()),
    lastNames: many(600, () => faker.person.lastName()),
    // 555 exchange numbers: realistic on screen, never a real line.
    phones: many(2_000, () => `(${faker.number.int({ min: 201, max: 989 })}) 555-${faker.string.numeric(4)}`),
    streets: many(1_500, () => faker.location.streetAddress()),
    companies: many(200, () => faker.company.name()),
  };
}

export const ISSUES: Record<number, readonly string[]> = {
  [TRADE.Hvac]: [
    'RTU not cooling',
    'No heat on sales floor',
    'Thermostat not responding',
    'Unit short cycling',
    'Water leaking from AC unit',
    'Loud noise from rooftop unit',
    'Replace HVAC filters',
    'Walk-in cooler temperature high',
    'Exhaust fan not working',
    'Frozen evaporator coil',
  ],
  [TRADE.Plumbing]: [
    'Toilet clogged',
    'Water leak under sink',
    'No hot water',
    'Floor drain backing up',
    'Running toilet',
    'Broken faucet handle',
    'Low water pressure',
    'Water heater leaking',
    'Grease trap overflow',
    'Urinal flush valve stuck',
  ],
  [TRADE.Electrical]: [
    'Lights out in parking lot',
    'Breaker keeps tripping',
    'Outlet not working',
    'Exit sign not illuminated',
    'Flickering lights in stockroom',
    'Emergency lighting test failed',
    'Replace ballasts',
    'Sign lighting out',
    'Power out to register area',
    'Install dedicated circuit',
  ],
  [TRADE.GeneralMaintenance]: [
    'Front door not closing',
    'Ceiling tiles stained',
    'Replace broken lock',
    'Drywall damage',
    'Patch and paint wall',
    'Restroom partition loose',
    'Broken window',
    'Dock door off track',
    'Replace cove base',
    'Trip hazard at entrance',
  ],
};

export const LOCATIONS = [
  'in the main restroom',
  'at the front entrance',
  'in the back room',
  'on the sales floor',
  'in the break room',
  'at the loading dock',
  'in the office',
  'on the roof',
  'in the parking lot',
  'near the checkout lanes',
  'in the kitchen',
  'in the stockroom',
];

const ACCESS = [
  'Store hours are 8 AM to 9 PM.',
  'Check in with the store manager on arrival.',
  'Tech must sign in at the service desk.',
  'Access through the rear door; call the store before arriving.',
  'Site contact is available after 10 AM.',
  'Work must be done before opening if possible.',
];

export const NOTE_TEXT = {
  internal: [
    'Called the vendor to confirm the ETA.',
    'Vendor confirmed; tech scheduled.',
    'Left a voicemail for the vendor dispatcher.',
    'Customer asked for an update; vendor contacted.',
    'Escalated to the vendor manager.',
    'Waiting on the vendor to send photos.',
    'Reviewed the vendor invoice against the NTE.',
  ],
  customer: [
    'Technician has been scheduled; we will update you on arrival.',
    'Vendor is on site.',
    'Work completed; awaiting sign-off.',
    'Proposal sent for your approval.',
    'Parts ordered; estimated arrival in 3-5 business days.',
  ],
  vendor: [
    'Please send the signed work ticket when complete.',
    'Check in and out with the IVR.',
    'Photos before and after are required.',
    'Do not exceed the NTE without approval.',
  ],
  accounting: [
    'Invoice approved for billing.',
    'Vendor invoice amount adjusted to match the proposal.',
    'Sent to accounting.',
  ],
} as const;

export const CANCEL_REASONS = [
  'Duplicate work order',
  'Customer cancelled',
  'Resolved by store staff',
  'Covered under warranty by another vendor',
  'Entered in error',
];

export const QC_COMMENTS = [
  'Tech was courteous and cleaned up.',
  'Arrived late but fixed the issue.',
  'Store manager happy with the work.',
  'Needed a second visit.',
  'Great communication.',
];

export const MATERIALS = [
  'Capacitor 45/5 MFD',
  'Contactor 2-pole 40A',
  'Flush valve kit',
  'Wax ring and bolts',
  'LED tube 4 ft',
  'Ballast electronic',
  'Pleated filter 20x25x2',
  'PVC fittings',
  'Door closer',
  'Mortise lock cylinder',
  'Thermostat programmable',
  'GFCI receptacle',
];

export function briefFor(rng: Rng, tradeid: number): string {
  return `${rng.pick(ISSUES[tradeid] ?? ISSUES[TRADE.GeneralMaintenance] ?? [])} ${rng.pick(LOCATIONS)}`;
}

export function descriptionFor(rng: Rng, brief: string): string {
  return `<p>Site reports: ${brief.toLowerCase()}. Please send a technician to assess and repair.</p><p>${rng.pick(ACCESS)}</p>`;
}
