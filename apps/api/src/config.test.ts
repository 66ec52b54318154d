import { describe, expect, it } from 'vitest';
import { loadConfig, tileImageSource } from './config';

describe('config: the heat maps tile server (MAP_TILE_URL, decision 155)', () => {
  it('is off unless MAP_TILE_URL is set (blank counts as unset)', () => {
    expect(loadConfig({}).map).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: '  ', MAP_TILE_ATTRIBUTION: '© Someone' }).map).toBeNull();
  });

  it('reads the template and its attribution', () => {
    expect(
      loadConfig({
        MAP_TILE_URL: ' https://{s}.tile.example.org/{z}/{x}/{y}.png ',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }).map,
    ).toEqual({
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: 'http://tiles.lan:8090/{z}/{x}/{y}.png' }).map).toEqual({
      tileUrl: 'http://tiles.lan:8090/{z}/{x}/{y}.png',
      attribution: '',
    });
  });

  it.each([
    ['tile.example.org/{z}/{x}/{y}.png', 'MAP_TILE_URL must be an http(s) URL'],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', 'MAP_TILE_URL must be an http(s) URL'],
    ['https://user:secret@tile.example.org/{z}/{x}/{y}.png', 'MAP_TILE_URL must be an http(s) URL'],
    ['https://tile.example.org/{z}/{x}.png', 'MAP_TILE_URL must contain {y}'],
    ['https://tile.example.org/tiles.png', 'MAP_TILE_URL must contain {z}, {x}, {y}'],
    ['https://{s}.org/{z}/{x}/{y}.png', 'MAP_TILE_URL may hold a placeholder only in the first labels'],
    [
      'https://tile.example.{s}/{z}/{x}/{y}.png',
      'MAP_TILE_URL may hold a placeholder only in the first labels',
    ],
    ['https://tile example.org/{z}/{x}/{y}.png', 'MAP_TILE_URL must be an http(s) URL'],
  ])('refuses to start with MAP_TILE_URL=%s', (value, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(message);
  });

  it('gives the CSP source of a template: its origin, or a wildcard for a placeholder in the host', () => {
    expect(tileImageSource('https://tile.example.org/{z}/{x}/{y}.png?key=1')).toBe(
      'https://tile.example.org',
    );
    expect(tileImageSource('http://127.0.0.1:8090/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8090');
    expect(tileImageSource('HTTPS://Tile.Example.org/{z}/{x}/{y}{r}.png')).toBe('https://tile.example.org');
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileImageSource('https://tile-{s}.maps.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.maps.example.org:8443',
    );
  });
});

describe('config: the check-in geofence radius (GEOFENCE_RADIUS_METERS, decision 159)', () => {
  it('is 500 m unless set', () => {
    expect(loadConfig({}).geofenceRadiusMeters).toBe(500);
    expect(loadConfig({ GEOFENCE_RADIUS_METERS: '1200' }).geofenceRadiusMeters).toBe(1200);
  });

  it.each([
    ['abc', 'GEOFENCE_RADIUS_METERS must be a number of metres'],
    ['12.5', 'GEOFENCE_RADIUS_METERS must be a whole number of metres'],
    ['5', 'GEOFENCE_RADIUS_METERS must be at least 10'],
    ['200000', 'GEOFENCE_RADIUS_METERS must be at most 100000'],
  ])('refuses to start with GEOFENCE_RADIUS_METERS=%s', (value, message) => {
    expect(() => loadConfig({ GEOFENCE_RADIUS_METERS: value })).toThrow(message);
  });
});

