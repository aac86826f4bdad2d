import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { useModal } from '../ui/ModalProvider';

/**
 * docs/product/shell.md#states: a missing birth date or sex raises a reminder offering to update now (/user) or later; "later"
 * sets a pending flag for this browser session, so the reminder is not shown again until the next one.
 */
export function ProfileReminder({ isNeeded }: { isNeeded: boolean }) {
  const { t } = useTranslation();
  const { confirm } = useModal();
  const navigate = useNavigate();
  const isAsking = useRef(false);
  useEffect(() => {
    if (!isNeeded || isAsking.current) return;
    if (sessionStorage.getItem(STORAGE_KEYS.profileReminderPending) === '1') return;
    isAsking.current = true;
    void confirm({
      title: t('profileReminder.title'),
      message: t('profileReminder.message'),
      yesLabel: t('profileReminder.now'),
      noLabel: t('profileReminder.later'),
    }).then((now) => {
      isAsking.current = false;
      sessionStorage.setItem(STORAGE_KEYS.profileReminderPending, '1');
      if (now) navigate('/user');
    });
  }, [isNeeded, confirm, navigate, t]);
  return null;
}
