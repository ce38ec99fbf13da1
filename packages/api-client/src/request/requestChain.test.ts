import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { IDEMPOTENCY_KEY_HEADER, SECONDARY_CLIENT_MAX_IN_FLIGHT } from '@shelfsight/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInSession } from '../fixtures';
import { acquireSlot, releaseSlot, slotsInFlight } from '../inFlightSlots';
import { chainedBaseQuery, requestChain } from './requestChain';
import type { RequestAnswer, RequestContext, RequestEnd, RequestStep } from './requestStep';

/** What a base query is handed: a signed-in session of customer 42, and a query not aborted. */
function queryApi(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (action: unknown) => action,
    getState: () => ({ session: signedInSession() }),
    extra: undefined,
    endpoint: 'widgetAnswer',
    type: 'query',
  } as BaseQueryApi;
}

/** Each step as it runs, in and out, and what the end of the chain was handed. */
function recording(steps: readonly RequestStep[]) {
  const log: string[] = [];
  const recorded = steps.map<RequestStep>((step) => async (context, next) => {
    log.push(`enter ${step.name}`);
    const answer = await step(context, next);
    log.push(`leave ${step.name}`);
    return answer;
  });
  let sent: RequestContext | undefined;
  const end: RequestEnd = async (context) => {
    log.push('send');
    sent = { ...context };
    return { data: { ok: true } };
  };
  return { log, recorded, end, sentContext: () => sent };
}

const secondaryPost = {
  url: 'widget/get-data',
  method: 'POST' as const,
  body: { widgetId: 3 },
  customerScoped: true,
  secondary: true,
};

afterEach(() => {
  while (slotsInFlight() > 0) releaseSlot();
});

describe('requestChain', () => {
  it('runs its steps in the order of the list, each around the ones after it, ending in the send', async () => {
    const { log, recorded, end, sentContext } = recording(requestChain);
    const answer = await chainedBaseQuery(recorded, end)(secondaryPost, queryApi(), {});

    const names = requestChain.map((step) => step.name);
    expect(log).toEqual([
      ...names.map((name) => `enter ${name}`),
      'send',
      ...names.reverse().map((name) => `leave ${name}`),
    ]);
    expect(answer).toEqual({ data: { ok: true } });
    // What the steps before the send prepared: the customer's path, the create's key, the session's token.
    expect(sentContext()?.path).toBe('customer/42/widget/get-data');
    expect(sentContext()?.headers[IDEMPOTENCY_KEY_HEADER]).toEqual(expect.any(String));
    expect(sentContext()?.token).toBe(signedInSession().token);
  });

  it('stops at a step that answers by itself: the steps after it and the send never run', async () => {
    const refusing: RequestStep = async function refusing(): Promise<RequestAnswer> {
      return { error: { status: 'FETCH_ERROR', data: 'refused' } };
    };
    const [first, ...rest] = requestChain;
    const { log, recorded, end } = recording([first!, refusing, ...rest]);
    const answer = await chainedBaseQuery(recorded, end)(secondaryPost, queryApi(), {});

    expect(answer).toEqual({ error: { status: 'FETCH_ERROR', data: 'refused' } });
    expect(log).toEqual([`enter ${first!.name}`, 'enter refusing', 'leave refusing', `leave ${first!.name}`]);
  });

  it('takes up the secondary slots only after the active customer and earlier answers, and frees them after', async () => {
    for (let taken = 0; taken < SECONDARY_CLIENT_MAX_IN_FLIGHT; taken += 1) await acquireSlot(undefined);
    const { log, recorded, end } = recording(requestChain);
    const pending = chainedBaseQuery(recorded, end)(secondaryPost, queryApi(), {});
    await new Promise((resume) => setTimeout(resume, 20));

    // Every step before the slot has run; the request waits for a slot, not yet sent.
    const slotAt = requestChain.findIndex((step) => step.name === 'inFlightSlotStep');
    expect(log).toEqual(requestChain.slice(0, slotAt + 1).map((step) => `enter ${step.name}`));
    releaseSlot();
    await pending;
    expect(log).toContain('send');
    expect(slotsInFlight()).toBe(SECONDARY_CLIENT_MAX_IN_FLIGHT - 1);
  });
});
