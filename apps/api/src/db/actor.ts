import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** Who makes the changes of the code running now: recorded by the audit trigger (docs/decisions/181). */
export type Actor = { id: number; name: string };

const actorStorage = new AsyncLocalStorage<Actor>();

/** Runs `work` as `actor`: every connection it checks out of a pool opened by `openDatabase` says so. */
export const runAsActor = <T>(actor: Actor, work: () => T): T => actorStorage.run(actor, work);

/** The actor of the code running now; undefined for the system (worker, sync, scripts). */
export const currentActor = (): Actor | undefined => actorStorage.getStore();

const SET_ACTOR = `SELECT set_config('dw.actorid', $1, false), set_config('dw.actorname', $2, false)`;

type Connect = (
  callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void,
) => unknown;

/**
 * Makes `pool` tell PostgreSQL the actor of each checkout made inside `runAsActor`: the session settings
 * `dw.actorid` / `dw.actorname` are set first and cleared when the connection goes back, so a pooled
 * connection never carries a request's actor into the next one. Both statements are queued on the client
 * (pg runs a client's queries in order), so they cost no extra wait; a checkout without an actor (every
 * read request, the worker) costs nothing.
 */
export function applyActors(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as Connect;
  const withActor = (client: pg.PoolClient, actor: Actor) => {
    void client.query(SET_ACTOR, [String(actor.id), actor.name]).catch(() => undefined);
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      if (!error) void client.query(SET_ACTOR, ['', '']).catch(() => undefined);
      return release(error);
    };
    return client;
  };
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    const actor = actorStorage.getStore();
    if (!actor) return connect(callback);
    if (!callback) return (connect() as Promise<pg.PoolClient>).then((client) => withActor(client, actor));
    return connect((error, client, done) => {
      if (error || !client) return callback(error, client, done);
      const wrapped = withActor(client, actor);
      return callback(error, wrapped, wrapped.release);
    });
  };
}
