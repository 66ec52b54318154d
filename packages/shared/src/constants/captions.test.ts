import { describe, expect, it } from 'vitest';
import { CAPTIONS, captionOf } from './captions';

describe('captions', () => {
  it('finds a caption by table and field, case-insensitively, and nothing for an unknown one', () => {
    expect(captionOf('workorder', 'createddate')).toBe('Receive Date');
    expect(captionOf('WorkOrder', 'CreatedDate')).toBe('Receive Date');
    expect(captionOf('users', 'firstName')).toBe('First Name');
    expect(captionOf('workorder', 'nosuchfield')).toBeUndefined();
    expect(captionOf('nosuchtable', 'id')).toBeUndefined();
  });

  it('keeps the work-order and the record tables apart (no table is defined twice)', () => {
    expect(Object.keys(CAPTIONS)).toEqual(
      expect.arrayContaining(['workorder', 'customer', 'vendor', 'users']),
    );
  });
});
