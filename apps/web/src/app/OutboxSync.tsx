import { useOutboxSync } from '../offline/use-outbox';

/** Sends the signed-in user's waiting saves; its own chunk, since a visitor has none. */
export function OutboxSync({ userId }: { userId: number }) {
  useOutboxSync(userId);
  return null;
}
