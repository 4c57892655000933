import { Notifications } from '@mantine/notifications';
import { usePhone } from '../components/use-phone';

/**
 * Toasts: top right on wide screens; at the bottom centre on a phone, where the top holds the header, the menu and the
 * back buttons that a toast would cover for its 2.5 s after every action.
 */
export default function NotificationsHost() {
  const phone = usePhone();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={4} zIndex={1000} />;
}
