/**
 * What the address says about the saved record on screen (`?did=`, `?assinatura=`), without asking the server
 * (use-record-access.ts asks it whether a shared record may be edited). Apart from the hook, so a screen can
 * tell a public link's read-only state at its first paint without loading the query library
 * (docs/decisions/first-screen-budget.md).
 */

/** Why saving over the record on screen is refused: shared read-only, or opened from a public link. */
export type ReadOnlyReason = 'share' | 'link';

export type RecordAccessState = {
  /** The saved record on screen, or null. */
  readonly recordId: number | null;
  readonly readOnly: ReadOnlyReason | null;
};

/** The saved record the address names (`?did=`, a positive id), and whether it came from a public link. */
export function recordOnScreen(searchParams: URLSearchParams): {
  readonly recordId: number | null;
  readonly isLink: boolean;
} {
  const did = searchParams.get('did');
  const isLink = (searchParams.get('assinatura') ?? '') !== '';
  const recordId = did !== null && /^[0-9]{1,9}$/.test(did) && Number(did) > 0 ? Number(did) : null;
  return { recordId, isLink };
}

/** Whether the server must be asked about the record on screen: a saved record not opened from a link. */
export function needsAccessAnswer({ recordId, isLink }: ReturnType<typeof recordOnScreen>): boolean {
  return recordId !== null && !isLink;
}

/**
 * The access state from the address and, for a saved record not opened from a link, the server's answer
 * (undefined until it comes): a link is read-only, a shared record without can-edit too.
 */
export function recordAccessOf(
  { recordId, isLink }: ReturnType<typeof recordOnScreen>,
  permissions?: { readonly pode_editar: boolean },
): RecordAccessState {
  if (recordId !== null && isLink) return { recordId, readOnly: 'link' };
  return {
    recordId,
    readOnly: recordId !== null && permissions && !permissions.pode_editar ? 'share' : null,
  };
}
