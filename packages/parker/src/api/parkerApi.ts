import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type ParkerAnswer,
  parkerAnswerWithoutNumbers,
  type ParkerHistory,
  parkerPaths,
  type SavedWidget,
  savedWidgetPaths,
  type WidgetInput,
} from '@shelfsight/contracts';

/** How many earlier questions and answers the drawer shows. */
export const PARKER_HISTORY_SHOWN = 50;

let temporaryIds = 0;

/** The question as the conversation shows it while Parker works on it; a negative id marks it. */
export function pendingAnswer(question: string): ParkerAnswer {
  return {
    id: -++temporaryIds,
    question,
    status: 'answered',
    parsedBy: null,
    understood: '',
    sentence: '',
    ...parkerAnswerWithoutNumbers(),
    suggestions: [],
    askedAt: new Date().toISOString(),
  };
}

export const isPending = (answer: ParkerAnswer) => answer.id < 0;

/**
 * Parker's calls: the conversation of the signed-in user in the active customer, asking, clearing, the questions
 * it suggests, and saving an answer as a widget of the widget list (the 'SavedWidgets' list refetches).
 */
export const parkerApi = api
  .enhanceEndpoints({ addTagTypes: ['ParkerHistory', 'ParkerSuggestions', 'SavedWidgets'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getParkerHistory: build.query<ParkerHistory, void>({
        query: () => ({ ...apiTarget(parkerPaths.history), params: { limit: PARKER_HISTORY_SHOWN } }),
        providesTags: ['ParkerHistory'],
      }),
      getParkerSuggestions: build.query<string[], void>({
        query: () => apiTarget(parkerPaths.suggestions),
        transformResponse: (answer: { data: string[] }) => answer.data,
        providesTags: ['ParkerSuggestions'],
      }),
      /** The question shows at once; the answer replaces it, and a refused call takes it away again. */
      askParker: build.mutation<ParkerAnswer, string>({
        query: (question) => ({ ...apiTarget(parkerPaths.ask), method: 'POST', body: { question } }),
        async onQueryStarted(question, { dispatch, queryFulfilled }) {
          const pending = pendingAnswer(question);
          const patch = dispatch(
            parkerApi.util.updateQueryData('getParkerHistory', undefined, (draft) => void draft.data.push(pending)),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(
              parkerApi.util.updateQueryData('getParkerHistory', undefined, (draft) => {
                draft.data = draft.data.map((entry) => (entry.id === pending.id ? answer : entry));
              }),
            ),
          );
        },
      }),
      clearParkerHistory: build.mutation<{ deleted: number }, void>({
        query: () => ({ ...apiTarget(parkerPaths.history), method: 'DELETE' }),
        invalidatesTags: ['ParkerHistory'],
      }),
      saveParkerWidget: build.mutation<SavedWidget, WidgetInput>({
        query: (body) => ({ ...apiTarget(savedWidgetPaths.widgetCreate), method: 'POST', body }),
        invalidatesTags: ['SavedWidgets'],
      }),
    }),
  });

export const {
  useGetParkerHistoryQuery,
  useGetParkerSuggestionsQuery,
  useAskParkerMutation,
  useClearParkerHistoryMutation,
  useSaveParkerWidgetMutation,
} = parkerApi;
