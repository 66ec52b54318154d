/**
 * Property-management portals customers receive work through (spec B "Management provider"). The
 * portal credentials are entered by staff later; none are shipped (decision 018).
 */
export const MANAGEMENT_PROVIDERS = [
  {
    id: 1,
    managementprovider: 'ServiceChannel',
    webaddress: 'https://www.servicechannel.com',
    userid: null,
    password: null,
  },
  {
    id: 2,
    managementprovider: 'Corrigo',
    webaddress: 'https://www.corrigo.com',
    userid: null,
    password: null,
  },
  {
    id: 3,
    managementprovider: 'Verisae',
    webaddress: 'https://www.verisae.com',
    userid: null,
    password: null,
  },
  {
    id: 4,
    managementprovider: 'FacilityONE',
    webaddress: 'https://www.facilityone.com',
    userid: null,
    password: null,
  },
] as const;
