import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueToken } from '../../lib/auth';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { productOtherCosts, productRawMaterials, products } from '../product/product.table';
import { storeItems } from '../store/store.table';
import { supervisors } from '../supervisor/supervisor.table';

/**
 * Test data of the orders tests, written straight into the tables of the modules orders build on (dealers,
 * supervisors, store items, products): the test database holds only the demo accounts.
 */
export type OrderWorld = {
  dealerId: number;
  otherDealerId: number;
  otherDealerToken: string;
  supervisorId: number;
  otherSupervisorId: number;
  otherSupervisorToken: string;
  channel: number;
  hinge: number;
  paint: number;
  /** Door frame: 1 column, BOM 2 channel + 4 hinges; cost 1100 + 100 other = 1200.00, profit 10% -> 1320.00. */
  door: number;
  /** Window frame: 3 columns, BOM 1.5 channel + 0.5 paint; cost 900.00, profit 10% -> 990.00. */
  window: number;
};

let serial = 0;

async function accountId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
  return row!.id;
}

async function newAccount(db: Db, role: 'dealer' | 'supervisor', name: string): Promise<number> {
  serial += 1;
  const username = `${role}${Date.now()}${serial}`;
  const [row] = await db
    .insert(accounts)
    .values({ username, role, fullName: name, phone: '9811111111', email: `${username}@example.com` })
    .returning({ id: accounts.id });
  return row!.id;
}

export async function createOrderWorld(db: Db, lifetimes: { tokenIdleDays: number; tokenMaxDays: number }): Promise<OrderWorld> {
  const [dealer] = await db.insert(dealers).values({ accountId: await accountId(db, 'dealer'), location: 'Kochi', stateCode: '32' }).returning();
  const otherDealerAccount = await newAccount(db, 'dealer', 'Rival Steel Traders');
  const [otherDealer] = await db.insert(dealers).values({ accountId: otherDealerAccount, location: 'Thrissur', stateCode: '32' }).returning();
  const [supervisor] = await db
    .insert(supervisors)
    .values({ accountId: await accountId(db, 'supervisor'), colsPerDay: 10, costPerCol: '50.00' })
    .returning();
  const otherSupervisorAccount = await newAccount(db, 'supervisor', 'Ramesh Babu');
  const [otherSupervisor] = await db
    .insert(supervisors)
    .values({ accountId: otherSupervisorAccount, colsPerDay: 4, costPerCol: '40.00' })
    .returning();
  const [channel, hinge, paint] = await db
    .insert(storeItems)
    .values([
      { name: 'MS Channel 4x2 16G', unitType: 'length', stock: '100', price: '500.00' },
      { name: 'Butt Hinge 4in', unitType: 'pcs', stock: '40', price: '25.00' },
      { name: 'Red Oxide Primer', unitType: 'litre', stock: '5', price: '300.00' },
    ])
    .returning();
  const [door, window] = await db
    .insert(products)
    .values([
      {
        name: 'Door Frame 90x210 4x2 16G',
        serialNumber: `LH -D${Date.now()}`,
        channelSize: '4x2',
        guage: '16',
        noOfCols: 1,
        width: '90',
        height: '210',
        profit: '10',
        isDoor: true,
      },
      {
        name: 'Window Frame 120x150 3x1 18G',
        serialNumber: `LH -W${Date.now()}`,
        channelSize: '3x1',
        guage: '18',
        perticular: 'W',
        noOfCols: 3,
        width: '120',
        height: '150',
        profit: '10',
        isWindow: true,
      },
    ])
    .returning();
  await db.insert(productRawMaterials).values([
    { productId: door!.id, storeItemId: channel!.id, quantity: '2' },
    { productId: door!.id, storeItemId: hinge!.id, quantity: '4' },
    { productId: window!.id, storeItemId: channel!.id, quantity: '1.5' },
    { productId: window!.id, storeItemId: paint!.id, quantity: '0.5' },
  ]);
  await db.insert(productOtherCosts).values({ productId: door!.id, note: 'Labour', amount: '100.00' });
  return {
    dealerId: dealer!.id,
    otherDealerId: otherDealer!.id,
    otherDealerToken: await issueToken(db, otherDealerAccount, lifetimes),
    supervisorId: supervisor!.id,
    otherSupervisorId: otherSupervisor!.id,
    otherSupervisorToken: await issueToken(db, otherSupervisorAccount, lifetimes),
    channel: channel!.id,
    hinge: hinge!.id,
    paint: paint!.id,
    door: door!.id,
    window: window!.id,
  };
}

export async function stockOf(db: Db, storeItemId: number): Promise<number> {
  const [row] = await db.select({ stock: storeItems.stock }).from(storeItems).where(eq(storeItems.id, storeItemId));
  return Number(row!.stock);
}

export async function setStock(db: Db, storeItemId: number, stock: string): Promise<void> {
  await db.update(storeItems).set({ stock }).where(eq(storeItems.id, storeItemId));
}
