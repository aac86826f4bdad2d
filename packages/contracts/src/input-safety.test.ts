import { describe, expect, it } from 'vitest';
import { findUnsafeInput, INT4_MAX, isUnsafeText, MAX_INPUT_DEPTH } from './input-safety';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

describe('findUnsafeInput', () => {
  it('accepts ordinary bodies, emoji and accented text', () => {
    expect(findUnsafeInput({ nome: 'Ração 🐄 São João', id: INT4_MAX, time: 1_700_000_000_000 })).toBeNull();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it('refuses nesting deeper than the limit, without recursing', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))?.code).toBe('too_deep');
    expect(findUnsafeInput(nested(100_000))?.code).toBe('too_deep');
  });

  it('refuses NUL and lone surrogates in values and keys, at any depth', () => {
    expect(findUnsafeInput({ a: [{ nome: 'x\u0000y' }] })).toEqual({
      path: ['a', 0, 'nome'],
      code: 'unsafe_text',
    });
    expect(findUnsafeInput({ obs: 'a\uD800' })?.code).toBe('unsafe_text');
    expect(findUnsafeInput({ obs: '\uDC00b' })?.code).toBe('unsafe_text');
    expect(findUnsafeInput({ ['k\u0000']: 1 })?.code).toBe('unsafe_text');
    expect(isUnsafeText('\uD83D\uDC04')).toBe(false);
  });

  it('refuses ids outside the 32-bit integer range, only for id keys', () => {
    expect(findUnsafeInput({ id: INT4_MAX + 1 })).toEqual({ path: ['id'], code: 'id_out_of_range' });
    expect(findUnsafeInput({ x: { id_cliente: -(2 ** 31) - 1 } })?.code).toBe('id_out_of_range');
    expect(findUnsafeInput({ user_id: 1e300 })?.code).toBe('id_out_of_range');
    expect(findUnsafeInput({ time: 2 ** 40, ids: [2 ** 40] })).toBeNull();
  });
});
