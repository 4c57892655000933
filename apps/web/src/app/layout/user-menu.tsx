import { useState } from 'react';
import { loadHeaderPopups, useHeaderPopups } from './first-use';
import { UserButton } from './user-button';

/**
 * Profile, My Wallet (supervisors), the preloader setting, and the two ways out (user-menu-popup.tsx), loaded with the
 * header's popups (first-use.ts). A tap on the avatar before they arrived opens the menu as soon as they do.
 */
export function UserMenu({ role, name }: { role: string | null; name: string }) {
  const popups = useHeaderPopups();
  const [asked, setAsked] = useState(false);
  if (!popups) {
    return (
      <UserButton
        role={role}
        name={name}
        onClick={() => {
          setAsked(true);
          void loadHeaderPopups();
        }}
      />
    );
  }
  return <popups.UserMenuPopup role={role} name={name} opened={asked} />;
}
