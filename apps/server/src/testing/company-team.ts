import type { RoleName } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, memberships, roles, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/password-hash';

export const TEAM_PASSWORD = 'Team!Passw0rd12';

/** Gives a demo company one user per role (e-mails `<role>@<slug>.test`), for tests that act as each role. */
export async function addRoleTeam(db: Db, companyName: string): Promise<Record<RoleName, string>> {
  const [company] = await db.select().from(companies).where(eq(companies.name, companyName));
  if (!company) throw new Error(`no company ${companyName}`);
  const slug = companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const passwordHash = await hashPassword(TEAM_PASSWORD);
  const roleRows = await db.select().from(roles);
  const emails = {} as Record<RoleName, string>;
  for (const role of roleRows) {
    const email = `${role.name.toLowerCase()}@${slug}.test`;
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash, firstName: role.name, lastName: companyName })
      .returning();
    await db.insert(memberships).values({ userId: user!.id, companyId: company.id, roleId: role.id });
    emails[role.name as RoleName] = email;
  }
  return emails;
}
