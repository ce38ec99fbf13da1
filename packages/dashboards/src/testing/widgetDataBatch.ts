/**
 * A fake get-data/batch for tests: answers every request of the batch with `answer`, one line each, the last
 * request first (lines come in the order answers are ready, not the order asked).
 */
export const answerBatchWith = (answer: unknown) => async (request: Request) => {
  const { requests } = (await request.json()) as { requests: unknown[] };
  const lines = requests.map((_, index) => JSON.stringify({ index, status: 200, body: answer })).reverse();
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'application/x-ndjson' } });
};

/** The get-data requests a batch call carried. */
export const batchedRequests = (call: { body: unknown }): unknown[] => (call.body as { requests: unknown[] }).requests;
