import { describe, expect, it } from 'vitest';
import { calculateRequirements, DEFAULT_ANIMAL } from '@cocho/engine';
import { createInlineEngineClient, createWorkerEngineClient } from './engine-client';
import { runEngineOperation } from './operations';
import type { EngineRequest, EngineResponse } from './protocol';

/** A Worker stand-in that answers like engine.worker.ts, on a later task, with the real operations. */
class FakeWorker {
  onmessage: ((event: MessageEvent<EngineResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: EngineRequest[] = [];
  failNext = false;

  postMessage(request: EngineRequest) {
    this.posted.push(request);
    const reply = (response: EngineResponse) =>
      setTimeout(() => this.onmessage?.({ data: response } as MessageEvent<EngineResponse>), 0);
    reply({ id: request.id, kind: 'progress', progress: { fraction: 0 } });
    if (this.failNext) {
      reply({ id: request.id, kind: 'error', message: 'boom' });
      return;
    }
    void runEngineOperation(request.operation, request.input as never, (progress) =>
      reply({ id: request.id, kind: 'progress', progress }),
    ).then((value) => reply({ id: request.id, kind: 'result', value }));
  }

  terminate() {}
}

describe('engine client', () => {
  it('sends typed requests to one worker and resolves each with its own result', async () => {
    const worker = new FakeWorker();
    let created = 0;
    const client = createWorkerEngineClient(() => {
      created += 1;
      return worker as unknown as Worker;
    });
    const progress: number[] = [];
    const heavier = { ...DEFAULT_ANIMAL, peso_corporal_final: 600 };
    const [first, second] = await Promise.all([
      client.run('calculateRequirements', { animal: DEFAULT_ANIMAL }, (p) => progress.push(p.fraction)),
      client.run('calculateRequirements', { animal: heavier }),
    ]);
    expect(created).toBe(1);
    expect(worker.posted.map((request) => request.id)).toEqual([1, 2]);
    expect(progress).toEqual([0]);
    const cms = (result: typeof first) =>
      result.ok ? result.value.requirements.find((entry) => entry.key === 'CMS')?.ideal : undefined;
    const direct = calculateRequirements(heavier);
    expect(direct.ok).toBe(true);
    expect(cms(second)).toBe(direct.ok ? direct.value.requirements[0]?.ideal : undefined);
    expect(cms(first)).toBeLessThan(cms(second) ?? 0);
  });

  it('rejects with the worker error message', async () => {
    const worker = new FakeWorker();
    worker.failNext = true;
    const client = createWorkerEngineClient(() => worker as unknown as Worker);
    await expect(client.run('calculateRequirements', { animal: DEFAULT_ANIMAL })).rejects.toThrow('boom');
  });

  it('runs the same operations inline where no worker exists', async () => {
    const result = await createInlineEngineClient().run('predictPerformance', {
      animal: DEFAULT_ANIMAL,
      feeds: [],
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContainEqual({ field: 'alimentos', code: 'zeroTotalQuantity' });
  });
});
