import type { DbTx } from '../db/client.ts';

export const healthRepository = {
  /** The cheapest statement that needs a working connection: throws when the database does not answer. */
  async ping(db: DbTx): Promise<void> {
    await db.$queryRaw`SELECT 1`;
  },
};
