import { hashPassword } from '../accounts/password.js';
import type { Db } from '../db/db.js';
import { DEMO_ACCOUNTS, DEMO_DEPARTMENTS, demoEmail } from './demo-accounts.js';

/** Loads the demo accounts; a second run changes nothing (existing rows are kept as they are). */
export async function seedDemo(db: Db, config: { staffMailSuffix: string }): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.tx(async (tx) => {
    for (const d of DEMO_DEPARTMENTS) {
      await tx.query('INSERT INTO departments (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        d.id,
        d.name,
      ]);
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      await tx.query(
        `INSERT INTO users (id, email, name, kind, sex_id, department_id, role, preferences, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         ON CONFLICT DO NOTHING`,
        [
          a.id,
          demoEmail(a, config.staffMailSuffix).toLowerCase(),
          a.name,
          a.mode === '用户' ? 'staff' : 'enterprise',
          a.sexId,
          a.departmentId,
          a.role,
          JSON.stringify(a.preferences ?? {}),
          hashes[i] ?? '',
        ],
      );
    }
    // Explicit ids leave the sequences behind; move them past the seeded rows.
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('departments', 'id'), (SELECT max(id) FROM departments))",
    );
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))",
    );
  });
}
