/**
 * The notification screens' own words (issue 34), apart from the schemas in notification.ts: the header's bell loads
 * on every signed-in screen, and importing a schema module would bring zod into a phone's first load (decision 018).
 */
export const NOTIFICATION_TEXT = {
  noNotifications: 'No notifications yet',
  allRead: 'All notifications marked read',
  preferencesSaved: 'Notification preferences saved',
  defaultsSaved: 'Notification defaults saved',
  pushOn: 'Phone notifications are on for this device',
  pushUnsupported: 'This browser cannot receive phone notifications',
} as const;
