import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './form-schema';

type Values = { name: string };
const schema = z.object({ name: z.string().min(1, 'Name is required.') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('imports a loaded schema only when the form first validates, and once', async () => {
    const load = vi.fn(async () => schema);
    const resolver = schemaResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const empty = await resolver({ name: '' }, undefined, options);
    expect(empty.errors.name?.message).toBe('Name is required.');
    const filled = await resolver({ name: 'Pat' }, undefined, options);
    expect(filled).toEqual({ values: { name: 'Pat' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a schema as it is', async () => {
    const result = await schemaResolver<Values>(schema)({ name: '' }, undefined, options);
    expect(result.errors.name?.message).toBe('Name is required.');
  });

  it('loads again on the next validation after a load failed', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const resolver = schemaResolver<Values>(load);
    await expect(resolver({ name: 'Pat' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ name: 'Pat' }, undefined, options)).toEqual({
      values: { name: 'Pat' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
