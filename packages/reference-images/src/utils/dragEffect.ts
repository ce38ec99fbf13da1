/** Dragging an image between grid cells moves it; holding Ctrl (or Cmd on a Mac) copies it (spec 3 §2.2). */
export function dragEffect(modifiers: { ctrlKey: boolean; metaKey: boolean }): 'copy' | 'move' {
  return modifiers.ctrlKey || modifiers.metaKey ? 'copy' : 'move';
}
