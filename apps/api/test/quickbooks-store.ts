// The in-memory company of the local QuickBooks server (quickbooks-server.ts, decision 176): entities with
// Ids and MetaData, the query language's small subset we use, and the create rules whose faults the
// connector must handle (duplicate DisplayName 6240, duplicate DocNumber 6140, a DocNumber over 21
// characters, a reference to nothing).

export type QbDoc = Record<string, unknown> & { Id: string };
export type QbAnswer = { status: number; body: unknown };

export const ENTITIES = ['Vendor', 'Customer', 'Item', 'Account', 'Bill', 'Invoice', 'BillPayment'] as const;
export type StoreEntity = (typeof ENTITIES)[number];

export const faultBody = (code: string, Message: string, Detail: string, type = 'ValidationFault') => ({
  Fault: { Error: [{ Message, Detail, code, element: '' }], type },
  time: new Date().toISOString(),
});
const fault = (code: string, message: string, detail: string): QbAnswer => ({
  status: 400,
  body: faultBody(code, message, detail),
});

type Condition = { field: string; op: string; values: string[] };

/** `select * from X [where A op 'v' [and ...]] [orderby ...] [startposition N] [maxresults M]`. */
export function parseQuery(
  statement: string,
): { entity: string; conditions: Condition[]; start: number; max: number } | { error: string } {
  const tokens = statement.match(/'(?:\\.|[^'\\])*'|\(|\)|,|>=|<=|!=|[=<>]|[^\s(),=<>!]+/g) ?? [];
  let index = 0;
  const next = () => tokens[index++] ?? '';
  const peek = () => (tokens[index] ?? '').toLowerCase();
  const literal = (token: string) =>
    token.startsWith("'") ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token;
  if (next().toLowerCase() !== 'select' || next() !== '*' || next().toLowerCase() !== 'from')
    return { error: 'QueryParserError: Encountered an unexpected token' };
  const entity = next();
  const conditions: Condition[] = [];
  let start = 1;
  let max = 100;
  if (peek() === 'where') {
    next();
    for (;;) {
      const field = next();
      const op = next().toLowerCase();
      if (op === 'in') {
        if (next() !== '(') return { error: 'QueryParserError: ( expected after IN' };
        const values: string[] = [];
        while (peek() !== ')' && index < tokens.length) {
          const token = next();
          if (token !== ',') values.push(literal(token));
        }
        next();
        conditions.push({ field, op, values });
      } else if (['=', '<', '>', '<=', '>=', '!=', 'like'].includes(op)) {
        conditions.push({ field, op, values: [literal(next())] });
      } else return { error: `QueryParserError: Encountered "${op}"` };
      if (peek() !== 'and') break;
      next();
    }
  }
  while (index < tokens.length) {
    const word = next().toLowerCase();
    if (word === 'orderby') {
      while (index < tokens.length && !['startposition', 'maxresults'].includes(peek())) next();
    } else if (word === 'startposition') start = Number(next());
    else if (word === 'maxresults') max = Math.min(Number(next()), 1000);
    else return { error: `QueryParserError: Encountered "${word}"` };
  }
  return { entity, conditions, start, max };
}

/** A field of a document by dotted path; a reference (`VendorRef`) compares by its value. */
function fieldOf(doc: QbDoc, path: string): string | undefined {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    const record = value as Record<string, unknown> | undefined;
    const key = Object.keys(record ?? {}).find((name) => name.toLowerCase() === part.toLowerCase());
    value = key ? record![key] : undefined;
  }
  if (value && typeof value === 'object' && 'value' in value) value = (value as { value: unknown }).value;
  return value === undefined || value === null ? undefined : String(value);
}

function compare(left: string, right: string): number {
  const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}/.test(text);
  if (isDate(left) && isDate(right)) return Date.parse(left) - Date.parse(right);
  if (left !== '' && right !== '' && !Number.isNaN(Number(left)) && !Number.isNaN(Number(right)))
    return Number(left) - Number(right);
  return left.toLowerCase().localeCompare(right.toLowerCase());
}

