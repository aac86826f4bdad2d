/** The messages between the page and the engine worker. */
import type { EngineInput, EngineOperationName, EngineProgress } from './operations';

export type EngineRequest<K extends EngineOperationName = EngineOperationName> = {
  readonly id: number;
  readonly operation: K;
  readonly input: EngineInput<K>;
};

export type EngineResponse =
  | { readonly id: number; readonly kind: 'progress'; readonly progress: EngineProgress }
  | { readonly id: number; readonly kind: 'result'; readonly value: unknown }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
