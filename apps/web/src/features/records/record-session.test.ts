import { describe, expect, it } from 'vitest';
import {
  createRecordSession,
  freshResultOf,
  hasUnsavedChanges,
  haveSameFields,
  isResultStale,
  isSameData,
  recordSessionReducer,
} from './record-session';
import type { RecordSessionAction, RecordSessionState } from './record-session';

type Inputs = { readonly weight: number; readonly feeds: readonly string[] };
type Saved = { readonly id: number; readonly nome: string };
type State = RecordSessionState<Inputs, string, Saved>;
type Action = RecordSessionAction<Inputs, string, Saved>;

const INITIAL: Inputs = { weight: 300, feeds: [] };
const SAVED: Saved = { id: 7, nome: 'Engorda' };
const reduce = (state: State, ...actions: Action[]): State =>
  actions.reduce((current, action) => recordSessionReducer(current, action), state);
const start = (): State => createRecordSession<Inputs, string, Saved>(INITIAL);
const setWeight = (weight: number, effect: 'counted' | 'compared' | 'resultKept'): Action => ({
  type: 'edited',
  update: (inputs) => ({ ...inputs, weight }),
  effect,
});
const calculated = (state: State): State =>
  reduce(state, { type: 'resultReady', result: 'gain 1 kg', inputs: state.inputs });

