import type { RoleName } from '@portal/domain';
import type { Db } from '../client';
import { memberships, roles, users } from '../schema/index';
import { extraCompanyNames, slugify } from './demo-companies-extra';
import { type CompanySpec, countries, type Person } from './demo-company-specs';

export const DEMO_PASSWORD = 'Demo!Passw0rd1';

/** The demo personas by what tests and docs call them. */
export const DEMO_EMAILS = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  member: 'member@demo.test',
  viewer: 'viewer@demo.test',
  staff: 'staff@demo.test',
  multi: 'multi@demo.test',
  nobrand: 'nobrand@demo.test',
  otp: 'otp@demo.test',
} as const;

/** Personas only the profile and brands browser journeys use, in a company of their own (e2e/profile, e2e/brands). */
export const E2E_PERSONA_EMAILS = {
  profile: 'e2e-profile@demo.test',
  brands: 'e2e-brands@demo.test',
} as const;

type UserSpec = Person & {
  email: string;
  isStaff?: boolean;
  enabled2fa?: boolean;
  /** In insertion order: a user's first membership is the account they land in. */
  memberships: readonly { company: string; role: RoleName }[];
};

export const demoUserSpecs: readonly UserSpec[] = [
  {
    email: DEMO_EMAILS.owner,
    firstName: 'Olivia',
    lastName: 'Tan',
    title: 'Managing Director',
    memberships: [{ company: 'acme-fashion', role: 'OWNER' }],
  },
  {
    email: DEMO_EMAILS.admin,
    firstName: 'Aiden',
    lastName: 'Lim',
    title: 'Marketing Manager',
    memberships: [{ company: 'acme-fashion', role: 'ADMIN' }],
  },
  {
    email: DEMO_EMAILS.member,
    firstName: 'Mei Ling',
    lastName: 'Wong',
    title: 'Campaign Specialist',
    memberships: [{ company: 'acme-fashion', role: 'MEMBER' }],
  },
  {
    email: DEMO_EMAILS.viewer,
    firstName: 'Victor',
    lastName: 'Santos',
    title: 'Finance Analyst',
    memberships: [{ company: 'acme-fashion', role: 'VIEWER' }],
  },
  {
    email: DEMO_EMAILS.staff,
    firstName: 'Sam',
    lastName: 'Rivera',
    title: 'Account Manager',
    isStaff: true,
    memberships: [],
  },
  {
    email: DEMO_EMAILS.multi,
    firstName: 'Maya',
    lastName: 'Kusuma',
    title: 'Regional E-commerce Lead',
    memberships: [
      { company: 'acme-fashion', role: 'ADMIN' },
      { company: 'bolt-apparel', role: 'OWNER' },
    ],
  },
  {
    email: DEMO_EMAILS.nobrand,
    firstName: 'Noah',
    lastName: 'Reyes',
    title: 'Founder',
    memberships: [{ company: 'empty-co', role: 'OWNER' }],
  },
  {
    email: DEMO_EMAILS.otp,
    firstName: 'Omar',
    lastName: 'Hadi',
    title: 'Performance Marketer',
    enabled2fa: true,
    memberships: [{ company: 'acme-fashion', role: 'MEMBER' }],
  },
  {
    email: E2E_PERSONA_EMAILS.brands,
    firstName: 'Bruno',
    lastName: 'Costa',
    title: 'Brand Manager',
    memberships: [{ company: 'journey-studio', role: 'OWNER' }],
  },
  {
    email: E2E_PERSONA_EMAILS.profile,
    firstName: 'Paula',
    lastName: 'Reis',
    title: 'Content Editor',
    memberships: [{ company: 'journey-studio', role: 'MEMBER' }],
  },
];

export function ownerEmail(slug: string): string {
  return `owner+${slug}@demo.test`;
}

/** Every e-mail the demo seed creates: the personas, then the owners of the extra companies. */
export const DEMO_USER_EMAILS: readonly string[] = [
  ...Object.values(DEMO_EMAILS),
  ...Object.values(E2E_PERSONA_EMAILS),
  ...extraCompanyNames.map((name) => ownerEmail(slugify(name))),
];

/** Name of a company's first OWNER: the person who signs for it. */
export function authorizedPerson(company: CompanySpec): Person | null {
  return (
    company.owner ??
    demoUserSpecs.find((user) =>
      user.memberships.some((m) => m.company === company.slug && m.role === 'OWNER'),
    ) ??
    null
  );
}

export type SeededCompany = { id: number; spec: CompanySpec; createdAt: Date };

/** Demo users with memberships; `passwordHash` is computed once by the caller (argon2 is slow on purpose). */
export async function seedUsers(
  db: Db,
  companies: readonly SeededCompany[],
  passwordHash: string,
): Promise<void> {
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: RoleName) => {
    const role = roleRows.find((row) => row.name === name);
    if (!role) throw new Error(`role ${name} is missing: seedPlatformDefaults must run first`);
    return role.id;
  };
  const companyBySlug = new Map(companies.map((company) => [company.spec.slug, company]));
  const extraOwners = companies.flatMap(({ spec }): UserSpec[] =>
    spec.owner
      ? [
          {
            ...spec.owner,
            email: ownerEmail(spec.slug),
            memberships: [{ company: spec.slug, role: 'OWNER' }],
          },
        ]
      : [],
  );

  for (const spec of [...demoUserSpecs, ...extraOwners]) {
    const home = companyBySlug.get(spec.memberships[0]?.company ?? '');
    const timezone = home ? countries[home.spec.country].timezone : 'Asia/Singapore';
    const [user] = await db
      .insert(users)
      .values({
        email: spec.email.toLowerCase(),
        passwordHash,
        firstName: spec.firstName,
        lastName: spec.lastName,
        title: spec.title,
        language: 'en',
        timezone,
        enabled2fa: spec.enabled2fa ?? false,
        isStaff: spec.isStaff ?? false,
        isActive: true,
        lastLoginAt: null,
        createdAt: home?.createdAt ?? new Date('2025-01-06T02:00:00Z'),
      })
      .returning({ id: users.id });
    // One insert per membership keeps their ids in the listed order.
    for (const membership of spec.memberships) {
      const company = companyBySlug.get(membership.company);
      if (!company) throw new Error(`unknown demo company ${membership.company}`);
      await db.insert(memberships).values({
        userId: user!.id,
        companyId: company.id,
        roleId: roleId(membership.role),
        status: 'ACTIVE',
        createdAt: company.createdAt,
      });
    }
  }
}
