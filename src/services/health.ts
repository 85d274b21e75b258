import type { Db } from '../db/client.ts';
import { healthRepository } from '../repositories/health-repository.ts';

/** Whether the database answers (GET /health: 200 once the server and its database are ready, else 503). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await healthRepository.ping(db);
    return true;
  } catch {
    return false;
  }
}
