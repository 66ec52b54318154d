import { beforeAll, describe, expect, it } from 'vitest';
import { AZURITE_KEY } from '../../src/storage/azurite';
import { useAzurite } from '../azurite';
import { createTestContext } from '../helpers';
import { formatReport, runFuzz } from '../fuzz/run';
import { createFuzzWorld, type FuzzWorld } from '../fuzz/world';

// The bounded fuzzing pass of CI (docs/decisions/180): a fixed seed, a few thousand requests generated
// from apps/api/openapi.json over every route, as anonymous, broken tokens and the seven roles, against
// a seeded database and a real Azurite. `npm run fuzz` runs the long pass with the same code.

const SEED = Number(process.env.FUZZ_SEED ?? 18_180);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);

const { connectionString } = await useAzurite({ from: 8410, to: 8414 });
const ctx = createTestContext({ env: { AZURE_STORAGE_CONNECTION_STRING: connectionString } });

let world: FuzzWorld;

beforeAll(async () => {
  world = await createFuzzWorld({ app: ctx.app, db: ctx.db, config: ctx.config });
});

describe('schema-aware fuzzing of every route (issue 18)', () => {
  it('answers every generated request without a 5xx, a crash, a malformed error or a leak', async () => {
    const report = await runFuzz({
      app: ctx.app,
      world,
      runs: RUNS,
      seed: SEED,
      secrets: [AZURITE_KEY, connectionString],
    });
    console.log(formatReport(report, { seed: SEED }));
    expect(report.sent).toBe(RUNS);
    expect(report.operations).toBeGreaterThan(200);
    expect(report.crashes).toEqual([]);
    expect(report.healthyAfter).toBe(true);
    expect(
      report.faults.map(
        (fault) => `${fault.kind} ${fault.request.method} ${fault.request.url} ${fault.detail}`,
      ),
    ).toEqual([]);
  }, 180_000);
});
