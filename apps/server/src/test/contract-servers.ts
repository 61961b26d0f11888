import { eq, sql } from 'drizzle-orm';
import { outbox } from '../db/schema.ts';
import {
  type AccountingContractServer,
  startAccountingContractServer,
} from './accounting-contract-server.ts';
import {
  type ProductionContractServer,
  startProductionContractServer,
} from './production-contract-server.ts';
import { startTestApp, type TestApp } from './test-app.ts';

type ContractServers = { accounting: AccountingContractServer; production: ProductionContractServer };
type Wanted = { accounting?: true; production?: true };

/** The app, and a contract server for each system asked for. */
export type AppWithContractServers<Asked extends Wanted> = { app: TestApp } & {
  [System in keyof ContractServers as Asked[System] extends true ? System : never]: ContractServers[System];
};

/**
 * A test app whose accounting and/or production systems are contract servers started for it (the app reaches
 * them through ACCOUNTING_* / PRODUCTION_*); a system not asked for stays built in. The app's `close` closes
 * its contract servers too.
 */
export async function startAppWithContractServers<Asked extends Wanted>(
  options: Asked & { databaseUrl: string | undefined; extraEnv?: Record<string, string> },
): Promise<AppWithContractServers<Asked>> {
  const servers: Partial<ContractServers> = {};
  try {
    if (options.accounting) servers.accounting = await startAccountingContractServer();
    if (options.production) servers.production = await startProductionContractServer();
    const app = await startTestApp({
      databaseUrl: options.databaseUrl,
      extraEnv: { ...servers.accounting?.env, ...servers.production?.env, ...options.extraEnv },
    });
    const withServers: TestApp = {
      ...app,
      async close() {
        await app.close();
        await closeAll(servers);
      },
    };
    return { app: withServers, ...servers } as AppWithContractServers<Asked>;
  } catch (error) {
    await closeAll(servers);
    throw error;
  }
}

async function closeAll(servers: Partial<ContractServers>): Promise<void> {
  await servers.accounting?.close();
  await servers.production?.close();
}

/** Makes every push waiting for another try due now, rather than waiting out its back-off. */
export async function pushesDueNow(app: TestApp): Promise<void> {
  await app.database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.status, 'PENDING'));
}
