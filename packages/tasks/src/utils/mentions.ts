import { mentionMarker, type TaskUser } from '@shelfsight/contracts';

/** At most this many users are suggested (spec 3 §9). */
export const MAX_MENTION_SUGGESTIONS = 5;

/** Users whose name, or a word of it, begins with what was typed after '@'; at most five, by name. */
export function mentionSuggestions(users: readonly TaskUser[], typed: string): TaskUser[] {
  const prefix = typed.trim().toLowerCase();
  return users
    .filter((user) => {
      const name = user.displayName.toLowerCase();
      return name.startsWith(prefix) || name.split(/\s+/).some((word) => word.startsWith(prefix));
    })
    .slice(0, MAX_MENTION_SUGGESTIONS);
}

/**
 * The text as stored: each '@Name' of a user picked from the suggestions becomes their marker (`@[user:12]`), so a
 * rename later does not break the mention. Longer names go first, so 'Ann Lee' wins over 'Ann'.
 */
export function encodeMentions(text: string, picked: readonly TaskUser[]): string {
  const byLength = [...picked].sort((a, b) => b.displayName.length - a.displayName.length);
  return byLength.reduce((encoded, user) => encoded.split(`@${user.displayName}`).join(mentionMarker(user.id)), text);
}

/** Pieces of a stored comment: plain text, and mentions with the user's name when known. */
export type CommentPiece = { kind: 'text'; text: string } | { kind: 'mention'; userId: number; name: string };

export function commentPieces(description: string, users: readonly TaskUser[]): CommentPiece[] {
  const names = new Map(users.map((user) => [user.id, user.displayName]));
  return description
    .split(/(@\[user:\d+\])/)
    .filter((part) => part !== '')
    .map((part): CommentPiece => {
      const match = /^@\[user:(\d+)\]$/.exec(part);
      if (!match) return { kind: 'text', text: part };
      const userId = Number(match[1]);
      return { kind: 'mention', userId, name: names.get(userId) ?? `user ${userId}` };
    });
}
