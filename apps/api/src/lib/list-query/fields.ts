import { findListField, isListFieldVisibleTo, type ListField, type ListViewer } from '@dispatchwise/shared';
import { badRequest } from '../errors';
import type { FieldSql, ListSource } from './types';

export type ResolvedField = { field: ListField; sql: FieldSql };
export type Capability = 'filterable' | 'sortable' | 'groupable';

const CAPABILITY_WORDS: Record<Capability, string> = {
  filterable: 'filtered',
  sortable: 'sorted',
  groupable: 'grouped',
};

/**
 * The one gate for field names: only fields the resource declares, the viewer may see and the
 * source maps to SQL. A field hidden from the viewer answers like an unknown one, so the error does
 * not reveal that it exists.
 */
export function resolveField(
  source: ListSource,
  viewer: ListViewer,
  name: unknown,
  param: string,
  capability?: Capability,
): ResolvedField {
  const label = typeof name === 'string' ? name.slice(0, 100) : String(name);
  const field = typeof name === 'string' ? findListField(source.resource, name) : undefined;
  const sql = field ? source.fields[field.name] : undefined;
  if (!field || !sql || !isListFieldVisibleTo(field, viewer))
    throw badRequest(`Unknown field '${label}'.`, { [param]: `Unknown field '${label}'.` });
  if (capability && !field[capability]) {
    const message = `Field '${field.name}' cannot be ${CAPABILITY_WORDS[capability]}.`;
    throw badRequest(message, { [param]: message });
  }
  return { field, sql };
}

export const addJoins = (joins: Set<string>, sql: FieldSql) => {
  for (const join of sql.joins ?? []) joins.add(join);
};
