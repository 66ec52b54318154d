import { describe, expect, it } from 'vitest';
import { isEmergencyPriority } from '@dispatchwise/shared';
import { rowHighlight } from './row-highlight';

const vendor = (vendorid: number) => ({ wovendorid: vendorid, vendorid, vendorname: `V${vendorid}` });

describe('alerts row highlighting', () => {
  it('highlights flagged rows and rows with more than one vendor, and both together', () => {
    expect(rowHighlight({ flagged: false, vendors: [] })).toBeNull();
    expect(rowHighlight({ flagged: false, vendors: [vendor(1)] })).toBeNull();
    expect(rowHighlight({ flagged: true, vendors: [vendor(1)] })).toBe('flagged');
    expect(rowHighlight({ flagged: false, vendors: [vendor(1), vendor(2)] })).toBe('multivendor');
    expect(rowHighlight({ flagged: true, vendors: [vendor(1), vendor(2)] })).toBe('both');
    expect(rowHighlight({ flagged: null, vendors: null })).toBeNull();
  });

  it('treats an ETA of 8 hours or less as Emergency', () => {
    expect(isEmergencyPriority('Emergency')).toBe(true);
    expect(isEmergencyPriority('Urgent')).toBe(false);
    expect(isEmergencyPriority('Custom', 8)).toBe(true);
    expect(isEmergencyPriority('Custom', 9)).toBe(false);
    expect(isEmergencyPriority(null)).toBe(false);
  });
});
