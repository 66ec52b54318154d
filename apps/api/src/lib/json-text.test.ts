import { describe, expect, it } from 'vitest';
import { JsonText, stringifyWithJsonText } from './json-text';

describe('stringifyWithJsonText (decision 206)', () => {
  it('writes each JsonText as its text, wherever it is, and everything else as JSON.stringify does', () => {
    const value = {
      name: 'A "quoted" <b>name</b>',
      lookups: { jobsites: new JsonText('[{"id":1,"jobsite":"B"}, \n {"id":2,"jobsite":"A"}]'), none: null },
      list: [new JsonText('{"x":1}'), 2],
      skipped: undefined,
    };
    const json = stringifyWithJsonText(value);
    expect(JSON.parse(json)).toEqual({
      name: 'A "quoted" <b>name</b>',
      lookups: {
        jobsites: [
          { id: 1, jobsite: 'B' },
          { id: 2, jobsite: 'A' },
        ],
        none: null,
      },
      list: [{ x: 1 }, 2],
    });
    const plain = { a: [1, 'two', { three: 3 }], b: 'x' };
    expect(stringifyWithJsonText(plain)).toBe(JSON.stringify(plain));
  });

  it('leaves a stored string that only looks like its placeholder as the string it is', () => {
    const value = { text: '\\u00000\\u0000', other: new JsonText('[]') };
    expect(JSON.parse(stringifyWithJsonText(value))).toEqual({ text: '\\u00000\\u0000', other: [] });
  });
});
