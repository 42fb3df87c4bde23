import pg from 'pg';

// The test tiers' administrative connections to PostgreSQL: creating and dropping databases
// beside TEST_DATABASE_URL.

/** Runs `work` on a connection to `adminUrl`, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The address of the database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
