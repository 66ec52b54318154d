import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form's zod schema, or a function that imports it. A screen that loads its schema this way does not load
 * zod (24 KB of gzip) until the form first validates (docs/decisions/212): the schema module and zod
 * arrive while the user types, not before the screen can draw.
 */
export type FormSchema<TValues extends FieldValues> =
  ZodType<TValues, TValues> | (() => Promise<ZodType<TValues, TValues>>);

const zodResolverModule = () => import('@hookform/resolvers/zod');

/** The one resolver of the app's forms: react-hook-form + zod, the schema and the resolver loaded on use. */
export function schemaResolver<TValues extends FieldValues>(schema: FormSchema<TValues>): Resolver<TValues> {
  let loaded: Promise<Resolver<TValues>> | undefined;
  const load = () =>
    Promise.all([typeof schema === 'function' ? schema() : schema, zodResolverModule()]).then(
      ([resolved, { zodResolver }]) => zodResolver(resolved) as unknown as Resolver<TValues>,
    );
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      // A chunk that failed to load (a deploy, a dropped connection) is tried again on the next validation.
      loaded = undefined;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
