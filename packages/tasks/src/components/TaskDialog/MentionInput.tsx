import type { TaskUser } from '@shelfsight/contracts';
import { Mentions } from 'antd';
import { useState } from 'react';
import { encodeMentions, mentionSuggestions } from '../../utils/mentions';

export interface MentionInputProps {
  users: readonly TaskUser[];
  value: string;
  onChange: (text: string) => void;
  /** Users picked from the suggestions so far, so the text can be stored with their markers. */
  picked: readonly TaskUser[];
  onPick: (user: TaskUser) => void;
  placeholder?: string;
  label: string;
}

/** A comment box where '@' suggests up to five members whose name begins with what follows. */
export function MentionInput({ users, value, onChange, picked, onPick, placeholder, label }: MentionInputProps) {
  const [typed, setTyped] = useState('');
  const options = mentionSuggestions(users, typed).map((user) => ({
    key: String(user.id),
    value: user.displayName,
    label: user.displayName,
  }));
  return (
    <Mentions
      aria-label={label}
      autoSize={{ minRows: 2, maxRows: 6 }}
      value={value}
      placeholder={placeholder}
      filterOption={false}
      options={options}
      onSearch={setTyped}
      onChange={onChange}
      onSelect={(option) => {
        const user = users.find((candidate) => candidate.displayName === option.value);
        if (user && !picked.some((known) => known.id === user.id)) onPick(user);
      }}
    />
  );
}

/** The state of one mention box: its text and whom it mentions; `stored()` is the text with markers. */
export function useMentionDraft(initial = '', initialPicked: readonly TaskUser[] = []) {
  const [text, setText] = useState(initial);
  const [picked, setPicked] = useState<readonly TaskUser[]>(initialPicked);
  return {
    text,
    picked,
    setText,
    pick: (user: TaskUser) => setPicked((current) => [...current, user]),
    stored: () => encodeMentions(text, picked),
    reset: () => {
      setText('');
      setPicked([]);
    },
  };
}
