import {
  IconBuildingBank,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconBell,
  IconCalendarTime,
  IconClipboardList,
  IconFileSpreadsheet,
  IconHammer,
  IconHistory,
  IconMail,
  IconMapPin,
  IconPackage,
  IconShoppingCart,
  IconUsers,
  IconUserShield,
  IconUserStar,
  type Icon,
} from '@tabler/icons-react';

/** The icon of each menu group (the contract's MENU names them by a key). */
const NAV_ICONS: Record<string, Icon> = {
  dealers: IconBuildingStore,
  supervisors: IconUserStar,
  schedules: IconCalendarTime,
  staff: IconUsers,
  products: IconPackage,
  orders: IconShoppingCart,
  store: IconBuildingWarehouse,
  sheets: IconFileSpreadsheet,
  workorders: IconClipboardList,
  production: IconHammer,
  field: IconMapPin,
  outbox: IconMail,
  audit: IconHistory,
  accounts: IconBuildingBank,
  notifications: IconBell,
};

export function navIcon(key: string): Icon {
  return NAV_ICONS[key] ?? IconUserShield;
}
