import { eq } from 'drizzle-orm';
import { formatRupees } from '@steelworks/contract/common/money';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from './supervisor-account.join';
import { notifyPeople, peopleByAccount, peopleOfRoles, type Cause } from '../notification/notify.service';
import { balanceTransactions, supervisors } from './supervisor.table';

/** A withdrawal was paid: the supervisor (its own only) and the admins hear of it (docs/decisions/034-notifications.md). */
export async function notifySupervisorWithdrawal(tx: DbOrTx, transactionId: number, cause?: Cause): Promise<void> {
  const read = tx
    .select({
      amount: balanceTransactions.transactionAmount,
      supervisorId: supervisors.id,
      supervisorAccount: supervisors.accountId,
      name: accounts.fullName,
      balance: supervisors.balance,
    })
    .from(balanceTransactions)
    .$dynamic();
  const [row] = await joinSupervisorAccount(read, balanceTransactions.supervisorId).where(eq(balanceTransactions.id, transactionId));
  if (!row) return;
  const people = [...(await peopleByAccount(tx, [row.supervisorAccount])), ...(await peopleOfRoles(tx, ['admin'], cause))];
  const title = `Withdrawal of ${formatRupees(row.amount)} from ${row.name}'s balance`;
  await notifyPeople(
    tx,
    'supervisor_withdrawal',
    people.map((p) => ({
      ...p,
      title,
      body: `Balance now ${formatRupees(row.balance)}`,
      link: p.role === 'supervisor' ? '/profile' : `/supervisors/${row.supervisorId}`,
    })),
  );
}
