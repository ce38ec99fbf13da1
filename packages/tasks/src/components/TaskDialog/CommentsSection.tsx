import type { TaskComment, TaskUser } from '@shelfsight/contracts';
import { formatPrettyDateTime } from '@shelfsight/ui-kit';
import { Button, Flex, List, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { commentPieces } from '../../utils/mentions';
import { isTemporaryId } from '../../utils/temporaryIds';
import { MentionInput, useMentionDraft } from './MentionInput';

export const COMMENT_TEXTS = {
  title: 'Comments',
  placeholder: 'Write a comment; type @ to mention someone',
  add: 'Add comment',
  confirmDelete: 'Are you sure you want to delete this comment?',
  delete: 'Delete',
  edit: 'Edit',
  save: 'Save',
  none: 'No comments yet.',
} as const;

export interface CommentsSectionProps {
  comments: readonly TaskComment[];
  users: readonly TaskUser[];
  currentUserId: number | null;
  readOnly: boolean;
  onAdd: (description: string) => void;
  onReplace: (commentId: number, description: string) => void;
  onDelete: (commentId: number) => void;
}

/** A stored comment with its mentions shown as names. */
function CommentText({ description, users }: { description: string; users: readonly TaskUser[] }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
      {commentPieces(description, users).map((piece, index) =>
        piece.kind === 'text' ? piece.text : <Typography.Text key={index} strong>{`@${piece.name}`}</Typography.Text>,
      )}
    </Typography.Paragraph>
  );
}

/** Editing a stored comment: its markers are shown as '@Name' and stored as markers again. */
function CommentEditor({
  comment,
  users,
  onSave,
}: {
  comment: TaskComment;
  users: readonly TaskUser[];
  onSave: (text: string) => void;
}) {
  const pieces = commentPieces(comment.commentDescription, users);
  const shown = pieces.map((piece) => (piece.kind === 'text' ? piece.text : `@${piece.name}`)).join('');
  const mentioned = users.filter((user) =>
    pieces.some((piece) => piece.kind === 'mention' && piece.userId === user.id),
  );
  const draft = useMentionDraft(shown, mentioned);
  return (
    <Flex vertical gap={4}>
      <MentionInput
        users={users}
        value={draft.text}
        onChange={draft.setText}
        picked={draft.picked}
        onPick={draft.pick}
        label="Edit comment"
      />
      <Button size="small" disabled={draft.text.trim() === ''} onClick={() => onSave(draft.stored())}>
        {COMMENT_TEXTS.save}
      </Button>
    </Flex>
  );
}

/** The comments, oldest first, and the box to add one. A comment must be non-empty (spec 3 §5). */
export function CommentsSection({ comments, users, currentUserId, readOnly, ...actions }: CommentsSectionProps) {
  const draft = useMentionDraft();
  const [editing, setEditing] = useState<number | null>(null);
  const nameOf = (id: number) => users.find((user) => user.id === id)?.displayName ?? `user ${id}`;
  const add = () => {
    actions.onAdd(draft.stored());
    draft.reset();
  };
  return (
    <section aria-label={COMMENT_TEXTS.title}>
      <Typography.Title level={5}>{COMMENT_TEXTS.title}</Typography.Title>
      <List
        size="small"
        dataSource={[...comments]}
        locale={{ emptyText: COMMENT_TEXTS.none }}
        renderItem={(comment) => {
          const own = comment.creatorId === currentUserId && !readOnly && !isTemporaryId(comment.commentId);
          return (
            <List.Item
              aria-label={`Comment by ${nameOf(comment.creatorId)}`}
              actions={
                own
                  ? [
                      <Button key="edit" type="link" size="small" onClick={() => setEditing(comment.commentId)}>
                        {COMMENT_TEXTS.edit}
                      </Button>,
                      <Popconfirm
                        key="delete"
                        title={COMMENT_TEXTS.confirmDelete}
                        okText={COMMENT_TEXTS.delete}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => actions.onDelete(comment.commentId)}
                      >
                        <Button type="link" size="small" danger>
                          {COMMENT_TEXTS.delete}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={`${nameOf(comment.creatorId)} · ${formatPrettyDateTime(comment.commentCreationDatetime)}`}
                description={
                  editing === comment.commentId ? (
                    <CommentEditor
                      comment={comment}
                      users={users}
                      onSave={(text) => {
                        setEditing(null);
                        actions.onReplace(comment.commentId, text);
                      }}
                    />
                  ) : (
                    <CommentText description={comment.commentDescription} users={users} />
                  )
                }
              />
            </List.Item>
          );
        }}
      />
      {readOnly ? null : (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <MentionInput
            users={users}
            value={draft.text}
            onChange={draft.setText}
            picked={draft.picked}
            onPick={draft.pick}
            placeholder={COMMENT_TEXTS.placeholder}
            label="New comment"
          />
          <Button type="primary" disabled={draft.text.trim() === ''} onClick={add} style={{ alignSelf: 'flex-end' }}>
            {COMMENT_TEXTS.add}
          </Button>
        </Flex>
      )}
    </section>
  );
}
