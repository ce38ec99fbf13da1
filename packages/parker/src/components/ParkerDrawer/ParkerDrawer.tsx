import { CompressOutlined, DeleteOutlined, ExpandOutlined, SendOutlined } from '@ant-design/icons';
import { formErrorsOf } from '@shelfsight/api-client';
import { clientRoutes, overlays, PARKER_QUESTION_MAX, type ParkerAnswer as Answer } from '@shelfsight/contracts';
import { useFlash } from '@shelfsight/ui-kit';
import { Button, Drawer, Empty, Flex, Input, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useAskParkerMutation,
  useClearParkerHistoryMutation,
  useGetParkerHistoryQuery,
  useGetParkerSuggestionsQuery,
} from '../../api/parkerApi';
import { useSaveAnswerAsWidget } from '../../hooks/useSaveAnswerAsWidget';
import { PARKER_MAXIMISED, parkerDrawerWidth } from '../../state/drawerWidths';
import { ParkerAnswer } from '../ParkerAnswer';

export interface ParkerDrawerProps {
  onClose: () => void;
}

/**
 * Parker's chat (spec 3 §2.6): the conversation of the signed-in user in the active customer, a question box, and
 * the questions Parker suggests while the conversation is empty. 400 px wide, 2000 px maximised; maximised is in the
 * address (`?parker=maximised`), so it survives a reload and the bubble knows how much of the window to keep out of.
 */
export function ParkerDrawer({ onClose }: ParkerDrawerProps) {
  const [search, setSearch] = useSearchParams();
  const opensOn = overlays.parker.opensOn;
  const maximised = search.get(opensOn) === PARKER_MAXIMISED;
  // In place of the current entry: Back leaves the screen rather than undoing a resize.
  const setMaximised = (next: boolean) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set(opensOn, next ? PARKER_MAXIMISED : 'open');
        return changed;
      },
      { replace: true },
    );
  const [question, setQuestion] = useState('');
  const flash = useFlash();
  const history = useGetParkerHistoryQuery();
  const suggestions = useGetParkerSuggestionsQuery();
  const [ask, asking] = useAskParkerMutation();
  const [clear, clearing] = useClearParkerHistoryMutation();
  const { save, isSaving } = useSaveAnswerAsWidget();
  const end = useRef<HTMLDivElement>(null);
  const entries = history.data?.data ?? [];

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length]);

  const send = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || asking.isLoading) return;
    setQuestion('');
    try {
      await ask(trimmed).unwrap();
    } catch (error) {
      // The question goes back into the box, so nothing typed is lost.
      setQuestion(trimmed);
      flash.error(formErrorsOf(error).general ?? 'Parker could not answer.');
    }
  };

  const saveAsWidget = async (answer: Answer) => {
    try {
      const widget = await save(answer);
      flash.success(`Saved as widget “${widget.name}”`, {
        description: <Link to={clientRoutes.widgets}>Open the widget list</Link>,
      });
    } catch (error) {
      const { fields, general } = formErrorsOf(error);
      flash.error(general ?? Object.values(fields)[0] ?? 'The widget was not saved.');
    }
  };

  return (
    <Drawer
      open
      title="Parker"
      width={parkerDrawerWidth(search.get(opensOn))}
      onClose={onClose}
      mask={false}
      extra={
        <Space>
          <Tooltip title="Clear the conversation">
            <Button
              aria-label="Clear the conversation"
              icon={<DeleteOutlined />}
              disabled={entries.length === 0}
              loading={clearing.isLoading}
              onClick={() => void clear()}
            />
          </Tooltip>
          <Tooltip title={maximised ? 'Restore' : 'Maximise'}>
            <Button
              aria-label={maximised ? 'Restore' : 'Maximise'}
              icon={maximised ? <CompressOutlined /> : <ExpandOutlined />}
              onClick={() => setMaximised(!maximised)}
            />
          </Tooltip>
        </Space>
      }
      footer={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send(question);
          }}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="Ask Parker"
              placeholder="Ask about your prices, stock, content or ranks"
              value={question}
              maxLength={PARKER_QUESTION_MAX}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={asking.isLoading}>
              Ask
            </Button>
          </Space.Compact>
        </form>
      }
    >
      {history.isLoading ? (
        <Spin />
      ) : entries.length === 0 ? (
        <Flex vertical gap={8}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ask a question about your products and markets." />
          {(suggestions.data ?? []).map((suggestion) => (
            <Button key={suggestion} type="dashed" onClick={() => void send(suggestion)}>
              {suggestion}
            </Button>
          ))}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          {entries.map((entry) => (
            <ParkerAnswer
              key={entry.id}
              answer={entry}
              onAsk={(text) => void send(text)}
              onSaveAsWidget={(answer) => void saveAsWidget(answer)}
              isSaving={isSaving}
            />
          ))}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Every number comes from your own data, computed as your widgets compute it.
          </Typography.Text>
        </Flex>
      )}
      <div ref={end} />
    </Drawer>
  );
}
