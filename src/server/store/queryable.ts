// What every data access takes: a database, or the transaction it is handed (src/server/store/db.ts
// opens either driver behind it).
export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL without parameters; may hold several statements. */
  exec(sql: string): Promise<void>;
  /** pg-boss's executor: its parameterless SQL may hold several statements (answered by the last). */
  executeSql(sql: string, params?: unknown[]): Promise<SqlResult>;
}