describe('config: the ServiceChannel provider account (SERVICECHANNEL_*, decision 170)', () => {
  const account = {
    SERVICECHANNEL_API_URL: 'https://sb2api.servicechannel.com/v3/',
    SERVICECHANNEL_LOGIN_URL: 'https://sb2login.servicechannel.com',
    SERVICECHANNEL_CLIENT_ID: 'SB.1',
    SERVICECHANNEL_CLIENT_SECRET: 'secret',
    SERVICECHANNEL_USERNAME: 'provider',
    SERVICECHANNEL_PASSWORD: 'pw',
  };

  it('is off unless set, and read whole when set', () => {
    expect(loadConfig({}).serviceChannel).toBeNull();
    expect(loadConfig(account).serviceChannel).toEqual({
      apiUrl: 'https://sb2api.servicechannel.com/v3',
      loginUrl: 'https://sb2login.servicechannel.com',
      clientId: 'SB.1',
      clientSecret: 'secret',
      username: 'provider',
      password: 'pw',
    });
  });

  it('refuses to start with only some of the six, or with a URL that is not one', () => {
    expect(() => loadConfig({ ...account, SERVICECHANNEL_PASSWORD: '' })).toThrow(
      'ServiceChannel needs SERVICECHANNEL_PASSWORD as well',
    );
    expect(() => loadConfig({ ...account, SERVICECHANNEL_API_URL: 'not a url' })).toThrow(
      'SERVICECHANNEL_API_URL must be a URL',
    );
  });
});

describe('config: the QuickBooks Online connector (QUICKBOOKS_*, decision 176)', () => {
  const app = { QUICKBOOKS_CLIENT_ID: 'AB-client', QUICKBOOKS_CLIENT_SECRET: 'secret' };

  it('is off until the app credentials are set; sandbox by default, with the callback under PUBLIC_URL', () => {
    expect(loadConfig({}).quickBooks).toBeNull();
    expect(loadConfig({ ...app, PUBLIC_URL: 'https://dispatch.example.com/' }).quickBooks).toEqual({
      clientId: 'AB-client',
      clientSecret: 'secret',
      environment: 'sandbox',
      apiUrl: 'https://sandbox-quickbooks.api.intuit.com',
      authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
      tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      revokeUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
      redirectUri: 'https://dispatch.example.com/api/accounting/quickbooks/callback',
      expenseAccount: 'Job Expenses',
      incomeItem: 'Services',
    });
  });

  it('reads production, an overridden address (custom), and the account and item names', () => {
    expect(loadConfig({ ...app, QUICKBOOKS_ENVIRONMENT: 'production' }).quickBooks).toMatchObject({
      environment: 'production',
      apiUrl: 'https://quickbooks.api.intuit.com',
    });
    const custom = loadConfig({
      ...app,
      QUICKBOOKS_API_URL: 'http://127.0.0.1:9000/',
      QUICKBOOKS_EXPENSE_ACCOUNT: 'Subcontractors',
      QUICKBOOKS_INCOME_ITEM: 'Facility Services',
    }).quickBooks;
    expect(custom).toMatchObject({
      environment: 'custom',
      apiUrl: 'http://127.0.0.1:9000',
      expenseAccount: 'Subcontractors',
      incomeItem: 'Facility Services',
    });
  });

  it('refuses to start with one credential alone, an unknown environment or an address that is not a URL', () => {
    expect(() => loadConfig({ QUICKBOOKS_CLIENT_ID: 'x' })).toThrow(
      'QuickBooks needs QUICKBOOKS_CLIENT_SECRET as well',
    );
    expect(() => loadConfig({ ...app, QUICKBOOKS_ENVIRONMENT: 'staging' })).toThrow();
    expect(() => loadConfig({ ...app, QUICKBOOKS_TOKEN_URL: 'nowhere' })).toThrow(
      'QUICKBOOKS_TOKEN_URL must be a URL',
    );
  });
});

describe('config: BACKGROUND_JOBS (an API replica beside `npm run worker`, decision 186)', () => {
  it('runs the background jobs in the API process unless it is false', () => {
    expect(loadConfig({}).backgroundJobs).toBe(true);
    expect(loadConfig({ BACKGROUND_JOBS: 'false' }).backgroundJobs).toBe(false);
    expect(() => loadConfig({ BACKGROUND_JOBS: 'no' })).toThrow();
  });
});
