/**
 * The lifecycle of a record on a calculation screen (the diet wizard and the prediction screen), as one
 * pure reducer: the inputs on screen, the last result and whether an edit made it stale ("change made,
 * calculate again"), the saved record they belong to and whether they have unsaved changes, a record being
 * reopened (`?did=<id>`) or restored from the browser draft, saving and clearing. No React, no I/O: the
 * hook (use-record-session.ts) wires it to the server, local storage and the URL.
 *
 * Staleness and unsaved changes are derived by comparing the inputs field by field with the inputs the
 * result was computed from and the inputs as saved; an edit may instead drop those baselines, so that any
 * edit counts (the diet wizard: docs/product/calculation.md#states resets the result whenever an input changes).
 */

/** What an edit does to the result and to the saved state. */
export type EditEffect =
  /** Any edit counts: the result is stale and the inputs unsaved until calculated and saved again. */
  | 'counted'
  /** Compared field by field: inputs edited back to the saved or computed ones are not a change. */
  | 'compared'
  /** Does not change the result (financial fields of a diet), but is an unsaved change. */
  | 'resultKept';

export type RecordSessionState<I, R, S> = {
  readonly inputs: I;
  /** The last result; it may be stale (see isResultStale). */
  readonly result: R | null;
  /** The inputs `result` was computed from; null when an edit made it stale for good. */
  readonly resultInputs: I | null;
  /** A result was shown since the screen was cleared (an empty result then reads "calculate again"). */
  readonly hasHadResult: boolean;
  /** The saved record the inputs belong to; null for a new one. */
  readonly saved: S | null;
  /** The inputs as saved or reopened; null when they are not known to be saved (a restored draft). */
  readonly savedInputs: I | null;
  /** The record id (`?did=`) on screen or being read; a late answer for another id is ignored. */
  readonly openingId: string | null;
  /** Why the last record could not be read, in the user's language. */
  readonly openingError: string | null;
  readonly isSaving: boolean;
};

/** A record put back on screen: a reopened saved record, a record to start from, or a restored draft. */
export type OpenedRecord<I, R, S> = {
  readonly inputs: I;
  readonly result: R | null;
  readonly saved: S | null;
  /** The inputs are the saved record's as saved (false for a restored draft or a record to start from). */
  readonly isSaved: boolean;
};

export type RecordSessionAction<I, R, S> =
  | { readonly type: 'edited'; readonly update: (inputs: I) => I; readonly effect: EditEffect }
  | { readonly type: 'openStarted'; readonly id: string }
  /** `id` null: a restored draft, applied only while no record is being opened. */
  | ({ readonly type: 'opened'; readonly id: string | null } & OpenedRecord<I, R, S>)
  | { readonly type: 'openFailed'; readonly id: string; readonly error: string }
  | { readonly type: 'resultReady'; readonly result: R; readonly inputs: I }
  | { readonly type: 'resultFailed' }
  | { readonly type: 'saveStarted' }
  | { readonly type: 'saveFailed' }
  /** `isOpened`: the saved record becomes the one on screen (`?did=`); a hidden auto-save is not. */
  | {
      readonly type: 'saved';
      readonly saved: S;
      readonly id: number;
      readonly inputs: I;
      readonly isOpened: boolean;
    }
  /** Saved on this device only (no network): nothing unsaved on screen, the saved record unchanged. */
  | { readonly type: 'savedHere'; readonly inputs: I }
  | { readonly type: 'savedRemoved'; readonly id: number }
  | { readonly type: 'cleared'; readonly inputs: I };

/** A new screen with `inputs`: nothing calculated, nothing saved, no change. */
export function createRecordSession<I, R, S>(inputs: I): RecordSessionState<I, R, S> {
  return {
    inputs,
    result: null,
    resultInputs: null,
    hasHadResult: false,
    saved: null,
    savedInputs: inputs,
    openingId: null,
    openingError: null,
    isSaving: false,
  };
}

/** Whether two inputs hold the same values field by field (a field's value compared by identity). */
export function haveSameFields<I>(a: I, b: I): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aFields = a as Record<string, unknown>;
  const bFields = b as Record<string, unknown>;
  const keys = Object.keys(aFields);
  return (
    keys.length === Object.keys(bFields).length && keys.every((key) => Object.is(aFields[key], bFields[key]))
  );
}

export function recordSessionReducer<I, R, S extends { readonly id: number }>(
  state: RecordSessionState<I, R, S>,
  action: RecordSessionAction<I, R, S>,
): RecordSessionState<I, R, S> {
  switch (action.type) {
    case 'edited': {
      const inputs = action.update(state.inputs);
      // An edit that answers the very inputs changed nothing (a form handing back what it was opened with).
      if (inputs === state.inputs) return state;
      if (action.effect === 'compared') return { ...state, inputs };
      const isFresh = !isResultStale(state);
      return {
        ...state,
        inputs,
        savedInputs: null,
        resultInputs: action.effect === 'resultKept' && isFresh ? inputs : null,
      };
    }
    case 'openStarted':
      return { ...state, openingId: action.id };
    case 'opened':
      if (action.id !== state.openingId) return state;
      return {
        ...state,
        inputs: action.inputs,
        result: action.result,
        resultInputs: action.result === null ? null : action.inputs,
        hasHadResult: action.result !== null,
        saved: action.saved,
        savedInputs: action.isSaved ? action.inputs : null,
        openingError: null,
      };
    case 'openFailed':
      return action.id === state.openingId ? { ...state, openingError: action.error } : state;
    case 'resultReady':
      return { ...state, result: action.result, resultInputs: action.inputs, hasHadResult: true };
    case 'resultFailed':
      return { ...state, result: null, resultInputs: null };
    case 'saveStarted':
      return { ...state, isSaving: true };
    case 'saveFailed':
      return { ...state, isSaving: false };
    case 'saved':
      return {
        ...state,
        isSaving: false,
        saved: action.saved,
        savedInputs: action.inputs,
        openingId: action.isOpened ? String(action.id) : state.openingId,
      };
    case 'savedHere':
      return { ...state, isSaving: false, savedInputs: action.inputs };
    case 'savedRemoved':
      if (state.saved?.id !== action.id) return state;
      return { ...state, saved: null, savedInputs: null, openingId: null };
    case 'cleared':
      return { ...createRecordSession<I, R, S>(action.inputs), isSaving: state.isSaving };
  }
}

/**
 * Whether two plain data values (JSON-like: objects, arrays, numbers, strings, booleans, null) hold the same
 * data, whatever the order of the objects' keys; an absent key and an undefined one are the same.
 */
export function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => isSameData(item, b[index]));
  const aFields = a as Record<string, unknown>;
  const bFields = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(aFields), ...Object.keys(bFields)]);
  return [...keys].every((key) => isSameData(aFields[key], bFields[key]));
}

/** A result exists but the inputs changed since it was computed ("change made, calculate again"). */
export function isResultStale<I, R, S>(state: RecordSessionState<I, R, S>): boolean {
  return (
    state.result !== null &&
    (state.resultInputs === null || !haveSameFields(state.resultInputs, state.inputs))
  );
}

/** The result of exactly the inputs on screen, or null. */
export function freshResultOf<I, R, S>(state: RecordSessionState<I, R, S>): R | null {
  return isResultStale(state) ? null : state.result;
}

/** The inputs on screen differ from the saved (or initial) ones: data the user would lose. */
export function hasUnsavedChanges<I, R, S>(state: RecordSessionState<I, R, S>): boolean {
  return state.savedInputs === null || !haveSameFields(state.savedInputs, state.inputs);
}
