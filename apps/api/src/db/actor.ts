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
 * `dw.actorid` / `dw.actorname` are set before the client is handed over, and cleared before it goes back
 * to the pool (its release waits for that), so a pooled connection never carries a request's actor into
 * the next checkout. A checkout without an actor (every read request, the worker) costs nothing.
 */
export function applyActors(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as Connect;
  const withActor = (client: pg.PoolClient) => {
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      if (error) return release(error);
      // A failed reset discards the connection rather than pool it with an actor.
      client.query(SET_ACTOR, ['', '']).then(
        () => release(),
        (resetError: Error) => release(resetError),
      );
    };
    return client;
  };
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    const actor = actorStorage.getStore();
    if (!actor) return connect(callback);
    const values = [String(actor.id), actor.name];
    if (!callback)
      return (connect() as Promise<pg.PoolClient>).then(async (client) => {
        try {
          await client.query(SET_ACTOR, values);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        return withActor(client);
      });
    return connect((error, client, done) => {
      if (error || !client) return callback(error, client, done);
      client.query(SET_ACTOR, values).then(
        () => {
          const wrapped = withActor(client);
          callback(undefined, wrapped, wrapped.release);
        },
        (setError: Error) => {
          client.release(setError);
          callback(setError);
        },
      );
    });
  };
}
