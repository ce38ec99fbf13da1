import type { CalculatedMetricScoreState } from '@shelfsight/contracts';
import { Alert, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useGetDccScoreStateQuery } from '../../api/dccApi';

/** How often the state is asked again while the history is recomputed. */
const POLL_MS = 2000;

export interface ScoreStateViewProps {
  state: CalculatedMetricScoreState;
}

/** Which version the widgets' DCC scores come from, and the progress while the history is recomputed. */
export function ScoreStateView({ state }: ScoreStateViewProps) {
  if (state.state === 'recomputing')
    return (
      <Alert
        type="info"
        showIcon
        title={`Recomputing the DCC score history with version ${state.activeVersion ?? '—'}`}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              Until it is done, widgets, alerts and exports show the scores of{' '}
              {state.appliedVersion === null ? 'the default criteria' : `version ${state.appliedVersion}`}.
            </Typography.Paragraph>
            <Progress percent={Math.round(state.progress * 100)} size="small" aria-label="Recompute progress" />
          </>
        }
      />
    );
  return (
    <Typography.Text type="secondary">
      {state.appliedVersion === null
        ? 'DCC scores come from the default criteria.'
        : `DCC scores in widgets, alerts and exports come from version ${state.appliedVersion}.`}
    </Typography.Text>
  );
}

/** The score state of the active customer, asked again every few seconds while a recompute runs. */
export function ScoreState() {
  const [polling, setPolling] = useState(false);
  const { data } = useGetDccScoreStateQuery(undefined, { pollingInterval: polling ? POLL_MS : 0 });
  useEffect(() => setPolling(data?.state === 'recomputing'), [data?.state]);
  return data ? <ScoreStateView state={data} /> : null;
}
