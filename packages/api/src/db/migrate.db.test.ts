import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/seed.js';
import { createTestDb } from '../test/db.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('migrate and seedDemo', () => {
  it('apply once; running them again changes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    await seedDemo(db, { staffMailSuffix: '@adstudio.cn' });
    await seedDemo(db, { staffMailSuffix: '@adstudio.cn' });
    const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(users?.n).toBe(5);
    // The sequence moved past the seeded ids, so a new account does not collide with id 9.
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, kind, password_hash)
       VALUES ('new@adstudio.cn', '新人', 'staff', 'x') RETURNING id`,
    );
    expect(created?.id).toBe(10);
  });

  it('rolls a failing transaction back whole', async () => {
    await expect(
      db.tx(async (tx) => {
        await tx.query("INSERT INTO departments (name) VALUES ('临时部门')");
        await tx.query('INSERT INTO departments (id, name) VALUES (1, $1)', ['重复']);
      }),
    ).rejects.toThrow();
    const rows = await db.query("SELECT 1 FROM departments WHERE name = '临时部门'");
    expect(rows).toEqual([]);
  });
});
