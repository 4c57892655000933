/** The demo company's sign-ins (apps/server/src/modules/account/account.seed.ts). */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_USERS = {
  admin: { role: 'admin', fullName: 'Anita Rao' },
  manager: { role: 'productionmanager', fullName: 'Manoj Kumar' },
  supervisor: { role: 'supervisor', fullName: 'Suresh Pillai' },
  store: { role: 'storemanager', fullName: 'Sunil Menon' },
  sheets: { role: 'sheet_user', fullName: 'Shabeer Ali' },
  dealer: { role: 'dealer', fullName: 'Deepak Traders' },
  worker: { role: 'worker', fullName: 'Wasim Khan' },
  qc: { role: 'qualitychecker', fullName: 'Kavya Nair' },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

/** The seed gives every demo account the address `<username>@steelworks.example`. */
export function demoEmail(username: DemoUser): string {
  return `${username}@steelworks.example`;
}
