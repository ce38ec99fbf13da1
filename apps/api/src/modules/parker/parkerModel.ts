import { dimensionCatalogue, metricCatalogue, type ParkerQuery, parkerQuerySchema } from '@shelfsight/contracts';
import ky from 'ky';
import type { ParkerVocabulary } from './parkerVocabulary';
import { referenceDay } from './parkerVocabulary';

/** An OpenAI-compatible chat completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export interface ModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** Turns a question into a query, or null when it cannot; the same schema checks what any parser returns. */
export type ModelParser = (question: string, vocabulary: ParkerVocabulary) => Promise<ParkerQuery | null>;

interface ChatCompletion {
  choices?: { message?: { content?: string | null } }[];
}

/** The instructions: the query's JSON shape and the customer's names with their ids, nothing of its facts. */
function systemPrompt(vocabulary: ParkerVocabulary): string {
  const list = (terms: { id: number; name: string }[]) => terms.map((term) => `${term.id}=${term.name}`).join('; ');
  return [
    'Turn the question about retail market data into one JSON object and answer with that object only.',
    'Shape: {"metric": METRIC, "aggregation": "AVG"|"SUM"|"MIN"|"MAX"|null, "dimension": "RETAILER"|"BRAND"|"BRAND_TYPE"|"COUNTRY"|"PRODUCT"|null,',
    ' "filters": {"retailers": [ids], "brands": [ids], "brandTypes": [ids], "countries": [ids], "products": [ids]},',
    ' "period": {"dateFrom": "YYYY-MM-DD", "dateTo": "YYYY-MM-DD"}, "compare": {"dateFrom", "dateTo"}|null,',
    ' "order": "HIGHEST"|"LOWEST"|"LARGEST_DROP"|"LARGEST_RISE"|null, "limit": integer|null,',
    ' "condition": {"operator": ">"|">="|"<"|"<="|"=", "value": number}|null,',
    ' "overTime": "DAY"|"WEEK"|"MONTHNUM"|null}.',
    `METRIC is one of: ${metricCatalogue.map((metric) => `${metric.code} (${metric.name})`).join(', ')}.`,
    `Dimensions: ${dimensionCatalogue.map((dimension) => dimension.code).join(', ')} (only the five above are allowed).`,
    `Today is ${referenceDay(vocabulary)}; the newest data is of ${vocabulary.lastFactDay ?? 'no day yet'}.`,
    `Retailers: ${list(vocabulary.retailers)}.`,
    `Brands: ${list(vocabulary.brands)}.`,
    `Brand types: ${list(vocabulary.brandTypes)}.`,
    `Countries: ${list(vocabulary.countries)}.`,
    `Products: ${list(vocabulary.products)}.`,
    'Use only these ids. LARGEST_DROP and LARGEST_RISE need a compare period.',
    'overTime (a trend by day, week or month) needs dimension null and compare null.',
  ].join('\n');
}

/** The JSON object in a reply, with or without a fenced block around it. */
function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  const text = (fenced?.[1] ?? content).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Every id of the query is one of the customer's: a model cannot widen what the user asks about. */
function idsKnown(query: ParkerQuery, vocabulary: ParkerVocabulary): boolean {
  const known = (ids: number[], terms: { id: number }[]) => ids.every((id) => terms.some((term) => term.id === id));
  const { filters } = query;
  return (
    known(filters.retailers, vocabulary.retailers) &&
    known(filters.brands, vocabulary.brands) &&
    known(filters.brandTypes, vocabulary.brandTypes) &&
    known(filters.countries, vocabulary.countries) &&
    known(filters.products, vocabulary.products)
  );
}

/** A parser that asks the configured model over HTTP (ky); its reply must pass parkerQuerySchema and name known ids. */
export function modelParser(settings: ModelSettings): ModelParser {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (question, vocabulary) => {
    const reply = await ky
      .post(endpoint, {
        json: {
          model: settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: systemPrompt(vocabulary) },
            { role: 'user', content: question },
          ],
        },
        headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
        timeout: settings.timeoutMs ?? 15_000,
        retry: 0,
      })
      .json<ChatCompletion>();
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const parsed = parkerQuerySchema.safeParse(jsonOf(content));
    if (!parsed.success || !idsKnown(parsed.data, vocabulary)) return null;
    return parsed.data;
  };
}
