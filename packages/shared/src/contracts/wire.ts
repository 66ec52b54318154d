import type { z } from 'zod';

/**
 * What a value becomes on the wire once the API has serialized it as JSON: a Date is its ISO
 * string, an object loses the properties that are `undefined`, and so on all the way down.
 * The web types an answer as `WireOf<typeof answerSchema>` (docs/decisions/125-one-contract-source.md).
 */
export type Wire<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends undefined
      ? never
      : T extends readonly (infer Item)[]
        ? Wire<Item>[]
        : T extends object
          ? WireObject<T>
          : T;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

type Flatten<T> = { [K in keyof T]: T[K] } & {};

type WireObject<T> = Flatten<
  { [K in RequiredKeys<T>]: Wire<T[K]> } & { [K in OptionalKeys<T>]?: Wire<Exclude<T[K], undefined>> }
>;

/** The JSON a schema's output becomes on the wire: what the web receives from a route. */
export type WireOf<S extends z.ZodType> = Wire<z.output<S>>;

/** The JSON a client sends for a schema's input (before the API's transforms). */
export type WireInput<S extends z.ZodType> = Wire<z.input<S>>;
