import type { FastifyReply } from 'fastify';

/**
 * JSON that is already text (rows PostgreSQL wrote with `json_agg`, a cached answer), written into an answer as
 * it is instead of being parsed and serialized again (docs/decisions/206).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

// A string value exactly "\u0000<n>\u0000" as JSON.stringify writes it: text with NUL never reaches the
// database (the input rules refuse it), so no stored string is written like this.
const PLACEHOLDER = /"\\u0000(\d+)\\u0000"/g;

/** `JSON.stringify(value)`, with every JsonText in it written as its text. */
export function stringifyWithJsonText(value: unknown): string {
  const texts: string[] = [];
  const json = JSON.stringify(value, (_key, member: unknown) =>
    member instanceof JsonText ? `\u0000${texts.push(member.text) - 1}\u0000` : member,
  );
  return texts.length === 0
    ? json
    : json.replace(PLACEHOLDER, (_match, index: string) => texts[Number(index)]!);
}

/**
 * An answer that is JSON text, sent as it is: the route's response schema documents it but its serializer does
 * not run again.
 */
export function sendJsonText(reply: FastifyReply, json: string, status = 200): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(json);
}