describe('record session', () => {
  it('starts with nothing calculated, nothing saved and no change', () => {
    const state = start();
    expect(state.inputs).toBe(INITIAL);
    expect(state.result).toBeNull();
    expect(state.saved).toBeNull();
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(isResultStale(state)).toBe(false);
    expect(state.hasHadResult).toBe(false);
  });

  it('compares fields by identity', () => {
    const feeds = ['1'];
    expect(haveSameFields({ weight: 1, feeds }, { weight: 1, feeds })).toBe(true);
    expect(haveSameFields({ weight: 1, feeds }, { weight: 1, feeds: ['1'] })).toBe(false);
    expect(haveSameFields({ weight: 1, feeds }, { weight: 2, feeds })).toBe(false);
  });

  it('compares plain data deeply, whatever the order of keys', () => {
    expect(isSameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(isSameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameData({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
    expect(isSameData({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(isSameData([], {})).toBe(false);
    expect(isSameData(null, {})).toBe(false);
  });

  it('an edit that answers the same inputs is no edit: a saved record stays saved, a result fresh', () => {
    const saved = reduce(calculated(start()), {
      type: 'saved',
      saved: SAVED,
      id: SAVED.id,
      inputs: INITIAL,
      isOpened: true,
    });
    for (const effect of ['counted', 'compared', 'resultKept'] as const) {
      const state = reduce(saved, { type: 'edited', update: (inputs) => inputs, effect });
      expect(state).toBe(saved);
      expect(hasUnsavedChanges(state)).toBe(false);
      expect(freshResultOf(state)).toBe('gain 1 kg');
    }
  });

  it('a result is fresh for the inputs it was computed from', () => {
    const state = calculated(start());
    expect(freshResultOf(state)).toBe('gain 1 kg');
    expect(state.hasHadResult).toBe(true);
  });

  it('a counted edit makes the result stale for good and the inputs unsaved, even when edited back', () => {
    const state = reduce(calculated(start()), setWeight(400, 'counted'), setWeight(300, 'counted'));
    expect(state.inputs.weight).toBe(300);
    expect(isResultStale(state)).toBe(true);
    expect(freshResultOf(state)).toBeNull();
    expect(state.result).toBe('gain 1 kg');
    expect(state.hasHadResult).toBe(true);
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('a compared edit is stale and unsaved until the inputs are edited back', () => {
    const edited = reduce(calculated(start()), setWeight(400, 'compared'));
    expect(isResultStale(edited)).toBe(true);
    expect(hasUnsavedChanges(edited)).toBe(true);
    const back = reduce(edited, setWeight(300, 'compared'));
    expect(isResultStale(back)).toBe(false);
    expect(hasUnsavedChanges(back)).toBe(false);
  });

  it('an edit that keeps the result leaves a fresh result fresh but counts as unsaved', () => {
    const state = reduce(calculated(start()), setWeight(400, 'resultKept'));
    expect(freshResultOf(state)).toBe('gain 1 kg');
    expect(hasUnsavedChanges(state)).toBe(true);
    // A stale result stays stale.
    const stale = reduce(calculated(start()), setWeight(400, 'counted'), setWeight(500, 'resultKept'));
    expect(isResultStale(stale)).toBe(true);
  });

  it('a failed calculation leaves no result', () => {
    const state = reduce(calculated(start()), { type: 'resultFailed' });
    expect(state.result).toBeNull();
    expect(isResultStale(state)).toBe(false);
    expect(state.hasHadResult).toBe(true);
  });

  it('a result computed from earlier inputs is stale for the inputs now on screen', () => {
    const earlier = start().inputs;
    const state = reduce(start(), setWeight(400, 'compared'), {
      type: 'resultReady',
      result: 'gain 1 kg',
      inputs: earlier,
    });
    expect(isResultStale(state)).toBe(true);
  });

  it('reopens a saved record as saved, with its saved result fresh', () => {
    const inputs: Inputs = { weight: 450, feeds: ['1'] };
    const state = reduce(
      start(),
      { type: 'openStarted', id: '7' },
      { type: 'opened', id: '7', inputs, result: 'saved', saved: SAVED, isSaved: true },
    );
    expect(state.openingId).toBe('7');
    expect(state.inputs).toBe(inputs);
    expect(state.saved).toBe(SAVED);
    expect(freshResultOf(state)).toBe('saved');
    expect(state.hasHadResult).toBe(true);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('a record to start from (or a restored draft) is unsaved', () => {
    const state = reduce(
      start(),
      { type: 'openStarted', id: '8' },
      { type: 'opened', id: '8', inputs: INITIAL, result: null, saved: null, isSaved: false },
    );
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(state.hasHadResult).toBe(false);
    const draft = reduce(start(), {
      type: 'opened',
      id: null,
      inputs: { weight: 1, feeds: [] },
      result: null,
      saved: SAVED,
      isSaved: false,
    });
    expect(draft.saved).toBe(SAVED);
    expect(hasUnsavedChanges(draft)).toBe(true);
  });

  it('ignores an answer for a record no longer being opened', () => {
    const opening = reduce(start(), { type: 'openStarted', id: '7' }, { type: 'openStarted', id: '9' });
    const late: Action = {
      type: 'opened',
      id: '7',
      inputs: INITIAL,
      result: 'x',
      saved: SAVED,
      isSaved: true,
    };
    expect(reduce(opening, late)).toBe(opening);
    expect(reduce(opening, { type: 'openFailed', id: '7', error: 'gone' })).toBe(opening);
    // A draft is not restored over a record being opened.
    expect(reduce(opening, { ...late, id: null })).toBe(opening);
  });

  it('says why a record could not be read, until one is opened', () => {
    const failed = reduce(
      start(),
      { type: 'openStarted', id: '7' },
      { type: 'openFailed', id: '7', error: 'gone' },
    );
    expect(failed.openingError).toBe('gone');
    const opened = reduce(failed, {
      type: 'opened',
      id: '7',
      inputs: INITIAL,
      result: null,
      saved: SAVED,
      isSaved: true,
    });
    expect(opened.openingError).toBeNull();
  });

  it('saving: busy, then the saved record with no unsaved change; a failure keeps everything', () => {
    const edited = reduce(start(), setWeight(400, 'counted'));
    const saving = reduce(edited, { type: 'saveStarted' });
    expect(saving.isSaving).toBe(true);
    const failed = reduce(saving, { type: 'saveFailed' });
    expect(failed.isSaving).toBe(false);
    expect(failed.saved).toBeNull();
    expect(hasUnsavedChanges(failed)).toBe(true);
    const saved = reduce(saving, {
      type: 'saved',
      saved: SAVED,
      id: 7,
      inputs: edited.inputs,
      isOpened: true,
    });
    expect(saved.isSaving).toBe(false);
    expect(saved.saved).toBe(SAVED);
    expect(saved.openingId).toBe('7');
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('a save kept on this device (no network) leaves nothing unsaved and the saved record as it was', () => {
    const opened = reduce(
      start(),
      { type: 'openStarted', id: '7' },
      {
        type: 'opened',
        id: '7',
        inputs: INITIAL,
        result: null,
        saved: SAVED,
        isSaved: true,
      },
    );
    const edited = reduce(opened, setWeight(420, 'counted'), { type: 'saveStarted' });
    expect(hasUnsavedChanges(edited)).toBe(true);
    const kept = reduce(edited, { type: 'savedHere', inputs: edited.inputs });
    expect(kept.isSaving).toBe(false);
    expect(hasUnsavedChanges(kept)).toBe(false);
    expect(kept.saved).toBe(SAVED);
    expect(kept.openingId).toBe('7');
    // A later edit is unsaved again.
    expect(hasUnsavedChanges(reduce(kept, setWeight(430, 'counted')))).toBe(true);
  });

  it('a hidden save does not change the record on screen', () => {
    const opened = reduce(start(), { type: 'openStarted', id: '3' });
    const saved = reduce(opened, { type: 'saved', saved: SAVED, id: 7, inputs: INITIAL, isOpened: false });
    expect(saved.openingId).toBe('3');
    expect(saved.saved).toBe(SAVED);
  });

  it('inputs edited while saving remain unsaved', () => {
    const saving = reduce(start(), { type: 'saveStarted' });
    const before = saving.inputs;
    const state = reduce(saving, setWeight(400, 'compared'), {
      type: 'saved',
      saved: SAVED,
      id: 7,
      inputs: before,
      isOpened: true,
    });
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('removing the saved record on screen forgets it; another one changes nothing', () => {
    const saved = reduce(start(), { type: 'saved', saved: SAVED, id: 7, inputs: INITIAL, isOpened: true });
    expect(reduce(saved, { type: 'savedRemoved', id: 8 })).toBe(saved);
    const removed = reduce(saved, { type: 'savedRemoved', id: 7 });
    expect(removed.saved).toBeNull();
    expect(removed.openingId).toBeNull();
    expect(hasUnsavedChanges(removed)).toBe(true);
  });

  it('clearing starts over with the given inputs', () => {
    const busy = reduce(
      calculated(start()),
      setWeight(400, 'counted'),
      { type: 'saved', saved: SAVED, id: 7, inputs: INITIAL, isOpened: true },
      { type: 'openFailed', id: '7', error: 'gone' },
    );
    const cleared = reduce(busy, { type: 'cleared', inputs: INITIAL });
    expect(cleared).toEqual(start());
  });
});
