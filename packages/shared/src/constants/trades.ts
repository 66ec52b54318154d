/**
 * Facilities trades (decision 012). Ids 20, 33, 34 and 50 are the trades offered on new or edited
 * work orders (spec B section 9, spec C 2.10). `isstore` marks retail store-fixture trades, which
 * /trades/tradelist_nonstore leaves out.
 */
export type Trade = { tradeid: number; tradename: string; type: string; isstore: boolean };

const t = (tradeid: number, tradename: string, type: string, isstore = false): Trade => ({
  tradeid,
  tradename,
  type,
  isstore,
});

export const TRADE = {
  GeneralMaintenance: 20,
  Hvac: 33,
  Plumbing: 34,
  Electrical: 50,
} as const;

/** Only these trades may be chosen on a work order. */
export const WORK_ORDER_TRADE_IDS: readonly number[] = [
  TRADE.GeneralMaintenance,
  TRADE.Hvac,
  TRADE.Plumbing,
  TRADE.Electrical,
];

export const TRADES: readonly Trade[] = [
  t(1, 'Appliance Repair', 'Equipment'),
  t(2, 'Asphalt and Paving', 'Exterior'),
  t(3, 'Backflow Testing', 'Plumbing'),
  t(4, 'Carpentry', 'Building'),
  t(5, 'Carpet and Flooring', 'Interior'),
  t(6, 'Ceiling Tile', 'Interior'),
  t(7, 'Concrete', 'Exterior'),
  t(8, 'Doors and Hardware', 'Building'),
  t(9, 'Drywall', 'Interior'),
  t(10, 'Dumpster and Waste Removal', 'Services'),
  t(11, 'Elevator', 'Equipment'),
  t(12, 'Fencing and Gates', 'Exterior'),
  t(13, 'Fire Alarm', 'Life Safety'),
  t(14, 'Fire Sprinkler', 'Life Safety'),
  t(15, 'Fire Extinguisher', 'Life Safety'),
  t(16, 'Floor Care', 'Janitorial'),
  t(17, 'Garage and Overhead Doors', 'Building'),
  t(18, 'Generator', 'Equipment'),
  t(19, 'Glass and Glazing', 'Building'),
  t(TRADE.GeneralMaintenance, 'General Maintenance', 'General'),
  t(21, 'Gutters and Downspouts', 'Exterior'),
  t(22, 'Handyman', 'General'),
  t(23, 'Ice Machine', 'Equipment'),
  t(24, 'Janitorial', 'Janitorial'),
  t(25, 'Kitchen Equipment', 'Equipment'),
  t(26, 'Landscaping', 'Exterior'),
  t(27, 'Lighting', 'Electrical'),
  t(28, 'Locksmith', 'Building'),
  t(29, 'Masonry', 'Building'),
  t(30, 'Painting', 'Interior'),
  t(31, 'Parking Lot Striping', 'Exterior'),
  t(32, 'Pest Control', 'Services'),
  t(TRADE.Hvac, 'HVAC', 'Mechanical'),
  t(TRADE.Plumbing, 'Plumbing', 'Plumbing'),
  t(35, 'Pressure Washing', 'Exterior'),
  t(36, 'Refrigeration', 'Mechanical'),
  t(37, 'Roofing', 'Building'),
  t(38, 'Security Systems', 'Life Safety'),
  t(39, 'Septic and Grease Trap', 'Plumbing'),
  t(40, 'Signage', 'Store', true),
  t(41, 'Snow and Ice Removal', 'Exterior'),
  t(42, 'Store Fixtures', 'Store', true),
  t(43, 'Shopping Carts', 'Store', true),
  t(44, 'Water Heater', 'Plumbing'),
  t(45, 'Welding', 'Building'),
  t(46, 'Window Cleaning', 'Janitorial'),
  t(47, 'Window Film and Blinds', 'Interior'),
  t(48, 'Sewer and Drain Cleaning', 'Plumbing'),
  t(49, 'Low Voltage and Data Cabling', 'Electrical'),
  t(TRADE.Electrical, 'Electrical', 'Electrical'),
  t(51, 'Point of Sale Equipment', 'Store', true),
  t(52, 'Tile', 'Interior'),
];
