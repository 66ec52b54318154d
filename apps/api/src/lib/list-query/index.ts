export { compileListQuery } from './compile';
export {
  FILTER_MAX_CONDITIONS,
  FILTER_MAX_DEPTH,
  filterExpressionSchema,
  filterShapeProblem,
} from './filter-shape';
export { encodeCursor, decodeCursor, keysetCondition } from './keyset';
export { listQuerySchema, type ListQuery } from './options';
export {
  findListGroups,
  findListPage,
  streamListRows,
  type RawRow,
  type RowReader,
  type RowSelect,
} from './run';
export type { CompiledListQuery, FieldMap, FieldSql, ListSource } from './types';
