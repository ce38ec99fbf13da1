// jsdom has no layout: of a stylesheet it uses only what decides whether an element is shown, hidden or can be
// clicked. Yet each getComputedStyle call matches the element against every rule in the document, and antd's
// CSS-in-JS puts some two thousand rules there (colours, spacing, fonts), so Testing Library's role queries
// (which ask for each candidate and its ancestors) spent over a quarter of a browser package's test CPU matching
// rules that jsdom, with no layout, cannot put to use. Before jsdom computes a style, rules that declare none of
// the properties below are deleted from the sheets it has not seen yet; the rest stay as they are.

/** What Testing Library (hidden elements), jest-dom (toBeVisible) and user-event (pointer-events) read. */
export const VISIBILITY_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
]);

function declaresVisibility(rule: CSSStyleRule): boolean {
  for (let index = 0; index < rule.style.length; index++) {
    if (VISIBILITY_PROPERTIES.has(rule.style.item(index))) return true;
  }
  return false;
}

/** Deletes the rules of `rules` that cannot change visibility; media rules keep those of theirs that can. */
function keepVisibilityRules(rules: CSSRuleList, deleteRule: (index: number) => void): number {
  let kept = 0;
  // From the end, so a deletion does not shift the indices still to visit.
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index]!;
    const keep =
      rule instanceof CSSStyleRule
        ? declaresVisibility(rule)
        : rule instanceof CSSMediaRule && keepVisibilityRules(rule.cssRules, (inner) => rule.deleteRule(inner)) > 0;
    if (keep) kept++;
    else deleteRule(index);
  }
  return kept;
}

const PRUNING = Symbol('visibility rules only');

/** Makes `win.getComputedStyle` prune each style sheet once before its first computation (a changed `<style>` gets a new sheet). */
export function computeStylesFromVisibilityRules(win: Window): void {
  // The setup file runs again for every test file that shares the worker's window.
  if (PRUNING in win) return;
  Object.defineProperty(win, PRUNING, { value: true });
  const pruned = new WeakSet<CSSStyleSheet>();
  const computeStyle = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    for (const sheet of Array.from(win.document.styleSheets)) {
      if (pruned.has(sheet)) continue;
      pruned.add(sheet);
      keepVisibilityRules(sheet.cssRules, (index) => sheet.deleteRule(index));
    }
    return computeStyle(element, pseudoElement);
  };
}
