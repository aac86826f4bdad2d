/** A list's filters without the fields left empty. */
export type Filled<F> = { [K in keyof F]?: Exclude<F[K], ''> };

/**
 * The filters of a list as a call's input: a field left empty is not sent (the call then does not filter
 * by it).
 */
export function definedOnly<F extends object>(filters: F): Filled<F> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Filled<F>;
}
