import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, MISSING_MESSAGE_PREFIX } from './i18n';

describe('missing messages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs a key without a text as a console error, but not a found key or one with its own default', () => {
    initI18n('pt');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18n.t('diet:result.warning.NO_SUCH_CODE')).toBe('result.warning.NO_SUCH_CODE');
    expect(logged).toHaveBeenCalledWith(`${MISSING_MESSAGE_PREFIX} diet:result.warning.NO_SUCH_CODE`);
    logged.mockClear();
    i18n.t('errors:FORBIDDEN');
    i18n.t('finance:fieldName.unknown', { defaultValue: 'unknown' });
    expect(logged).not.toHaveBeenCalled();
  });
});
