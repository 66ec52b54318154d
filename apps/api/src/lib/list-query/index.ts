export { compileListQuery } from './compile';
export {
  FILTER_MAX_CONDITIONS,
  FILTER_MAX_DEPTH,
  filterExpressionSchema,
  filterShapeProblem,
} from './filter-shape';
export { encodeCursor, decodeCursor, keysetCondition } from './keyset';
export { listQuerySchema, summaryOptionSchema, type ListQuery } from './options';
export {
  findListGroups,
  findListPage,
  readRows,
  streamListRows,
  type RawRow,
  type RowReader,
  type RowSelect,
} from './run';
export { sendCachedList } from './send';
export { defineServerList, fieldRowReader, type ServerList, type ServerListDeclaration } from './server-list';
export { resolveField } from './fields';
export type { CompiledListQuery, FieldMap, FieldSql, ListSource, PredicateContext } from './types';
// The grid answer's contract lives with the protocol types in packages/shared (one source, decision 125).
export { listAnswerSchema } from '@dispatchwise/shared';
