import { startServiceChannelServer } from './servicechannel-server';

// The local ServiceChannel server as its own process, for the e2e run (apps/web/e2e/playwright.config.ts starts
// it beside the app and gives the app its URLs): SC_PORT, and the account the app signs in with from the
// SERVICECHANNEL_* variables. It holds the e2e journey's work orders (PO E2E-SC-1001, and E2E-SC-10010 that
// "starts with" it), for the subscriber id SC_SUBSCRIBER_ID.

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const subscriber = Number(env('SC_SUBSCRIBER_ID'));
const order = (Id: number, PurchaseNumber: string, Description: string) => ({
  Id,
  Number: String(Id),
  PurchaseNumber,
  SubscriberId: subscriber,
  Status: { Primary: 'OPEN', Extended: null },
  Trade: 'HVAC',
  Priority: 'High',
  Nte: 600,
  CallDate: '2026-11-17T15:20:00',
  ScheduledDate: '2026-11-19T13:00:00',
  Description,
  Caller: 'Morgan Lee (District Manager)',
  Category: 'REPAIR',
  Location: {
    Id: 40_000 + Id,
    StoreId: `SC-${Id}`,
    Name: `Riverside Plaza ${Id}`,
    Address1: '77 Commerce Blvd',
    City: 'Dallas',
    State: 'TX',
    Zip: '75201',
    Latitude: 32.78,
    Longitude: -96.8,
  },
});

const server = await startServiceChannelServer({
  port: Number(env('SC_PORT')),
  clientId: env('SERVICECHANNEL_CLIENT_ID'),
  clientSecret: env('SERVICECHANNEL_CLIENT_SECRET'),
  username: env('SERVICECHANNEL_USERNAME'),
  password: env('SERVICECHANNEL_PASSWORD'),
  workOrders: [
    order(81_001, 'E2E-SC-1001', 'Rooftop unit 3 is blowing warm air over the registers.\nStore is at 81F.'),
    order(81_002, 'E2E-SC-10010', 'Walk-in freezer door gasket torn.'),
  ],
  attachments: {
    81_001: [
      {
        Id: 1,
        FileName: 'rtu-3-nameplate.txt',
        MimeType: 'text/plain',
        data: Buffer.from('RTU-3 Carrier 48TC'),
      },
    ],
  },
});
process.stdout.write(`ServiceChannel test server at ${server.apiUrl}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
