import { describe, expect, it } from 'vitest';
import { commentPieces, encodeMentions, mentionSuggestions } from './mentions';

const users = [
  'Ada Lovelace',
  'Adam Smith',
  'Adele Adkins',
  'Adrian Mole',
  'Adriana Lima',
  'Ada Yonath',
  'Grace Hopper',
].map((displayName, index) => ({ id: index + 1, displayName }));

describe('mentionSuggestions', () => {
  it('matches by name prefix, at most five', () => {
    const names = mentionSuggestions(users, 'ad').map((user) => user.displayName);
    const matching = users.filter((user) => user.displayName.toLowerCase().startsWith('ad'));
    expect(matching).toHaveLength(6);
    expect(names).toEqual(matching.slice(0, 5).map((user) => user.displayName));
  });

  it('matches a later word of the name, and nothing that only contains the text', () => {
    expect(mentionSuggestions(users, 'hop').map((user) => user.id)).toEqual([7]);
    expect(mentionSuggestions(users, 'ace')).toEqual([]);
  });
});

describe('encodeMentions and commentPieces', () => {
  it('stores picked names as markers and shows them as names again', () => {
    const picked = [users[0]!, users[6]!];
    const stored = encodeMentions('@Ada Lovelace please ask @Grace Hopper', picked);
    expect(stored).toBe('@[user:1] please ask @[user:7]');
    expect(commentPieces(stored, users)).toEqual([
      { kind: 'mention', userId: 1, name: 'Ada Lovelace' },
      { kind: 'text', text: ' please ask ' },
      { kind: 'mention', userId: 7, name: 'Grace Hopper' },
    ]);
  });

  it('leaves an @ of a name not picked as text', () => {
    expect(encodeMentions('mail @Bob', [users[0]!])).toBe('mail @Bob');
  });
});
