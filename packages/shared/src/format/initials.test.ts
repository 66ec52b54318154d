import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Mary Ann Smith', 'MS'],
    ['  Jane   Doe  ', 'JD'],
    ['Jane', 'J'],
    ['jane.doe@example.com', 'JD'],
    ['admin@dispatchwise.test', 'A'],
    ['Émile Zola', 'ÉZ'],
    ["O'Brien Pat", 'OP'],
    ['Jean-Luc Picard', 'JP'],
    ['', ''],
    ['   ', ''],
    ['- . _', ''],
    [null, ''],
    [undefined, ''],
  ] as const)('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
