import type { AppDeps } from '../src/app-deps.ts';

/** Counts the health check's database queries (SELECT 1) while `run` runs. */
export async function countDatabaseChecks(database: AppDeps['database'], run: () => Promise<void>): Promise<number> {
  const original = database.executeSql;
  let checks = 0;
  database.executeSql = (text, values) => {
    if (text === 'SELECT 1') checks += 1;
    return original(text, values);
  };
  try {
    await run();
  } finally {
    database.executeSql = original;
  }
  return checks;
}
