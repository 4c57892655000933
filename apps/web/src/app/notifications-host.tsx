import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import './notifications-host.css';
import { usePhone } from '../components/use-phone';

/**
 * Toasts: top right on wide screens, below the header (whose user menu and bell a toast would cover for its 2.5 s after
 * every action: "Login Successful" stood over the user menu); at the bottom centre on a phone, where the top holds the
 * header, the menu and the back buttons.
 */

export default function NotificationsHost() {
  const phone = usePhone();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={4} zIndex={1000} />;
}
