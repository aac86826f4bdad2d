import { useState } from 'react';

/** `value`, or the previous one while every field is the same (so its readers do not render again). */
export function useShallowStable<T extends object>(value: T): T {
  const [stable, setStable] = useState(value);
  const keys = Object.keys(value) as (keyof T)[];
  if (keys.every((key) => Object.is(stable[key], value[key]))) return stable;
  setStable(value);
  return value;
}
