import type { Control, FieldValues, Path } from 'react-hook-form';

export type BaseProps<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string };
/** A read-only input stays legible (not greyed out) for records that can no longer change. */
export type StateProps = { isReadOnly?: boolean; isRequired?: boolean };

export type Option<V extends string | number> = { value: V; label: string };

export const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
