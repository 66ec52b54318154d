import type { SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';

/**
 * What runs when a work order is created (docs/decisions/153): every creation path (saveworkorder, a
 * child, an import) calls `announceWorkOrderCreated` in its own transaction, after the order's trades
 * are written. Other modules add a hook through the door (`onWorkOrderCreated`, wired by
 * modules/index.ts), so this module needs none of theirs: the dispatch module's auto-dispatch attaches
 * vendor lines through vendor-lines, which itself imports this module.
 */
export type WorkOrderCreated = { db: Db; user: SessionUser; workorderid: number };
export type WorkOrderCreatedHook = (event: WorkOrderCreated) => Promise<void>;

const hooks = new Set<WorkOrderCreatedHook>();

/** Registers a hook once (registering it again changes nothing). */
export function onWorkOrderCreated(hook: WorkOrderCreatedHook) {
  hooks.add(hook);
}

/** Runs the hooks in registration order inside the creating transaction: a failure undoes the creation. */
export async function announceWorkOrderCreated(event: WorkOrderCreated) {
  for (const hook of hooks) await hook(event);
}
