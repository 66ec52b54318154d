import type { ListAnswer } from '@dispatchwise/shared';

const JSON_ROWS = Symbol('jsonRows');

type WithJsonRows = { [JSON_ROWS]?: readonly string[] };

/**
 * A list answer whose rows the database sent as JSON text (a read model that stores rendered rows,
 * docs/decisions/130). `listAnswerJson` writes the texts into the answer as they are, so a page is
 * neither parsed nor serialized again in Node; `data` is parsed only if someone reads it (an
 * in-process caller, a test), once.
 */
export function answerWithJsonRows<Row>(
  rows: readonly string[],
  rest: Omit<ListAnswer<Row>, 'data'>,
): ListAnswer<Row> {
  let data: Row[] | undefined;
  const answer = {} as ListAnswer<Row> & WithJsonRows;
  // `data` first: the key order of a plain answer object, which JSON.stringify follows.
  Object.defineProperty(answer, 'data', {
    enumerable: true,
    get: () => (data ??= JSON.parse(`[${rows.join(',')}]`) as Row[]),
  });
  Object.assign(answer, rest);
  Object.defineProperty(answer, JSON_ROWS, { value: rows });
  return answer;
}

/**
 * The JSON text of a list answer: byte for byte what `JSON.stringify` writes, with the rows of an
 * `answerWithJsonRows` answer written from their texts.
 */
export function listAnswerJson(answer: unknown): string {
  const rows = (answer as WithJsonRows | null)?.[JSON_ROWS];
  if (!rows) return JSON.stringify(answer);
  const members = Object.keys(answer as object).flatMap((key) => {
    if (key === 'data') return [`"data":[${rows.join(',')}]`];
    const value = JSON.stringify((answer as Record<string, unknown>)[key]);
    return value === undefined ? [] : [`${JSON.stringify(key)}:${value}`];
  });
  return `{${members.join(',')}}`;
}
