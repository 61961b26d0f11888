import type { account, CustomerSnapshot, customer, productNote, user } from '../schema.ts';
import type { Catalogue } from './catalogue.ts';
import { ADMIN, BISTRO_PRODUCT_NOTES, CUSTOMERS, type CustomerSeed, DRIVER } from './customers-data.ts';
import type { Random } from './prng.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SeededCustomer = CustomerSeed & {
  id: string;
  userId: string;
  userName: string;
  priceLevelId: string | null;
  snapshot: CustomerSnapshot;
};

export type People = {
  customers: SeededCustomer[];
  customerRows: Array<typeof customer.$inferInsert>;
  users: Array<typeof user.$inferInsert>;
  accounts: Array<typeof account.$inferInsert>;
  productNotes: Array<typeof productNote.$inferInsert>;
};

/**
 * Every demo customer as an active account with the demo password; the seed then disables the closed
 * account and gives the newcomer a temporary password through the services' own functions.
 */
export function buildPeople(
  random: Random,
  catalogue: Catalogue,
  demoPasswordHash: string,
  now: Date,
): People {
  const joined = new Date(now.getTime() - 150 * DAY);
  const levelIds = new Map(catalogue.priceLevels.map((level) => [level.name, level.id]));
  const customers: SeededCustomer[] = CUSTOMERS.map((seed) => {
    const priceLevelId = seed.priceLevel ? levelIds.get(seed.priceLevel)! : null;
    return {
      ...seed,
      id: random.uuid(),
      userId: random.uuid(),
      userName: `${seed.firstName} ${seed.lastName}`,
      priceLevelId,
      snapshot: {
        code: seed.code,
        firstName: seed.firstName,
        lastName: seed.lastName,
        email: seed.email,
        mobile: seed.mobile,
        companyName: seed.companyName,
        customerLevel: seed.customerLevel,
        priceLevelName: seed.priceLevel,
        address: {
          addr1: seed.companyName,
          addr2: seed.street,
          addr3: seed.suburb,
          city: seed.city,
          postalCode: seed.postalCode,
        },
      },
    };
  });

  const customerRows = customers.map((c) => {
    // The newcomer was set up an hour ago; the closed account was disabled three weeks ago.
    const createdAt = c.demo === 'newbie' ? new Date(now.getTime() - HOUR) : joined;
    const updatedAt = c.demo === 'closed' ? new Date(now.getTime() - 21 * DAY) : createdAt;
    return {
      id: c.id,
      code: c.code,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      mobile: c.mobile,
      companyName: c.companyName,
      priceLevelId: c.priceLevelId,
      customerLevel: c.customerLevel,
      ...c.snapshot.address,
      createdAt,
      updatedAt,
    };
  });

  const adminId = random.uuid();
  const users: Array<typeof user.$inferInsert> = [
    {
      id: adminId,
      name: `${ADMIN.firstName} ${ADMIN.lastName}`,
      email: ADMIN.email,
      emailVerified: true,
      role: 'admin',
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      customerId: null,
      createdAt: joined,
      updatedAt: joined,
    },
    ...customers.map((c, i) => ({
      id: c.userId,
      name: c.userName,
      email: c.email,
      emailVerified: true,
      role: 'customer',
      firstName: c.firstName,
      lastName: c.lastName,
      customerId: c.id,
      createdAt: customerRows[i]!.createdAt,
      updatedAt: customerRows[i]!.updatedAt,
    })),
  ];

  const accounts = users.map((u) => ({
    id: random.uuid(),
    accountId: u.id!,
    providerId: 'credential',
    userId: u.id!,
    password: demoPasswordHash,
    createdAt: u.createdAt,
    updatedAt: u.createdAt,
  }));

  const bistro = customers.find((c) => c.demo === 'bistro')!;
  const productNotes = BISTRO_PRODUCT_NOTES.map(({ code, notes }) => ({
    id: random.uuid(),
    customerId: bistro.id,
    productId: catalogue.productByCode(code).id,
    notes,
    createdAt: joined,
    updatedAt: joined,
  }));

  users.push({
    id: DRIVER.id,
    name: `${DRIVER.firstName} ${DRIVER.lastName}`,
    email: DRIVER.email,
    emailVerified: true,
    role: 'driver',
    firstName: DRIVER.firstName,
    lastName: DRIVER.lastName,
    customerId: null,
    createdAt: joined,
    updatedAt: joined,
  });
  accounts.push({
    id: DRIVER.accountId,
    accountId: DRIVER.id,
    providerId: 'credential',
    userId: DRIVER.id,
    password: demoPasswordHash,
    createdAt: joined,
    updatedAt: joined,
  });
  return { customers, customerRows, users, accounts, productNotes };
}
