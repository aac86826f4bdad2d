/**
 * The caller's notifications, polled every NOTIFICATION_POLL_MS while the signed-in layout is shown; polling
 * stops after more than NOTIFICATION_POLL_MAX_FAILURES consecutive failures (docs/product/shell.md#constants). When the unread
 * count rises after the first answer, a browser notification says so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_POLL_MAX_FAILURES, NOTIFICATION_POLL_MS } from '@cocho/contracts';
import type { CallKey, TNotificationList } from '@cocho/contracts';
import { call, onCallSucceeded } from '../api/client';
import { i18n } from '../i18n/i18n';
import { whenIdle } from '../session/when-idle';
import { showBrowserNotice } from './browser-notice';
import { createPollScheduler } from './poll-scheduler';
import type { PollScheduler } from './poll-scheduler';

/**
 * Calls that answer or decide what a bell entry is about, wherever they are made (the user menu, /user, the
 * company and administration screens, the bell itself): after one succeeds the bell polls at once, so an
 * entry acted on leaves without a reload.
 */
export const BELL_CHANGING_CALLS: ReadonlySet<CallKey> = new Set<CallKey>([
  'acceptInvitation',
  'declineInvitation',
  'approveLink',
  'rejectLink',
  'acceptContact',
  'declineContact',
  'deactivateCompanyContact',
  'setPartnerContactConsent',
  'grantPremiumRequest',
  'refusePremiumRequest',
  'approveFeed',
  'rejectFeed',
  'acceptSponsorship',
  'declineSponsorship',
]);

export type Notifications = {
  readonly data: TNotificationList | null;
  /** Polls now (after a read call). */
  readonly reload: () => Promise<void>;
};

export function useNotifications(): Notifications {
  const [data, setData] = useState<TNotificationList | null>(null);
  const scheduler = useRef<PollScheduler | null>(null);

  useEffect(() => {
    let lastCount: number | null = null;
    const started = createPollScheduler({
      intervalMs: NOTIFICATION_POLL_MS,
      maxFailures: NOTIFICATION_POLL_MAX_FAILURES,
      poll: async () => {
        const answer = await call('findNotifications', {});
        if (lastCount !== null && answer.data.count > lastCount)
          showBrowserNotice(i18n.t('notifications:browser.title'), i18n.t('notifications:browser.body'));
        lastCount = answer.data.count;
        setData(answer.data);
      },
    });
    scheduler.current = started;
    // The first poll once the page is idle (session/when-idle.ts).
    const cancelStart = whenIdle(() => started.start());
    const stopListening = onCallSucceeded((key) => {
      if (BELL_CHANGING_CALLS.has(key)) void started.pollNow();
    });
    return () => {
      cancelStart();
      stopListening();
      started.stop();
      scheduler.current = null;
    };
  }, []);

  const reload = useCallback(() => scheduler.current?.pollNow() ?? Promise.resolve(), []);
  return { data, reload };
}
