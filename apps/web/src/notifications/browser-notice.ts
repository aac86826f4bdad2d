/**
 * The browser notification of docs/product/errors.md#calculation-errors ("Uma nova notificação", shown when the count rises and the
 * browser allows it). Nothing happens where the Notification API is missing or permission is not granted.
 */
export function showBrowserNotice(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body });
  } catch {
    // Some browsers (Android Chrome) allow notifications only from a service worker: nothing to show.
  }
}

/** Asks for permission once, on a user's gesture (opening the panel), when the user has not answered yet. */
export function askBrowserNoticePermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}