function matches(doc: QbDoc, condition: Condition): boolean {
  const value = fieldOf(doc, condition.field);
  if (value === undefined) return false;
  const [first = ''] = condition.values;
  switch (condition.op) {
    case 'in':
      return condition.values.some((each) => compare(value, each) === 0);
    case 'like': {
      const pattern = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*');
      return new RegExp(`^${pattern}$`, 'i').test(value);
    }
    case '=':
      return compare(value, first) === 0;
    case '!=':
      return compare(value, first) !== 0;
    case '<':
      return compare(value, first) < 0;
    case '>':
      return compare(value, first) > 0;
    case '<=':
      return compare(value, first) <= 0;
    default:
      return compare(value, first) >= 0;
  }
}

export type Store = ReturnType<typeof createStore>;

export function createStore() {
  const docs = new Map<StoreEntity, QbDoc[]>(ENTITIES.map((entity) => [entity, []]));
  let lastId = 0;
  let lastTime = 0;
  /** Strictly increasing times, so that LastUpdatedTime orders every document. */
  const stamp = () => {
    lastTime = Math.max(Date.now(), lastTime + 1);
    return new Date(lastTime).toISOString();
  };
  const list = (entity: StoreEntity) => docs.get(entity)!;
  const byId = (entity: StoreEntity, id: unknown) => list(entity).find((doc) => doc.Id === String(id));

  function insert(entity: StoreEntity, body: Record<string, unknown>): QbDoc {
    lastId += 1;
    const time = stamp();
    const doc: QbDoc = {
      ...body,
      Id: String(lastId),
      SyncToken: '0',
      domain: 'QBO',
      MetaData: { CreateTime: time, LastUpdatedTime: time },
    };
    list(entity).push(doc);
    return doc;
  }

  const refId = (body: Record<string, unknown>, key: string) =>
    (body[key] as { value?: unknown } | undefined)?.value;
  const missingRef = (what: string, id: unknown) =>
    fault(
      '2500',
      'Invalid Reference Id',
      `Invalid Reference Id : ${what} assigned to this transaction has been deleted or does not exist: ${String(id)}`,
    );

  function createNamed(entity: 'Vendor' | 'Customer', body: Record<string, unknown>): QbAnswer {
    const name = typeof body.DisplayName === 'string' ? body.DisplayName.trim() : '';
    if (!name)
      return fault(
        '2020',
        'Required param missing, need to supply the required value for the API',
        'Required parameter DisplayName is missing in the request',
      );
    const taken = [...list('Vendor'), ...list('Customer')].find(
      (doc) => String(doc.DisplayName).toLowerCase() === name.toLowerCase(),
    );
    if (taken)
      return fault(
        '6240',
        'Duplicate Name Exists Error',
        `The name supplied already exists. : Id=${taken.Id}`,
      );
    return { status: 200, body: { [entity]: insert(entity, { Active: true, ...body, DisplayName: name }) } };
  }

  function createTxn(entity: 'Bill' | 'Invoice', body: Record<string, unknown>): QbAnswer {
    const partyKey = entity === 'Bill' ? 'VendorRef' : 'CustomerRef';
    const party = refId(body, partyKey);
    if (!byId(entity === 'Bill' ? 'Vendor' : 'Customer', party))
      return missingRef(entity === 'Bill' ? 'Vendor' : 'Customer', party);
    const lines = Array.isArray(body.Line) ? (body.Line as Record<string, unknown>[]) : [];
    if (lines.length === 0)
      return fault(
        '2020',
        'Required param missing, need to supply the required value for the API',
        'Required parameter Line is missing in the request',
      );
    for (const line of lines) {
      const detail = (line.AccountBasedExpenseLineDetail ?? line.SalesItemLineDetail ?? {}) as Record<
        string,
        unknown
      >;
      const [target, key] =
        entity === 'Bill' ? (['Account', 'AccountRef'] as const) : (['Item', 'ItemRef'] as const);
      if (!byId(target, refId(detail, key))) return missingRef(target, refId(detail, key));
    }
    const docNumber = typeof body.DocNumber === 'string' ? body.DocNumber : undefined;
    if (docNumber && docNumber.length > 21)
      return fault(
        '6000',
        'A business validation error has occurred while processing your request',
        'Business Validation Error: DocNumber is longer than 21 characters.',
      );
    const same = docNumber
      ? list(entity).find(
          (doc) => doc.DocNumber === docNumber && (entity === 'Invoice' || refId(doc, partyKey) === party),
        )
      : undefined;
    if (same)
      return fault(
        '6140',
        'Duplicate Document Number Error',
        `Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=${docNumber} is assigned to TxnType=${entity} with TxnId=${same.Id}`,
      );
    const total = lines.reduce((sum, line) => sum + Number(line.Amount ?? 0), 0);
    const TotalAmt = Math.round(total * 100) / 100;
    return { status: 200, body: { [entity]: insert(entity, { ...body, TotalAmt, Balance: TotalAmt }) } };
  }

  return {
    list,
    byId,
    insert,
    query(statement: string): QbAnswer {
      const parsed = parseQuery(statement);
      if ('error' in parsed) return fault('4000', 'Error parsing query', parsed.error);
      const entity = ENTITIES.find((name) => name.toLowerCase() === parsed.entity.toLowerCase());
      if (!entity)
        return fault('4001', 'Invalid query', `QueryValidationError: Property ${parsed.entity} not found`);
      const found = list(entity).filter((doc) => parsed.conditions.every((each) => matches(doc, each)));
      const page = found.slice(parsed.start - 1, parsed.start - 1 + parsed.max);
      const QueryResponse = page.length
        ? { [entity]: page, startPosition: parsed.start, maxResults: page.length }
        : {};
      return { status: 200, body: { QueryResponse, time: new Date().toISOString() } };
    },
    create(entity: string, body: Record<string, unknown>): QbAnswer {
      if (entity === 'Vendor' || entity === 'Customer') return createNamed(entity, body);
      if (entity === 'Bill' || entity === 'Invoice') return createTxn(entity, body);
      return fault('500', 'Unsupported Operation', `Operation create is not supported for ${entity}.`);
    },
    /** A payment of bills of one vendor, as the company's bookkeeper enters it in QuickBooks. */
    payBills(input: {
      vendorId: string;
      bills: { billId: string; amount: number }[];
      payType?: 'Check' | 'CreditCard';
      docNumber?: string;
      txnDate?: string;
    }): QbDoc {
      const total = input.bills.reduce((sum, bill) => sum + bill.amount, 0);
      return insert('BillPayment', {
        VendorRef: { value: input.vendorId, name: String(byId('Vendor', input.vendorId)?.DisplayName ?? '') },
        PayType: input.payType ?? 'Check',
        TxnDate: input.txnDate ?? new Date().toISOString().slice(0, 10),
        ...(input.docNumber ? { DocNumber: input.docNumber } : {}),
        TotalAmt: Math.round(total * 100) / 100,
        Line: input.bills.map((bill) => ({
          Amount: bill.amount,
          LinkedTxn: [{ TxnId: bill.billId, TxnType: 'Bill' }],
        })),
      });
    },
    /** Touches a document, as an edit in QuickBooks does. */
    touch(entity: StoreEntity, id: string, changes: Record<string, unknown>) {
      const doc = byId(entity, id);
      if (!doc) return undefined;
      Object.assign(doc, changes, {
        SyncToken: String(Number(doc.SyncToken ?? 0) + 1),
        MetaData: { ...(doc.MetaData as object), LastUpdatedTime: stamp() },
      });
      return doc;
    },
  };
}
