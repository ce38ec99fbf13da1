import { type ParkerAnswer, parkerAnswerWithoutNumbers, parkerMessages } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { EngineViewer, WidgetDataOptions } from '../engine';
import { answerQuery } from './parkerAnswer';
import type { ModelParser } from './parkerModel';
import { parseQuestion } from './parkerParser';
import { closestQuestions } from './parkerSuggestions';
import { vocabularyOf } from './parkerVocabulary';

export interface AskOptions {
  engine: WidgetDataOptions;
  /** The language model, when configured: asked only for questions the parser cannot read. */
  model?: ModelParser;
}

/**
 * One question: parsed deterministically over the customer's vocabulary (or, failing that, by the configured
 * model), run through the widget engine as the viewer, and worded. Unanswered, it says what it recognised and
 * offers the closest questions it can answer.
 */
export async function askParker(
  app: FastifyInstance,
  viewer: EngineViewer,
  question: string,
  options: AskOptions,
): Promise<Omit<ParkerAnswer, 'id' | 'askedAt'>> {
  const vocabulary = await vocabularyOf(app, viewer.customerId);
  const parsed = parseQuestion(question, vocabulary);
  let query = parsed.query;
  let parsedBy: ParkerAnswer['parsedBy'] = query ? 'parser' : null;
  if (!query && options.model) {
    try {
      query = await options.model(question, vocabulary);
      if (query) parsedBy = 'model';
    } catch (error) {
      // A model that is down or answers nonsense leaves the question unanswered, never a failed request.
      app.log.warn({ err: error }, 'Parker: the language model did not answer');
    }
  }
  if (!query) {
    const recognised = parsed.recognised;
    return {
      question,
      status: 'not_understood',
      parsedBy: null,
      understood: recognised.length
        ? `I recognised ${recognised.join(', ')}, but no metric.`
        : 'I recognised no metric, name or date.',
      sentence: parkerMessages.notUnderstood,
      ...parkerAnswerWithoutNumbers(),
      suggestions: closestQuestions(question, vocabulary, recognised),
    };
  }
  const computed = await answerQuery(app, viewer, query, vocabulary, options.engine);
  return {
    ...computed,
    question,
    parsedBy,
    suggestions: computed.status === 'answered' ? [] : closestQuestions(question, vocabulary, parsed.recognised),
  };
}
